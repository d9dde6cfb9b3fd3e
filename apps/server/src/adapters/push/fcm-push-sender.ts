import type { Agent } from 'node:http';
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
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
      credential: cert(
        {
          projectId: serviceAccount.project_id,
          clientEmail: serviceAccount.client_email,
          privateKey: serviceAccount.private_key,
        },
        options.httpAgent,
      ),
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
        throw new PushDeliveryError(typeof code === 'string' ? code : String(failure), isRetryable);
      }
    },
    close: () => deleteApp(app),
  };
}
