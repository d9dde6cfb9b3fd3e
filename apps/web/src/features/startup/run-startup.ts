import type { AppVersion, User } from '@nivedya/domain';
import type { Platform } from '../../lib/platform.ts';
import { decideVersionAction } from './version-check.ts';

/**
 * spec §4 startup: wait for the platform, hide the splash screen, check the app version, check the
 * stored user, turn off preferred text zoom. Every effect comes in through deps so the sequence is
 * tested without a browser, a device or a server.
 */
export interface StartupDeps {
  appVersion: string;
  platform: () => Platform;
  platformReady: () => Promise<void>;
  hideSplashScreen: () => Promise<void>;
  fetchAppVersion: () => Promise<AppVersion>;
  /** GET /api/v1/me: the session's user, null (and local data wiped) when the session is gone. */
  checkStoredUser: () => Promise<User | null>;
  storedUser: () => User | null;
  disableTextZoom: () => Promise<void>;
  readReloadMarker: () => string | null;
  writeReloadMarker: (version: string) => void;
  clearCachesAndReload: () => Promise<void>;
  /** The update-required alert (spec §8, warning with OK only); resolves when OK is pressed. */
  alertForcedUpdate: () => Promise<void>;
  /** The optional update question (spec §8); resolves true when accepted. */
  confirmUpdate: () => Promise<boolean>;
  openStorePage: () => Promise<void>;
}

export type StartupResult =
  | { kind: 'ready'; user: User | null }
  | { kind: 'reloading' }
  | { kind: 'update-required' };

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  await deps.platformReady();
  await deps.hideSplashScreen();

  const server = await deps.fetchAppVersion().catch(() => null);
  const action = decideVersionAction({
    appVersion: deps.appVersion,
    server,
    platform: deps.platform(),
    reloadedFor: deps.readReloadMarker(),
  });
  if (action === 'reload' && server) {
    deps.writeReloadMarker(server.version);
    await deps.clearCachesAndReload();
    return { kind: 'reloading' };
  }
  if (action === 'force-update') {
    await deps.alertForcedUpdate();
    await deps.openStorePage();
    return { kind: 'update-required' };
  }
  if (action === 'offer-update' && (await deps.confirmUpdate())) {
    await deps.openStorePage();
  }

  // Offline or a server error: keep the stored user; the next answer from /me decides.
  const user = await deps.checkStoredUser().catch(() => deps.storedUser());
  await deps.disableTextZoom().catch(() => undefined);
  return { kind: 'ready', user };
}
