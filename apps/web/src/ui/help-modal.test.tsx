import type { HelpEntry, Page } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { resetBackHandlers } from '../lib/back-button.ts';
import { helpEntriesQueryOptions } from '../lib/help.ts';
import HelpModal from './help-modal.tsx';

/**
 * spec §2 help modal: titled Help, it shows the help of the screen's own page name, and the hardware
 * (or browser) back button closes it before anything else happens. That its HTML is sanitised is
 * checked in Chromium (e2e/tests/help-modal.spec.ts): happy-dom cannot run DOMPurify faithfully.
 */

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  resetBackHandlers();
});

function entry(pageName: string, html: string): HelpEntry {
  return { id: pageName.length, pageName, title: pageName, query: html };
}

function openHelp(pageName: string, entries: HelpEntry[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answer: Page<HelpEntry> = { items: entries, total: entries.length };
  queryClient.setQueryData(helpEntriesQueryOptions(pageName).queryKey, answer);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HelpModal pageName={pageName} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('the help modal', () => {
  it("is titled Help and shows the help of the screen's own page name", () => {
    openHelp('cart', [entry('cart-list', 'About lists'), entry('cart', 'How to pay for the cart')]);
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByText('How to pay for the cart')).toBeTruthy();
    expect(within(dialog).queryByText('About lists')).toBeNull();
  });

  it('says so when the page has no help yet', () => {
    openHelp('cart', [entry('cart-list', 'About lists')]);
    expect(screen.getByText('There is no help for this page yet.')).toBeTruthy();
  });

  it('closes with its close button', () => {
    const { onClose } = openHelp('cart', [entry('cart', 'How to pay')]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the back button closes it and leaves the screen where it is', async () => {
    window.history.replaceState({ screen: 'cart' }, '', '/cart');
    const { onClose } = openHelp('cart', [entry('cart', 'How to pay')]);
    // Opening it added a history entry of its own, so back pops that entry, not the screen.
    expect(window.history.state).toMatchObject({ screen: 'cart' });
    act(() => window.history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(window.location.pathname).toBe('/cart');
    expect(window.history.state).toEqual({ screen: 'cart' });
  });
});
