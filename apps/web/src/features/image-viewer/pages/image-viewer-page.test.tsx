import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { HOME_PATH } from '../../../lib/auth.ts';
import { closeRoutes, openRoute } from '../../../test/open-route.tsx';

/**
 * spec image viewer (route image-viwer?url=…&title=…): the logo, the title and one full image, with a
 * back button. The address comes from a link anyone can write, so only our own paths and http(s)
 * addresses are shown; a javascript:, data: or protocol-relative address shows no image.
 */

beforeAll(async () => {
  await initI18n('en');
});
afterEach(closeRoutes);

function openViewer(query: string, { cameFrom }: { cameFrom?: string } = {}) {
  return openRoute('image-viwer', `/image-viwer${query}`, {
    ...(cameFrom ? { cameFrom } : {}),
    otherScreens: { '/temple-gallery': 'The gallery' },
  });
}

/** The image shown, not the logo. */
function shownImage(): HTMLImageElement | null {
  return document.querySelector('main > div img');
}

describe('the image viewer', () => {
  it('shows an image of our own with its title beside the logo', async () => {
    await openViewer(
      `?url=${encodeURIComponent('/api/v1/images/42')}&title=${encodeURIComponent('Temple gate')}`,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Temple gate');
    expect(screen.getByRole('img', { name: 'Nivedya' }).getAttribute('src')).toBe('/favicon.svg');
    expect(shownImage()?.getAttribute('src')).toBe('/api/v1/images/42');
    expect(shownImage()?.getAttribute('alt')).toBe('Temple gate');
  });

  it.each(['https://images.example.org/gallery/1.jpg', 'http://images.example.org/2.png'])(
    'shows an http(s) image: %s',
    async (url) => {
      await openViewer(`?url=${encodeURIComponent(url)}`);
      expect(shownImage()?.getAttribute('src')).toBe(url);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nivedya');
    },
  );

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'vbscript:msgbox(1)',
    '//evil.example.org/x.png',
    'images/1.png',
    '',
  ])('refuses %j: no image, and says so', async (url) => {
    await openViewer(`?url=${encodeURIComponent(url)}&title=Gate`);
    expect(shownImage()).toBeNull();
    expect(screen.getByText('There is no image to show.')).toBeTruthy();
  });

  it('shows no image without an address', async () => {
    await openViewer('');
    expect(shownImage()).toBeNull();
    expect(screen.getByText('There is no image to show.')).toBeTruthy();
  });

  it('goes back to the screen it was opened from, or home when opened directly', async () => {
    const router = await openViewer('?url=/api/v1/images/42', { cameFrom: '/temple-gallery' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('The gallery');
    expect(router.state.location.pathname).toBe('/temple-gallery');
    cleanup();

    const direct = await openViewer('?url=/api/v1/images/42');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Home');
    expect(direct.state.location.pathname).toBe(HOME_PATH);
  });
});
