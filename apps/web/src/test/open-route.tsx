import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_ROUTES } from '../app/routes.tsx';
import { HOME_PATH } from '../lib/auth.ts';

/** Each test's router listens to the window's history until closed. */
const routers: { dispose: () => void }[] = [];

/** For afterEach: unmounts the screens and stops their routers listening. */
export function closeRoutes(): void {
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
}

/**
 * Opens one of the app's own routes (its lazily loaded page, as the app registers it) at `address`,
 * with the browser's real history, so a page that asks whether there is a screen to go back to gets
 * a true answer. `cameFrom` is the screen the person was on before; `otherScreens` are stand-ins
 * (path → text) for where the page may send them; home is always one ("Home").
 */
export async function openRoute(
  routePath: string,
  address: string,
  { cameFrom, otherScreens = {} }: { cameFrom?: string; otherScreens?: Record<string, string> } = {},
) {
  const route = APP_ROUTES.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`No ${routePath} route`);
  const Page = (await route.page()).default as ComponentType;
  window.history.replaceState(null, '', cameFrom ?? address);
  const router = createBrowserRouter([
    { path: `/${routePath}`, Component: Page },
    ...Object.entries(otherScreens).map(([path, text]) => ({ path, Component: () => <p>{text}</p> })),
    { path: HOME_PATH, Component: () => <p>Home</p> },
  ]);
  routers.push(router);
  render(<RouterProvider router={router} />);
  if (cameFrom) await act(() => router.navigate(address));
  return router;
}
