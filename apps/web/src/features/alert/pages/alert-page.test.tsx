import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { HOME_PATH } from '../../../lib/auth.ts';
import { closeRoutes, openRoute } from '../../../test/open-route.tsx';

/**
 * spec alert page (route alert-component?message=…&type=…): the message, CANCEL, and OK only for
 * type 0; both close it and go back where the person came from (home when opened directly).
 */

beforeAll(async () => {
  await initI18n('en');
});
afterEach(closeRoutes);

function openAlert(query: string, { cameFrom }: { cameFrom?: string } = {}) {
  return openRoute('alert-component', `/alert-component${query}`, {
    ...(cameFrom ? { cameFrom } : {}),
    otherScreens: { '/seva-list': 'The seva list' },
  });
}

/** The page's own buttons, by their words. */
function buttonLabels(): string[] {
  return screen.getAllByRole('button').map((button) => button.textContent ?? '');
}

describe('the alert page', () => {
  it('type 0: shows the message with CANCEL and OK', async () => {
    await openAlert(`?message=${encodeURIComponent('Your seva is booked.\nSee you at the temple.')}&type=0`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Message');
    expect(screen.getByRole('alert').textContent).toBe('Your seva is booked.\nSee you at the temple.');
    expect(buttonLabels()).toEqual(['CANCEL', 'OK']);
  });

  it.each(['&type=1', '&type=2', ''])('any other type (%j): CANCEL only', async (type) => {
    await openAlert(`?message=Saved${type}`);
    expect(screen.getByRole('alert').textContent).toBe('Saved');
    expect(buttonLabels()).toEqual(['CANCEL']);
  });

  it.each(['OK', 'CANCEL'])('%s goes back to the screen it was opened from', async (label) => {
    const router = await openAlert('?message=Saved&type=0', { cameFrom: '/seva-list' });
    fireEvent.click(screen.getByRole('button', { name: label }));
    await screen.findByText('The seva list');
    expect(router.state.location.pathname).toBe('/seva-list');
  });

  it('opened directly, closing it goes home instead of leaving the app', async () => {
    const router = await openAlert('?message=Saved&type=0');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('Home');
    expect(router.state.location.pathname).toBe(HOME_PATH);
  });

  it('shows a message as text: markup in the address is never run', async () => {
    const hostile = '<img src="x" onerror="window.alertPageRan = true">Paid';
    await openAlert(`?message=${encodeURIComponent(hostile)}&type=0`);
    expect(screen.getByRole('alert').textContent).toBe(hostile);
    expect(document.querySelector('img')).toBeNull();
  });
});
