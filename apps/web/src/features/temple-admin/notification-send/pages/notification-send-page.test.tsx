import type { NotificationBroadcast } from '@nivedya/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeScreens,
  inEnglish,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
  writes,
} from '../../../../test/render-screen.tsx';
import NotificationSendPage from './notification-send-page.tsx';

/** spec notification-send: the form's segments and the server's refusals, the list's progress and cancel. */

beforeAll(() => inEnglish('temple'));
afterEach(closeScreens);

const LIST_KEY = ['temple-admin', 3, 'notifications', 'list', { offset: 0, limit: 10 }];

function aBroadcast(changes: Partial<NotificationBroadcast>): NotificationBroadcast {
  return {
    id: 9,
    templeId: 3,
    title: 'Festival day',
    body: 'All welcome',
    link: null,
    audience: 'all-devotees',
    segment: { date: null, sevaId: null, sevaName: null, startTime: null },
    status: 'sent',
    sendAt: '2030-03-05T04:30:00.000Z',
    recipientsTotal: 3,
    recipients: 3,
    smsSent: 0,
    push: { sent: 0, failed: 0, pending: 0 },
    sendSms: false,
    sentBy: { id: 72, userName: 'Temple Administrator' },
    startedAt: '2030-03-05T04:30:00.000Z',
    finishedAt: '2030-03-05T04:30:00.000Z',
    createdAt: '2030-03-05T04:30:00.000Z',
    ...changes,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

function openPage(
  items: NotificationBroadcast[],
  answer: (request: Request) => Response | undefined = () => undefined,
) {
  // The list is read again after each change (its answer ends the change's wait); the rest stays put.
  const fetch = stubFetch((input) => {
    if (!(input instanceof Request)) return undefined;
    if (input.method === 'GET' && new URL(input.url).pathname === '/api/v1/temples/3/notifications') {
      return json({ items, total: items.length });
    }
    return answer(input);
  });
  renderScreen(<NotificationSendPage />, {
    user: TEMPLE_ADMIN,
    queryData: [
      [['temple-admin', 3, 'profile'], { isNotification: true, features: { isVirtualQueue: true } }],
      [['temple-admin', 3, 'sevas'], { items: [{ id: 5, name: 'Pushpanjali', deity: null }], total: 1 }],
      [LIST_KEY, { items, total: items.length }],
    ],
  });
  return fetch;
}

describe('sending a notification', () => {
  it("shows the server's refusal of the seva at the seva, and what it sent", async () => {
    const fetch = openPage([], (request) =>
      request.method === 'POST'
        ? json(
            {
              code: 'VALIDATION_FAILED',
              title: 'Bad Request',
              detail: 'audience.sevaId: No seva of this temple has this id',
              errors: [{ field: 'audience.sevaId', message: 'No seva of this temple has this id' }],
            },
            400,
          )
        : undefined,
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Pushpanjali reminder' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Tomorrow at dawn.' } });
    fireEvent.click(screen.getByRole('radio', { name: /Devotees booked for a seva/ }));
    const seva = screen.getByRole('combobox', { name: 'Seva' });
    fireEvent.change(seva, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(seva.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('No seva of this temple has this id').length).toBeGreaterThan(0);
    const [sent] = writes(fetch);
    expect(await sent?.json()).toEqual({
      title: 'Pushpanjali reminder',
      body: 'Tomorrow at dawn.',
      audience: { sevaId: 5 },
      sendSms: false,
    });
  });

  it('asks before sending to every devotee, and sends nothing when told no', async () => {
    const fetch = openPage([]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Utsavam' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Come.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(confirm.textContent).toContain('every devotee of the temple');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    });
    expect(writes(fetch)).toEqual([]);
  });
});

describe('the notifications sent and scheduled', () => {
  it('follows a notification being sent until it is sent, with its reach and pushes', async () => {
    const progress = [
      aBroadcast({ status: 'sending', recipientsTotal: 2500, recipients: 2000, finishedAt: null }),
      aBroadcast({
        status: 'sent',
        recipientsTotal: 2500,
        recipients: 2500,
        push: { sent: 2100, failed: 12, pending: 0 },
      }),
    ];
    let asked = 0;
    const fetch = openPage(
      [aBroadcast({ status: 'sending', recipientsTotal: 2500, recipients: 1000, finishedAt: null })],
      (request) => {
        if (!request.url.endsWith('/api/v1/temples/3/notifications/9')) return undefined;
        asked += 1;
        return json(progress[Math.min(asked, progress.length) - 1]);
      },
    );
    const bar = screen.getByRole('progressbar', { name: 'Sending progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('2000'));
    expect(screen.getByText('2,000 of 2,500 reached · 80%')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('notification-status').textContent).toBe('Sent'), {
      timeout: 4000,
    });
    const figures = screen.getByTestId('notification-figures');
    expect(within(figures).getByText('Push sent').nextElementSibling?.textContent).toBe('2,100');
    expect(within(figures).getByText('Push failed').nextElementSibling?.textContent).toBe('12');
    expect(within(figures).getByText('Reached').nextElementSibling?.textContent).toBe('2,500 of 2,500');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const polled = fetch.mock.calls.filter(
      ([input]) => input instanceof Request && input.url.endsWith('/notifications/9'),
    );
    expect(polled.length).toBe(2);
  });

  it('describes a scheduled one in the temple’s time and cancels it after asking', async () => {
    const scheduled = aBroadcast({
      id: 12,
      title: 'Pushpanjali reminder',
      status: 'scheduled',
      audience: 'seva',
      segment: { date: '2030-03-06', sevaId: 5, sevaName: 'Pushpanjali', startTime: null },
      sendAt: '2030-03-05T12:30:00.000Z',
      recipientsTotal: 4,
      recipients: 0,
      startedAt: null,
      finishedAt: null,
    });
    const fetch = openPage([scheduled], (request) =>
      request.method === 'POST' ? json({ ...scheduled, status: 'cancelled' }) : undefined,
    );
    const item = screen.getByTestId('sent-notification');
    expect(item.textContent).toContain('Pushpanjali on 06-Mar-2030');
    expect(item.textContent).toContain('Goes out 05-Mar-2030 18:00');
    expect(item.textContent).toContain('4 devotees in its audience now');
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel “Pushpanjali reminder”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel it' }));
    });
    await waitFor(() => expect(writes(fetch).map((request) => request.url)).toHaveLength(1));
    expect(writes(fetch)[0]?.url).toMatch(/\/api\/v1\/temples\/3\/notifications\/12\/cancel$/);
  });
});
