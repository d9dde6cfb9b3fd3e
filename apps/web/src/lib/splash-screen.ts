import { isNativePlatform } from './platform.ts';

/** Hides the native splash screen (spec §4 startup); the web has only the HTML splash, which React replaces. */
export async function hideSplashScreen(): Promise<void> {
  if (!isNativePlatform()) return;
  try {
    const { SplashScreen } = await import('@capacitor/splash-screen');
    await SplashScreen.hide();
  } catch {
    // No plugin (a browser forced to a native platform): nothing to hide.
  }
}
