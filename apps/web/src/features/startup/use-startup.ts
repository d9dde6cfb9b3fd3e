import { APP_VERSION, MessageType } from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCachesAndReload } from '../../lib/app-cache.ts';
import { openStorePage } from '../../lib/app-store.ts';
import { meQueryOptions, readStoredUserDetails } from '../../lib/auth.ts';
import { listenToHardwareBackButton } from '../../lib/back-button.ts';
import { getPlatform, platformReady } from '../../lib/platform.ts';
import { registerServiceWorkerWhenStable } from '../../lib/service-worker.ts';
import { hideSplashScreen } from '../../lib/splash-screen.ts';
import { readString, SessionKey, writeString } from '../../lib/storage.ts';
import { disablePreferredTextZoom } from '../../lib/text-zoom.ts';
import { useAlert } from '../../ui/alert-provider.tsx';
import { getAppVersion } from './api/get-app-version.ts';
import { runStartup, type StartupDeps, type StartupResult } from './run-startup.ts';

/** The startup runs once per page load, whichever screen the app was opened on. */
let result: StartupResult | undefined;
let started: Promise<StartupResult> | undefined;
const listeners = new Set<() => void>();

function start(deps: StartupDeps): Promise<StartupResult> {
  started ??= runStartup(deps).then((value) => {
    result = value;
    for (const listener of listeners) listener();
    return value;
  });
  return started;
}

/** Mounted once at the app root: runs the startup and registers the service worker after it. */
export function useStartup(): void {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const { t } = useTranslation();
  useEffect(() => {
    if (started) return;
    const done = start({
      appVersion: APP_VERSION,
      platform: getPlatform,
      platformReady,
      hideSplashScreen,
      fetchAppVersion: () => getAppVersion(getPlatform()),
      checkStoredUser: () => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
      storedUser: readStoredUserDetails,
      disableTextZoom: disablePreferredTextZoom,
      readReloadMarker: () => readString(SessionKey.versionReload, 'session'),
      writeReloadMarker: (version) => writeString(SessionKey.versionReload, version, 'session'),
      clearCachesAndReload,
      alertForcedUpdate: async () => {
        await alert.ask(MessageType.WarningWithOk, t('startup.forcedUpdate'), {
          submitText: t('startup.update'),
        });
      },
      confirmUpdate: () =>
        alert.ask(MessageType.Confirm, t('startup.optionalUpdate'), {
          submitText: t('startup.update'),
          cancelText: t('startup.later'),
        }),
      openStorePage,
    });
    void listenToHardwareBackButton();
    registerServiceWorkerWhenStable(done);
  }, [queryClient, alert, t]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The startup's outcome, or undefined while it runs. */
export function useStartupResult(): StartupResult | undefined {
  return useSyncExternalStore(
    subscribe,
    () => result,
    () => undefined,
  );
}
