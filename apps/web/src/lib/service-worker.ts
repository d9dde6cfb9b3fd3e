import { isNativePlatform } from './platform.ts';

/** spec §4/§9: the service worker registers once the app is stable, or after 30 000 ms at the latest. */
export const SERVICE_WORKER_DELAY_MS = 30_000;

export function registerServiceWorkerWhenStable(
  stable: Promise<unknown>,
  delayMs: number = SERVICE_WORKER_DELAY_MS,
): void {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return;
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
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
