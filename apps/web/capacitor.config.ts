import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android and iOS apps (ARCHITECTURE "native"): the same web build, bundled from `webDir` by
 * `npx cap sync`. The app id must match the store listing that lib/app-store.ts opens for updates.
 *
 * CAP_SERVER_URL (read when `npx cap sync` runs) makes the app load the site from a running server
 * instead of its bundle, e.g. a laptop's `npm start` on the local network while trying the app on a
 * phone: the API is then same-origin, as on the web, so the session cookie and XSRF token work.
 */
const serverUrl = process.env.CAP_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.nivedya.seva',
  appName: 'Nivedya',
  webDir: 'dist',
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith('http:') } } : {}),
  plugins: {
    // Startup (spec §4) hides it once the platform is ready, so no blank page shows in between.
    SplashScreen: { launchAutoHide: false, backgroundColor: '#fff7ed' },
    // A push that arrives while the app is open still shows (iOS; Android shows it from the channel).
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
