import type { Agent } from 'node:https';
import { WebPushSubscriptionSchema } from '@nivedya/domain';
import webpush from 'web-push';
import { PushDeliveryError, type PushSender, pushTag } from './push-sender.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push service to reach: a mailto: or https: address. */
  subject: string;
}

/** A push waiting on the push service for an offline device is dropped after a day: stale by then. */
const TIME_TO_LIVE_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` library: the payload encrypted to the browser's
 * subscription keys, the request signed with our VAPID key. The browser's service worker shows it.
 * `agent` carries the requests (the contract test points it at a push service on this machine).
 */
export function createWebPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  return {
    name: 'web-push',
    deviceTypes: ['web'],
    async send(device, message) {
      const subscription = WebPushSubscriptionSchema.safeParse(JSON.parse(device.token));
      if (!subscription.success) return 'gone';
      const payload = JSON.stringify({
        id: message.notificationId,
        title: message.title,
        body: message.body,
        link: message.link,
        tag: pushTag(message.notificationId),
      });
      try {
        await webpush.sendNotification(subscription.data, payload, {
          vapidDetails: vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          // A push not yet delivered is replaced by a resent one with the same topic, not doubled.
          topic: pushTag(message.notificationId),
          timeout: TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (failure) {
        if (failure instanceof webpush.WebPushError) {
          // 404/410: the subscription expired or was withdrawn (RFC 8030 §7.3).
          if (failure.statusCode === 404 || failure.statusCode === 410) return 'gone';
          const isRetryable = failure.statusCode === 429 || failure.statusCode >= 500;
          throw new PushDeliveryError(`push service answered ${failure.statusCode}`, isRetryable);
        }
        throw new PushDeliveryError(failure instanceof Error ? failure.message : String(failure), true);
      }
    },
  };
}

/** A new VAPID key pair (P-256), for an installation that has none. */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
