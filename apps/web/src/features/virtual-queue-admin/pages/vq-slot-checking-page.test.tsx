import { type User, UserType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTranslationPart } from '../../../i18n/index.ts';
import { ME_QUERY_KEY } from '../../../lib/auth.ts';
import { OutType, writeOutType } from '../out-type.ts';
import VqSlotCheckingPage from './vq-slot-checking-page.tsx';

/** spec virtual-queue-slot-checking: what staff type is checked as the server checks the lookup. */

beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('virtualQueue');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  writeOutType(OutType.QrCode);
});

const STAFF: User = {
  id: 73,
  userName: 'Gate Staff',
  email: 'gate@nivedya.test',
  mobile: null,
  whatsapp: null,
  address: null,
  userType: UserType.TempleStaff,
  templeId: 3,
  templeTimeZone: 'Asia/Kolkata',
  status: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function openGate() {
  // Nothing answers but the XSRF token's fetch that comes before a write, so the write goes out.
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      input === '/api/health' ? Promise.resolve(new Response()) : new Promise<Response>(() => undefined),
    );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, STAFF);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <VqSlotCheckingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

function writes(fetch: ReturnType<typeof openGate>): Request[] {
  return fetch.mock.calls
    .map(([request]) => request)
    .filter((request): request is Request => request instanceof Request && request.method !== 'GET');
}

describe('the gate', () => {
  it("in Mobile mode refuses a short number on the input, in the server's words, before asking", async () => {
    writeOutType(OutType.Mobile);
    const fetch = openGate();
    const mobile = screen.getByLabelText("Devotee's mobile number");
    fireEvent.change(mobile, { target: { value: '98470' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Enter a 10-digit mobile number');
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(writes(fetch)).toEqual([]);
  });

  it('sends a typed queue number as one', async () => {
    const fetch = openGate();
    fireEvent.change(screen.getByLabelText('QR code or queue number'), { target: { value: ' vq-0042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(await writes(fetch)[0]?.json()).toEqual({ queueNumber: 'vq-0042' });
  });
});
