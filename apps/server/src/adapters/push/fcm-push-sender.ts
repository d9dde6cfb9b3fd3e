import type { Agent } from 'node:http';
import { type App, type Credential, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import { JWT } from 'google-auth-library';
import { PushDeliveryError, type PushSender, pushTag } from './push-sender.ts';

/** A Firebase service account key (the JSON downloaded from the Firebase console). */
export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

/** FCM's answers that mean the token is no longer a device's: forget it. */
const GONE_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
/** Busy or unreachable for now: a later attempt may succeed. */
const RETRYABLE_CODES = new Set([
  'messaging/server-unavailable',
  'messaging/internal-error',
  'messaging/unavailable',
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/quota-exceeded',
  'app/network-error',
  'app/network-timeout',
]);

export interface FcmPushSender extends PushSender {
  close(): Promise<void>;
}

let appCount = 0;

const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * The service account's OAuth token, from Google's own auth library. The SDK's cert() would do the same
 * but drops the http agent on the way (its fromJSON call passes no options), so the token request could
 * never be pointed at the contract test's server.
 */
function serviceAccountCredential(account: FcmServiceAccount, httpAgent: Agent | undefined): Credential {
  const client = new JWT({
    email: account.client_email,
    key: account.private_key,
    scopes: [MESSAGING_SCOPE],
    ...(httpAgent ? { transporterOptions: { agent: httpAgent } } : {}),
  });
  return {
    async getAccessToken() {
      const { token } = await client.getAccessToken();
      const expiry = client.credentials.expiry_date ?? Date.now() + 3_600_000;
      if (!token) throw new Error('Google issued no access token for the service account');
      return { access_token: token, expires_in: Math.floor((expiry - Date.now()) / 1000) };
    },
  };
}

/**
 * Native push to the Android and iOS apps through Firebase Cloud Messaging's HTTP v1 API, with its
 * official Admin SDK. `httpAgent` carries every request of the SDK (the OAuth token and the sends): the
 * contract test points it at a server on this machine.
 */
export function createFcmPushSender(
  serviceAccount: FcmServiceAccount,
  options: { httpAgent?: Agent } = {},
): FcmPushSender {
  appCount += 1;
  const app: App = initializeApp(
    {
      credential: serviceAccountCredential(serviceAccount, options.httpAgent),
      projectId: serviceAccount.project_id,
      ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
    },
    `nivedya-push-${appCount}`,
  );
  const messaging = getMessaging(app);
  return {
    name: 'fcm',
    deviceTypes: ['android', 'ios'],
    async send(device, message) {
      const tag = pushTag(message.notificationId);
      const data: Record<string, string> = { notificationId: String(message.notificationId) };
      if (message.link) data.link = message.link;
      try {
        await messaging.send({
          token: device.token,
          notification: { title: message.title, body: message.body },
          data,
          android: { collapseKey: tag, notification: { tag } },
          apns: { headers: { 'apns-collapse-id': tag } },
        });
        return 'sent';
      } catch (failure) {
        const code = (failure as { code?: unknown }).code;
        if (typeof code === 'string' && GONE_CODES.has(code)) return 'gone';
        const isRetryable = typeof code !== 'string' || RETRYABLE_CODES.has(code);
        throw new PushDeliveryError(
          typeof code === 'string' ? `${code}: ${(failure as Error).message}` : String(failure),
          isRetryable,
        );
      }
    },
    close: () => deleteApp(app),
  };
}
