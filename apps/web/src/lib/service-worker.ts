import { isNativePlatform } from './platform.ts';

/** spec §4/§9: the service worker registers once the app is stable, or after 30 000 ms at the latest. */
export const SERVICE_WORKER_DELAY_MS = 30_000;

const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/**
 * The service worker's registration, registering it now if the delayed registration has not run yet:
 * a devotee turning notifications on needs it at once. Null where there is none (development, the
 * native apps, browsers without service workers).
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return null;
  try {
    const existing = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
    if (!existing) {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL });
    }
    // A push subscription needs an active worker; a first one is still installing (precaching the app).
    return await navigator.serviceWorker.ready;
  } catch {
    return null;
  }
}

export function registerServiceWorkerWhenStable(
  stable: Promise<unknown>,
  delayMs: number = SERVICE_WORKER_DELAY_MS,
): void {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return;
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL }).catch(() => {
      // Without a service worker the app still works online; the next start tries again.
    });
  };
  const timer = setTimeout(register, delayMs);
  const whenStable = () => {
    clearTimeout(timer);
    // Stable = startup finished and the browser is idle, so registering never competes with first paint.
    if ('requestIdleCallback' in globalThis) requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 0);
  };
  // A failed startup is stable too; then(…, …) rather than finally, which would reject once more.
  stable.then(whenStable, whenStable);
}
