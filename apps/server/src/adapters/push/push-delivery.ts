import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OutboxWorkerLog } from '../../lib/outbox-worker.ts';
import { createFcmPushSender } from './fcm-push-sender.ts';
import { createPushDispatcher, type PushDispatcher } from './push-dispatcher.ts';
import type { PushSender } from './push-sender.ts';
import { createWebPushSender } from './web-push-sender.ts';

export interface PushDelivery {
  dispatcher: PushDispatcher;
  /** Stops the dispatcher and lets go of the push services' connections. */
  close(): Promise<void>;
}

/**
 * The push services of this installation (ARCHITECTURE rule 7): Web Push with our VAPID keys always, FCM
 * for the apps when a service account is configured; `senders` overrides them (contract tests).
 */
export function createPushDelivery(options: {
  config: Pick<Config, 'push'>;
  db: Database;
  now: () => Date;
  log: OutboxWorkerLog;
  senders?: readonly PushSender[] | undefined;
}): PushDelivery {
  const { vapid, fcm } = options.config.push;
  const fcmSender = !options.senders && fcm ? createFcmPushSender(fcm) : null;
  const senders = options.senders ?? [createWebPushSender(vapid), ...(fcmSender ? [fcmSender] : [])];
  const dispatcher = createPushDispatcher({ db: options.db, senders, now: options.now, log: options.log });
  return {
    dispatcher,
    async close() {
      await dispatcher.stop();
      await fcmSender?.close();
    },
  };
}
