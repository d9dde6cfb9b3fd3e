import { openExternal } from './browser.ts';
import { getPlatform } from './platform.ts';

/** Store pages for the update prompt (spec §4); set at build time for each published app. */
export const STORE_URLS = {
  android:
    import.meta.env.VITE_PLAY_STORE_URL || 'https://play.google.com/store/apps/details?id=app.nivedya.seva',
  ios: import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/app/nivedya/id0000000000',
} as const;

export function storeUrl(): string {
  return getPlatform() === 'ios' ? STORE_URLS.ios : STORE_URLS.android;
}

export function openStorePage(): Promise<void> {
  return openExternal(storeUrl());
}
