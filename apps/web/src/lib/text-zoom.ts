import { isNativePlatform } from './platform.ts';

/**
 * spec §4: turn off the system's preferred text zoom so layouts keep their size; font sizes follow
 * the app's own settings. Browsers have no such setting.
 */
export async function disablePreferredTextZoom(): Promise<void> {
  if (!isNativePlatform()) return;
  try {
    const { TextZoom } = await import('@capacitor/text-zoom');
    await TextZoom.set({ value: 1 });
  } catch {
    // Not available on this platform.
  }
}
