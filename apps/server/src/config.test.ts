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
  ])('refuses $name=$value with a message naming it', ({ name, value }) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });
});
