import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nivedya-config-'));

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, embedded database under DATA_DIR, demo data outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: dir, seedDemoData: true });
    expect(config.cookieSecure).toBe(false);
  });

  it('keeps a generated secret beside the data so restarts reuse it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
  });

  it('turns off demo data and turns on secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(40) });
    expect(config.seedDemoData).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it.each([
    { name: 'PORT', value: 'eighty' },
    { name: 'PORT', value: '70000' },
    { name: 'DATABASE_URL', value: 'mysql://localhost/db' },
    { name: 'NODE_ENV', value: 'staging' },
    { name: 'APP_SECRET', value: 'short' },
    { name: 'COOKIE_SECURE', value: 'maybe' },
    { name: 'PAYMENT_GATEWAY', value: 'paypal' },
    { name: 'HOLD_MINUTES', value: '0' },
    { name: 'WEB_CONCURRENCY', value: '0' },
  ])('refuses $name=$value with a message naming it', ({ name, value }) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it('takes the demo gateway and 10-minute holds by default, and Razorpay only with all three secrets', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toMatchObject({
      gateway: 'demo',
      razorpay: null,
      holdMinutes: 10,
      bankTransferHoldHours: 72,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_GATEWAY: 'razorpay' })).toThrow('RAZORPAY_KEY_ID');
    const razorpay = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
      HOLD_MINUTES: '15',
    });
    expect(razorpay.payments).toMatchObject({
      gateway: 'razorpay',
      holdMinutes: 15,
      razorpay: { keyId: 'rzp_test_1' },
    });
  });

  it('runs one process with a small pool by default, and several workers only on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ webConcurrency: 1, databasePoolSize: 4 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY');
    const cluster = loadConfig({
      DATA_DIR: dataDir(),
      WEB_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://nivedya@localhost/nivedya',
    });
    expect(cluster.webConcurrency).toBe(2);
  });
});
