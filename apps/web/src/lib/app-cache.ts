/**
 * spec §4 version mismatch on the web: drop every Cache Storage entry (the service worker's precache)
 * and every service worker registration, then reload so the browser fetches the current release.
 */
export async function clearCachesAndReload(): Promise<void> {
  try {
    if ('caches' in globalThis) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
    const registrations = (await globalThis.navigator?.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } finally {
    globalThis.location.reload();
  }
}
