import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys run in Debian's Chromium against the built web app and a real server on a fresh data
 * directory (embedded database, demo data seeded), so every run starts from the same state.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
if (!process.env.E2E_DATA_DIR) {
  // Made here, so removed here: the runner stops the server before its own process exits. Workers
  // inherit the variable and neither make nor remove it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivedya-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker: the journeys share one server and its demo temples, and some change temple-wide settings
  // (a required queue question, a blocked date) that a journey running beside them would trip over.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The built app registers a service worker once it is stable; requests it served would bypass
    // page.route, and its precache would outlive a test. The journeys run without one, but for
    // offline.spec.ts, which is about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'node ../apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
