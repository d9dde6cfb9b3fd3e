import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../../app/routes.tsx';
import { initI18n } from '../../../i18n/index.ts';
import { HOME_PATH } from '../../../lib/auth.ts';

/**
 * spec image viewer (route image-viwer?url=…&title=…): the logo, the title and one full image, with a
 * back button. The address comes from a link anyone can write, so only our own paths and http(s)
 * addresses are shown; a javascript:, data: or protocol-relative address shows no image.
 */

beforeAll(async () => {
  await initI18n('en');
});
/** Each test's router listens to the window's history until disposed. */
const routers: { dispose: () => void }[] = [];
afterEach(() => {
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
});

async function openViewer(query: string, { cameFrom }: { cameFrom?: string } = {}) {
  const route = APP_ROUTES.find((candidate) => candidate.path === 'image-viwer');
  if (!route) throw new Error('No image-viwer route');
  const ImageViewerPage = (await route.page()).default as ComponentType;
  const viewerPath = `/image-viwer${query}`;
  // The browser's own history: the page asks it whether there is a screen to go back to.
  window.history.replaceState(null, '', cameFrom ?? viewerPath);
  const router = createBrowserRouter([
    { path: '/image-viwer', Component: ImageViewerPage },
    { path: '/temple-gallery', Component: () => <p>The gallery</p> },
    { path: HOME_PATH, Component: () => <p>Home</p> },
  ]);
  routers.push(router);
  render(<RouterProvider router={router} />);
  if (cameFrom) await act(() => router.navigate(viewerPath));
  return router;
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
