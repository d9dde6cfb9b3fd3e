import { isNativePlatform } from './platform.ts';

/** Opens a page outside the app: the system browser in the native apps, a new tab on the web. */
export async function openExternal(url: string): Promise<void> {
  if (isNativePlatform()) {
    try {
      const { Browser } = await import('@capacitor/browser');
      await Browser.open({ url });
      return;
    } catch {
      // Fall through to the web behaviour.
    }
  }
  globalThis.open?.(url, '_blank', 'noopener');
}
