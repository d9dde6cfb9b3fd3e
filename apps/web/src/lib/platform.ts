import { readString, StorageKey } from './storage.ts';

/**
 * Which platform the app runs on. Everything that differs between the browser and the native apps
 * asks here, so a test (setPlatformOverride) or a browser session (local storage 'forcePlatform')
 * can exercise the native branches.
 */
export type Platform = 'web' | 'android' | 'ios';

let override: Platform | undefined;

export function setPlatformOverride(platform: Platform | undefined): void {
  override = platform;
}

/**
 * The native apps' bridge script, which runs before any of ours (native-bridge.js of @capacitor/android
 * and @capacitor/ios), puts Capacitor on the window and answers as Capacitor.getPlatform() would; a
 * browser has none until a plugin loads @capacitor/core, which answers 'web'. Asking the window keeps
 * @capacitor/core out of the first download of the web app.
 */
function capacitorPlatform(): string | undefined {
  const { Capacitor } = globalThis as { Capacitor?: { getPlatform?: () => string } };
  return Capacitor?.getPlatform?.();
}

function asPlatform(value: string | null | undefined): Platform | undefined {
  return value === 'android' || value === 'ios' || value === 'web' ? value : undefined;
}

export function getPlatform(): Platform {
  return (
    override ?? asPlatform(readString(StorageKey.forcePlatform)) ?? asPlatform(capacitorPlatform()) ?? 'web'
  );
}

export function isNativePlatform(): boolean {
  return getPlatform() !== 'web';
}

/** Resolves once the document (and, in the native apps, the Capacitor bridge it injects) is ready. */
export function platformReady(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}
