import { type User, UserType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTranslationPart } from '../../../../i18n/index.ts';
import { ME_QUERY_KEY } from '../../../../lib/auth.ts';
import { AlertProvider } from '../../../../ui/alert-provider.tsx';
import SevaInsertPage from './seva-insert-page.tsx';

/** spec sevainsert: a refused save says so and takes the person to the first field to fix. */

beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('temple');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEMPLE_ADMIN: User = {
  id: 72,
  userName: 'Temple Administrator',
  email: 'admin@nivedya.test',
  mobile: null,
  whatsapp: null,
  address: null,
  userType: UserType.TempleAdmin,
  templeId: 3,
  templeTimeZone: 'Asia/Kolkata',
  status: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function openNewSeva() {
  const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, TEMPLE_ADMIN);
  queryClient.setQueryData(['temple-admin', 3, 'deities'], { items: [], total: 0 });
  queryClient.setQueryData(['temple-admin', 3, 'seva-groups'], { items: [], total: 0 });
  render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <MemoryRouter>
          <SevaInsertPage />
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the seva form', () => {
  it('refuses a rate that is not an amount, focusing it, and sends nothing', async () => {
    const fetch = openNewSeva();
    const rate = screen.getByRole('textbox', { name: 'Rate (₹)' });
    fireEvent.change(rate, { target: { value: 'fifty' } });
    save();
    await waitFor(() => expect(document.activeElement).toBe(rate));
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
    const methods = fetch.mock.calls.map(([request]) =>
      request instanceof Request ? request.method : 'GET',
    );
    expect(methods).not.toContain('POST');
  });

  it('then asks for the name, the first field in the page to fix', async () => {
    openNewSeva();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rate (₹)' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'Not a code!' } });
    save();
    const name = screen.getByRole('textbox', { name: 'Seva name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("names the domain's cross-field rule on the continuous tick, and focuses it", async () => {
    openNewSeva();
    fireEvent.change(screen.getByRole('textbox', { name: 'Seva name' }), {
      target: { value: 'Pushpanjali' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rate (₹)' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seva type' }), { target: { value: '3' } });
    const continuous = screen.getByRole('checkbox', { name: /^Continuous/ });
    fireEvent.click(continuous);
    save();
    await screen.findByText('Only a regular seva (type 1) can be continuous');
    await waitFor(() => expect(document.activeElement).toBe(continuous));
  });
});
