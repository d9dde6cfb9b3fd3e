import { PAGE_SIZE_DEFAULT, type SmsMessage, type SmsMessagePage } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { smsMessagesQueryOptions } from '../api/find-sms-messages.ts';
import SmsReportPage from './sms-report-page.tsx';

/** spec sms-report (admins): each message says where it is, through which service, after how many tries. */

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => cleanup());

function aMessage(overrides: Partial<SmsMessage>): SmsMessage {
  return {
    id: 1,
    toMobile: '9847000001',
    body: 'Your Pushpanjali on 12-Mar-2026 is booked.',
    purpose: 'booking-confirmed',
    templeId: 3,
    adapter: 'outbox',
    status: 'sent',
    attempts: 0,
    error: null,
    nextAttemptAt: null,
    createdAt: '2026-03-10T04:30:00.000Z',
    sentAt: '2026-03-10T04:30:00.000Z',
    deliveredAt: null,
    providerMessageId: null,
    ...overrides,
  };
}

function showPage(items: SmsMessage[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const answer: SmsMessagePage = { items, total: items.length };
  queryClient.setQueryData(smsMessagesQueryOptions({ offset: 0, limit: PAGE_SIZE_DEFAULT }).queryKey, answer);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/sms-report']}>
        <SmsReportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the SMS outbox screen', () => {
  it("shows each message's status, service, tries, next try, delivery and the provider's words", () => {
    showPage([
      aMessage({
        id: 4,
        toMobile: '9847000004',
        adapter: 'msg91',
        status: 'failed',
        attempts: 5,
        error: 'MSG91: HTTP 503',
        sentAt: null,
      }),
      aMessage({
        id: 3,
        toMobile: '9847000003',
        adapter: 'twilio',
        status: 'queued',
        attempts: 1,
        error: 'Twilio could not be reached (ECONNRESET: socket hang up)',
        nextAttemptAt: '2026-03-10T04:30:30.000Z',
        sentAt: null,
      }),
      aMessage({
        id: 2,
        toMobile: '9847000002',
        adapter: 'twilio',
        status: 'delivered',
        attempts: 1,
        deliveredAt: '2026-03-10T04:30:04.000Z',
        providerMessageId: 'SM0123',
      }),
      aMessage({ id: 1 }),
    ]);
    const rows = screen.getAllByTestId('sms-message');
    expect(rows).toHaveLength(4);
    const [failed, queued, delivered, outbox] = rows.map((row) => within(row));
    expect(failed?.getByText('Failed')).toBeTruthy();
    expect(failed?.getByText('MSG91, 5 tries')).toBeTruthy();
    expect(failed?.getByText('MSG91: HTTP 503')).toBeTruthy();
    expect(queued?.getByText('Queued')).toBeTruthy();
    expect(queued?.getByText('Twilio, 1 try')).toBeTruthy();
    expect(queued?.getByText(/^Next try /)).toBeTruthy();
    expect(delivered?.getByText('Delivered')).toBeTruthy();
    expect(delivered?.getByText(/^Delivered \d/)).toBeTruthy();
    expect(outbox?.getByText('Sent')).toBeTruthy();
    expect(outbox?.getByText('Kept in the outbox')).toBeTruthy();
  });

  it('filters by every status', () => {
    showPage([]);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Queued', 'Sent', 'Delivered', 'Not delivered', 'Failed']);
  });
});
