import { expect, type Page, test } from '@playwright/test';
import { saveScreen } from '../support/ui.ts';

const FORCED_UPDATE = 'A New Version of the app is Now Available. Please Update!';

/** The server announces a version this bundle is not (spec §4 version mismatch). */
async function serveNewerVersion(page: Page): Promise<{ calls: () => number }> {
  let calls = 0;
  await page.route('**/api/v1/app-version**', async (route) => {
    calls += 1;
    await route.fulfill({ json: { version: '9.9.9', isForceUpdate: true } });
  });
  return { calls: () => calls };
}

test('native app, forced update: the update-required alert, then the store page, and the app stops', async ({
  page,
  context,
}) => {
  // lib/platform.ts: local storage 'forcePlatform' makes the browser take the native branches.
  await page.addInitScript(() => localStorage.setItem('forcePlatform', 'android'));
  await serveNewerVersion(page);
  await context.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Play Store</title>' }),
  );

  await page.goto('/');
  const alert = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(alert).toContainText(FORCED_UPDATE);
  await expect(alert.getByRole('button')).toHaveText(['Update']);

  const store = context.waitForEvent('page');
  await alert.getByRole('button', { name: 'Update' }).click();
  await expect(await store).toHaveURL(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);

  // The app goes no further: the splash screen keeps the message and an Update button.
  await expect(page).toHaveURL('/splash-screen');
  await expect(page.getByRole('alert')).toContainText(FORCED_UPDATE);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await saveScreen(page, 'forced-update-native');
});

test('web, new version: the app clears its caches, reloads once and carries on to home', async ({ page }) => {
  const version = await serveNewerVersion(page);
  // A cache left by the previous release's service worker (same origin, before the app loads).
  await page.goto('/api/health');
  await page.evaluate(async () => {
    const cache = await caches.open('nivedya-previous-release');
    await cache.put('/index.html', new Response('stale'));
  });
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documentLoads.push(new URL(request.url()).pathname);
    }
  });

  await page.goto('/');
  await expect(page).toHaveURL('/devotee-home-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namaskaram!');

  // One load and one reload, no more: the reload is remembered per server version (session storage).
  expect(documentLoads).toHaveLength(2);
  expect(version.calls()).toBe(2);
  expect(await page.evaluate(() => caches.keys())).not.toContain('nivedya-previous-release');
  expect(await page.evaluate(() => sessionStorage.getItem('versionReload'))).toBe('9.9.9');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await saveScreen(page, 'version-reload-web');
});
