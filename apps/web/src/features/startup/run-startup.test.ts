import type { AppVersion, User } from '@nivedya/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlatform, type Platform, setPlatformOverride } from '../../lib/platform.ts';
import { StorageKey } from '../../lib/storage.ts';
import { runStartup, type StartupDeps } from './run-startup.ts';

const devotee: User = {
  id: 4,
  userName: 'Devi',
  email: null,
  mobile: '9876543210',
  whatsapp: null,
  address: null,
  userType: 4,
  templeId: null,
  templeTimeZone: null,
  language: 'en',
  templeMessagesBySms: true,
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Fake deps that record the order of every step. */
function fakeDeps(server: AppVersion | Error, changes: Partial<StartupDeps> = {}) {
  const steps: string[] = [];
  let marker: string | null = null;
  const step =
    <T>(name: string, value: T) =>
    async () => {
      steps.push(name);
      return value;
    };
  const deps: StartupDeps = {
    appVersion: '0.4.3',
    platform: getPlatform,
    platformReady: step('platformReady', undefined),
    hideSplashScreen: step('hideSplash', undefined),
    fetchAppVersion: async () => {
      steps.push('fetchVersion');
      if (server instanceof Error) throw server;
      return server;
    },
    checkStoredUser: step('checkUser', devotee),
    storedUser: () => devotee,
    disableTextZoom: step('textZoom', undefined),
    readReloadMarker: () => marker,
    writeReloadMarker: (version) => {
      marker = version;
      steps.push(`marker:${version}`);
    },
    clearCachesAndReload: step('reload', undefined),
    alertForcedUpdate: step('forcedAlert', undefined),
    confirmUpdate: step('confirm', false),
    openStorePage: step('openStore', undefined),
    ...changes,
  };
  return { deps, steps };
}

function onPlatform(platform: Platform | undefined): void {
  setPlatformOverride(platform);
}

afterEach(() => {
  setPlatformOverride(undefined);
  localStorage.clear();
});

describe('startup sequence (spec §4)', () => {
  it('waits for the platform, hides the splash, checks the version, then the user, then turns off text zoom', async () => {
    onPlatform('web');
    const { deps, steps } = fakeDeps({ version: '0.4.3', isForceUpdate: false });
    await expect(runStartup(deps)).resolves.toEqual({ kind: 'ready', user: devotee });
    expect(steps).toEqual(['platformReady', 'hideSplash', 'fetchVersion', 'checkUser', 'textZoom']);
  });

  it('web: clears the caches and reloads once for a new version', async () => {
    onPlatform('web');
    const { deps, steps } = fakeDeps({ version: '0.4.4', isForceUpdate: false });
    await expect(runStartup(deps)).resolves.toEqual({ kind: 'reloading' });
    expect(steps).toEqual(['platformReady', 'hideSplash', 'fetchVersion', 'marker:0.4.4', 'reload']);
    // After the reload the same mismatch is let through instead of looping.
    const again = await runStartup(deps);
    expect(again.kind).toBe('ready');
    expect(steps.filter((name) => name === 'reload')).toHaveLength(1);
  });

  it('native, IsForceUpdate: the update-required alert, then the store page, and the app stops there', async () => {
    onPlatform('android');
    const { deps, steps } = fakeDeps({ version: '0.5.0', isForceUpdate: true });
    await expect(runStartup(deps)).resolves.toEqual({ kind: 'update-required' });
    expect(steps).toEqual(['platformReady', 'hideSplash', 'fetchVersion', 'forcedAlert', 'openStore']);
  });

  it('native, optional update accepted: opens the store, then carries on', async () => {
    onPlatform('ios');
    const { deps, steps } = fakeDeps(
      { version: '0.5.0', isForceUpdate: false },
      {
        confirmUpdate: async () => {
          steps.push('confirm');
          return true;
        },
      },
    );
    const result = await runStartup(deps);
    expect(result.kind).toBe('ready');
    expect(steps).toEqual([
      'platformReady',
      'hideSplash',
      'fetchVersion',
      'confirm',
      'openStore',
      'checkUser',
      'textZoom',
    ]);
  });

  it('native, optional update declined: the store stays closed', async () => {
    onPlatform('android');
    const { deps, steps } = fakeDeps({ version: '0.5.0', isForceUpdate: false });
    await runStartup(deps);
    expect(steps).toContain('confirm');
    expect(steps).not.toContain('openStore');
  });

  it('can be forced to a native platform from local storage (for testing in a browser)', async () => {
    localStorage.setItem(StorageKey.forcePlatform, 'android');
    expect(getPlatform()).toBe('android');
    const { deps, steps } = fakeDeps({ version: '0.5.0', isForceUpdate: true });
    await runStartup(deps);
    expect(steps).toContain('forcedAlert');
  });

  it('starts with the stored user when the server cannot be reached', async () => {
    onPlatform('web');
    const openStore = vi.fn();
    const { deps } = fakeDeps(new Error('offline'), {
      checkStoredUser: async () => {
        throw new Error('offline');
      },
      openStorePage: openStore,
    });
    await expect(runStartup(deps)).resolves.toEqual({ kind: 'ready', user: devotee });
    expect(openStore).not.toHaveBeenCalled();
  });
});
