import {
  isPushRegistrationAccepted,
  PUSH_REREGISTER_DAYS,
  type PushDeviceType,
  type PushRegistrationResponse,
} from '@nivedya/domain';
import { apiClient, XSRF_HEADER, xsrfToken } from './api-client.ts';
import { getPlatform, isNativePlatform } from './platform.ts';
import { serviceWorkerRegistration } from './service-worker.ts';
import { readString, removeKey, StorageKey, writeString } from './storage.ts';

/**
 * Push notifications on this device (issue #17, spec §4): Web Push through the service worker in a
 * browser and the installed web app, FCM through @capacitor/push-notifications in the Android and iOS
 * apps. The device's token is registered with the server exactly as spec §4/§7 say, and the app asks
 * for permission only when the devotee chooses to turn notifications on.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const REREGISTER_MS = PUSH_REREGISTER_DAYS * 86_400_000;
/** Who the stored token was last registered for: a user id, or 'device' for no login. */
const REGISTERED_FOR_KEY = 'PushRegisteredFor';

interface PushDevice {
  type: PushDeviceType;
  isSupported(): boolean;
  permission(): Promise<'granted' | 'denied' | 'prompt'>;
  requestPermission(): Promise<boolean>;
  /** The token of the current subscription, without asking anything; null when not subscribed. */
  currentToken(): Promise<string | null>;
  subscribe(): Promise<string | null>;
  unsubscribe(): Promise<void>;
}

async function vapidPublicKey(): Promise<string> {
  return (await apiClient.get('/api/v1/push-settings', {})).vapidPublicKey;
}

const webDevice: PushDevice = {
  type: 'web',
  isSupported: () =>
    import.meta.env.PROD &&
    'serviceWorker' in navigator &&
    'PushManager' in globalThis &&
    'Notification' in globalThis,
  async permission() {
    // Asked without blocking: reading Notification.permission waits for Chromium's browser process,
    // ~15 ms of the main thread at every start.
    if (navigator.permissions) {
      try {
        return (await navigator.permissions.query({ name: 'notifications' })).state;
      } catch {
        // A browser that cannot query this permission: the synchronous answer below.
      }
    }
    if (Notification.permission === 'granted') return 'granted';
    return Notification.permission === 'denied' ? 'denied' : 'prompt';
  },
  async requestPermission() {
    return (await Notification.requestPermission()) === 'granted';
  },
  async currentToken() {
    const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? JSON.stringify(subscription.toJSON()) : null;
  },
  async subscribe() {
    const registration = await serviceWorkerRegistration();
    if (!registration) return null;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await vapidPublicKey(),
    });
    return JSON.stringify(subscription.toJSON());
  },
  async unsubscribe() {
    const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
};

type NativePush = typeof import('@capacitor/push-notifications')['PushNotifications'];
let nativePlugin: Promise<NativePush> | null = null;
function nativePush(): Promise<NativePush> {
  nativePlugin ??= import('@capacitor/push-notifications').then((module) => module.PushNotifications);
  return nativePlugin;
}

/** The app's FCM token, from the plugin's registration event (it fires on every register()). */
async function nativeToken(plugin: NativePush): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      void Promise.all([registered, failed]).then((handles) => {
        for (const handle of handles) void handle.remove();
      });
      resolve(token);
    };
    const registered = plugin.addListener('registration', (token) => done(token.value));
    const failed = plugin.addListener('registrationError', () => done(null));
    void plugin.register().catch(() => done(null));
  });
}

const nativeDevice: PushDevice = {
  type: getPlatform() === 'ios' ? 'ios' : 'android',
  isSupported: () => true,
  async permission() {
    const { receive } = await (await nativePush()).checkPermissions();
    if (receive === 'granted') return 'granted';
    return receive === 'denied' ? 'denied' : 'prompt';
  },
  async requestPermission() {
    return (await (await nativePush()).requestPermissions()).receive === 'granted';
  },
  async currentToken() {
    if ((await this.permission()) !== 'granted' || !readString(StorageKey.pushToken)) return null;
    return nativeToken(await nativePush());
  },
  async subscribe() {
    return nativeToken(await nativePush());
  },
  async unsubscribe() {
    await (await nativePush()).unregister();
  },
};

function device(): PushDevice {
  return isNativePlatform()
    ? { ...nativeDevice, type: getPlatform() === 'ios' ? 'ios' : 'android' }
    : webDevice;
}

/**
 * spec §4/§7: registers `newToken` with the server (for the logged-in user, in place of the stored token;
 * or as a device without a login) and keeps it only when the first response item has Id > 0 and Error 0.
 * Failures are swallowed: the next start tries again.
 */
export async function registerPushToken(
  newToken: string,
  deviceType: PushDeviceType,
  userId: number | null,
): Promise<boolean> {
  const stored = readString(StorageKey.pushToken);
  try {
    const headers = { [XSRF_HEADER]: (await xsrfToken()) ?? '' };
    const response: PushRegistrationResponse = await apiClient.get('/api/v1/push-notification', {
      params: {
        query:
          userId === null
            ? { uToken: newToken, uDeviceType: deviceType }
            : { userId, newToken, deviceType, ...(stored ? { token: stored } : {}) },
      },
      headers,
    });
    if (!isPushRegistrationAccepted(response)) return false;
    writeString(StorageKey.pushToken, newToken);
    writeString(StorageKey.pushRegisteredAt, String(Date.now()));
    writeString(REGISTERED_FOR_KEY, userId === null ? 'device' : String(userId));
    return true;
  } catch {
    return false;
  }
}

export async function pushState(): Promise<PushState> {
  const current = device();
  if (!current.isSupported()) return 'unsupported';
  try {
    const permission = await current.permission();
    if (permission === 'denied') return 'blocked';
    if (permission !== 'granted') return 'off';
    return readString(StorageKey.pushToken) && (await current.currentToken()) ? 'on' : 'off';
  } catch {
    return 'unsupported';
  }
}

/** Asks for permission (the devotee pressed "Turn on"), subscribes and registers the device. */
export async function turnPushOn(userId: number | null): Promise<PushState> {
  const current = device();
  if (!current.isSupported()) return 'unsupported';
  try {
    if (!(await current.requestPermission()))
      return (await current.permission()) === 'denied' ? 'blocked' : 'off';
    const token = await current.subscribe();
    if (!token) return 'unsupported';
    return (await registerPushToken(token, current.type, userId)) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/** Stops pushes to this device: the subscription ends and the server forgets the token. */
export async function turnPushOff(): Promise<PushState> {
  const stored = readString(StorageKey.pushToken);
  try {
    await device().unsubscribe();
    if (stored) await apiClient.delete('/api/v1/push-notification', { params: { query: { token: stored } } });
  } catch {
    // The subscription has ended on the device; a token the server kept expires with it (410).
  }
  removeKey(StorageKey.pushToken);
  removeKey(StorageKey.pushRegisteredAt);
  removeKey(REGISTERED_FOR_KEY);
  return pushState();
}

/**
 * At each start and after a login or logout: when this device is subscribed, its token is registered
 * again if it changed, if it now belongs to another user (or to no login), or every 7 days. Never asks
 * for permission.
 */
export async function syncPushRegistration(userId: number | null): Promise<void> {
  const current = device();
  if (!current.isSupported()) return;
  try {
    if ((await current.permission()) !== 'granted') return;
    const token = await current.currentToken();
    if (!token) return;
    const registeredAt = Number(readString(StorageKey.pushRegisteredAt));
    const isDue =
      token !== readString(StorageKey.pushToken) ||
      readString(REGISTERED_FOR_KEY) !== (userId === null ? 'device' : String(userId)) ||
      !(Date.now() - registeredAt < REREGISTER_MS);
    if (isDue) await registerPushToken(token, current.type, userId);
  } catch {
    // Failures are swallowed (spec §4): the next start tries again.
  }
}

/** In the native apps, a tapped notification opens its screen. */
export async function onNativePushOpened(open: (link: string) => void): Promise<() => void> {
  if (!isNativePlatform()) return () => {};
  const handle = await (await nativePush()).addListener('pushNotificationActionPerformed', (action) => {
    const link = (action.notification.data as { link?: unknown } | undefined)?.link;
    if (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')) open(link);
  });
  return () => void handle.remove();
}
