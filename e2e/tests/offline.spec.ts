import { expect, test } from '@playwright/test';
import { saveScreen } from '../support/ui.ts';

// The journeys with the service worker that playwright.config.ts blocks for the others.
test.use({ serviceWorkers: 'allow' });

test('the service worker is registered only once the startup is done (spec §4)', async ({ page }) => {
  // Counts the app's calls to register, whenever they come.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { serviceWorkerRegistrations: calls });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      calls.push(String(args[0]));
      return register.apply(this, args);
    };
  });
  const registrations = () =>
    page.evaluate(
      () => (window as unknown as { serviceWorkerRegistrations: string[] }).serviceWorkerRegistrations,
    );
  // The startup's version check (spec §4) is held back, so the startup cannot finish.
  let releaseVersionCheck = () => {};
  const versionCheckHeld = new Promise<void>((resolve) => {
    releaseVersionCheck = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/v1/app-version',
    async (route) => {
      await versionCheckHeld;
      await route.continue();
    },
  );

  await page.goto('/devotee-home-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  await expect(page.getByText(/^\d+ temples$/)).toBeVisible();
  // The first screen has loaded and its calls are answered, but the startup is still running: no worker.
  expect(await registrations()).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  releaseVersionCheck();
  await expect.poll(registrations).toEqual(['/sw.js']);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

test('the installed app registers its service worker, opens offline and says so, in English and Malayalam', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/devotee-home-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  await expect(page.getByText(/^\d+ temples$/)).toBeVisible();

  // spec §4: registered once the app is stable (at the latest after 30 s). `ready` resolves once the
  // worker is active, i.e. after its install step has precached the app shell.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The server's own pages are never answered from the cache (vite.config.ts navigateFallbackDenylist).
  const gatewayPage = await page.goto('/pay/demo/no-such-order');
  expect(gatewayPage?.fromServiceWorker()).toBe(false);
  await page.goto('/devotee-home-page');
  await expect(page.getByText(/^\d+ temples$/)).toBeVisible();

  await context.setOffline(true);
  const offlineLoad = await page.reload();
  expect(offlineLoad?.fromServiceWorker()).toBe(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText('Temples, sevas and bookings load again once you are back online.');
  // The app itself, not the browser's error page: its header and the home screen's greeting.
  await expect(page.getByRole('link', { name: 'Nivedya' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');
  // The temple list's call failed for want of a connection, and says just that.
  const listState = page.getByRole('alert');
  await expect(listState).toHaveText(/^You are offline\. This needs an internet connection/);
  await expect(listState).not.toContainText('Could not reach the server');
  await saveScreen(page, 'offline-english');
  await listState.scrollIntoViewIfNeeded();
  await saveScreen(page, 'offline-english-temple-list');

  // Malayalam, chosen earlier: its words come from the precache as well.
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('status').filter({ hasText: 'നിങ്ങൾ ഓഫ്‌ലൈനാണ്.' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('ഇതിന് ഇന്റർനെറ്റ് കണക്ഷൻ ആവശ്യമാണ്');
  await saveScreen(page, 'offline-malayalam');
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await saveScreen(page, 'offline-malayalam-temple-list');

  // Back online: the banner goes and the list loads by itself, without a reload or a tap.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText(/^\d+ temples$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
