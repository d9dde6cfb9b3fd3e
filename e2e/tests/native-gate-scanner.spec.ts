import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * The gate in the Android app (issue #5 §3): the same page scans with ML Kit through
 * @capacitor-mlkit/barcode-scanning. Chromium plays the app's web view; only the native side of the
 * Capacitor bridge is faked (what the Android shell injects as window.androidBridge and the plugin
 * headers), so the real plugin proxy, lib/barcode-scanner.ts and the gate page run as in the app.
 */

interface FakeScanner {
  /** What the plugin's scan() resolves with (a raw QR value), or the message it rejects with. */
  scan: { rawValue: string } | { error: string };
  moduleAvailable: boolean;
}

interface NativeCall {
  plugin: string;
  method: string;
  options: unknown;
}

async function openAsAndroidApp(page: Page, scanner: FakeScanner): Promise<void> {
  await page.addInitScript((fake: FakeScanner) => {
    const calls: NativeCall[] = [];
    const progress: ((event: unknown) => void)[] = [];
    const answers: Record<string, () => unknown> = {
      isSupported: () => ({ supported: true }),
      isGoogleBarcodeScannerModuleAvailable: () => ({ available: fake.moduleAvailable }),
      installGoogleBarcodeScannerModule: () => {
        // Play services reports the download, then completion (GoogleBarcodeScannerModuleInstallState).
        setTimeout(() => {
          for (const listener of progress) listener({ state: 2, progress: 50 });
        }, 50);
        setTimeout(() => {
          for (const listener of progress) listener({ state: 4, progress: 100 });
        }, 1500);
        return undefined;
      },
      scan: () => {
        if ('error' in fake.scan) throw new Error(fake.scan.error);
        return { barcodes: [{ rawValue: fake.scan.rawValue, format: 'QR_CODE' }] };
      },
      removeListener: () => undefined,
    };
    const promiseMethods = Object.keys(answers).map((name) => ({ name, rtype: 'promise' }));
    Object.assign(window, {
      nativeCalls: calls,
      androidBridge: { postMessage: () => undefined },
      Capacitor: {
        PluginHeaders: [
          {
            name: 'BarcodeScanner',
            methods: [...promiseMethods, { name: 'addListener', rtype: 'callback' }],
          },
        ],
        nativePromise: async (plugin: string, method: string, options: unknown) => {
          calls.push({ plugin, method, options });
          return answers[method]?.();
        },
        nativeCallback: (
          plugin: string,
          method: string,
          options: unknown,
          callback: (event: unknown) => void,
        ) => {
          calls.push({ plugin, method, options });
          progress.push(callback);
          return String(progress.length);
        },
      },
    });
  }, scanner);
}

function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { nativeCalls: NativeCall[] }).nativeCalls);
}

// The signed-token shape (18 + 22 characters) with a signature the server never made.
const FORGED_TOKEN = 'AbCdEfGhIjKlMnOpQr.0123456789abcdefghijkl';

test('in the app, the gate scans with ML Kit (installing Google’s scanner first) and checks what it read', async ({
  page,
}) => {
  await openAsAndroidApp(page, { scan: { rawValue: FORGED_TOKEN }, moduleAvailable: false });
  await loginThroughUi(page, 'staff@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-slot-checking');
  // The app has a camera: the scan leads, and Check waits for a typed number.
  await expect(page.getByRole('button', { name: 'By QR code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toHaveClass(/bg-orange-800/);
  const check = page.getByRole('button', { name: 'Check', exact: true });
  await expect(check).toBeDisabled();
  await expect(check).toHaveClass(/bg-white/);
  await page.getByLabel('QR code or queue number').fill('Q-1');
  await expect(check).toBeEnabled();
  await page.getByLabel('QR code or queue number').fill('');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Installing the code scanner… 50%' }),
  ).toBeVisible();

  // The scanned token went to the gate check: a forged one is refused with the reason.
  await expect(page.getByText('This QR code is not a darshan token of ours')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan the next code' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  const calls = await nativeCalls(page);
  const methods = calls.filter((call) => call.plugin === 'BarcodeScanner').map((call) => call.method);
  expect(methods).toEqual([
    'isSupported',
    'isGoogleBarcodeScannerModuleAvailable',
    'addListener',
    'installGoogleBarcodeScannerModule',
    'removeListener',
    'scan',
  ]);
  expect(calls.find((call) => call.method === 'scan')?.options).toEqual({ formats: ['QR_CODE'] });
});

test('in the app, closing the scanner without a code closes the camera again', async ({ page }) => {
  await openAsAndroidApp(page, { scan: { error: 'scan canceled.' }, moduleAvailable: true });
  await loginThroughUi(page, 'staff@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-slot-checking');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close camera' })).toHaveCount(0);
  await expect(page.getByTestId('gate-verdict')).toHaveCount(0);
});

test('in the app, a scanner that cannot run says so and the number can still be typed', async ({ page }) => {
  await openAsAndroidApp(page, { scan: { error: 'The scan failed.' }, moduleAvailable: true });
  await loginThroughUi(page, 'staff@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-slot-checking');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('alert')).toContainText('The scan did not work');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByLabel('QR code or queue number')).toBeEditable();
});
