import { describe, expect, it } from 'vitest';
import { compareVersions, decideVersionAction, type VersionCheckInput } from './version-check.ts';

const base: VersionCheckInput = {
  appVersion: '0.4.3',
  server: { version: '0.4.3', isForceUpdate: false },
  platform: 'web',
  reloadedFor: null,
};

describe('version check decision (spec §4)', () => {
  it.each([
    ['web, same version', {}, 'none'],
    ['web, newer on the server', { server: { version: '0.4.4', isForceUpdate: false } }, 'reload'],
    [
      'web, older on the server (rolled back)',
      { server: { version: '0.4.2', isForceUpdate: false } },
      'reload',
    ],
    ['web, forced flag does not matter', { server: { version: '0.5.0', isForceUpdate: true } }, 'reload'],
    [
      'web, already reloaded for this version',
      { server: { version: '0.4.4', isForceUpdate: false }, reloadedFor: '0.4.4' },
      'none',
    ],
    [
      'web, reloaded for an older mismatch',
      { server: { version: '0.4.5', isForceUpdate: false }, reloadedFor: '0.4.4' },
      'reload',
    ],
    [
      'mobile web and installed web are web',
      { platform: 'web' as const, server: { version: '1.0.0', isForceUpdate: true } },
      'reload',
    ],
    ['android, same version', { platform: 'android' as const }, 'none'],
    [
      'android, newer and forced',
      { platform: 'android' as const, server: { version: '0.4.4', isForceUpdate: true } },
      'force-update',
    ],
    [
      'ios, newer and optional',
      { platform: 'ios' as const, server: { version: '0.5.0', isForceUpdate: false } },
      'offer-update',
    ],
    [
      'android, store behind the app',
      { platform: 'android' as const, server: { version: '0.4.2', isForceUpdate: true } },
      'none',
    ],
    ['no answer from the server', { server: null }, 'none'],
  ] as const)('%s → %s', (_name, change, expected) => {
    expect(decideVersionAction({ ...base, ...change })).toBe(expected);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('0.4.10', '0.4.3')).toBe(1);
    expect(compareVersions('0.4.3', '0.4.3.0')).toBe(0);
    expect(compareVersions('1.0', '0.9.9')).toBe(1);
    expect(compareVersions('0.4.2', '0.4.3')).toBe(-1);
  });
});
