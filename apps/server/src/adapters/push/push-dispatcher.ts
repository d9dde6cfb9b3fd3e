import type { PushDeviceType } from '@nivedya/domain';
import type { Database } from '../../db/client.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerLog } from '../../lib/outbox-worker.ts';
import {
  type ClaimedPush,
  claimDuePushes,
  deletePushDevices,
  recordPushes,
  recordPushRetry,
  selectPushDevices,
} from './push-outbox-repository.ts';
import { PushDeliveryError, type PushSender } from './push-sender.ts';

export const PUSH_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const BATCH_SIZE = 100;
/** Pushes in flight at once: a broadcast to 50,000 devotees goes out in minutes, not hours. */
const CONCURRENCY = 20;
/** Past a batch at the services' timeout (10 s), yet short enough that a dead sender's pushes go soon. */
const CLAIM_LEASE_MS = 120_000;
/**
 * Notifications are written in many transactions (bookings, payments, broadcasts) that announce nothing:
 * the sender finds them by a poll of an index that holds only the pending ones.
 */
const POLL_INTERVAL_MS = 2_000;

/** The wait before attempt `attempts + 1`: 30 s, 2 min, 8 min, 32 min; null when no attempt is left. */
export function pushRetryDelayMs(attempts: number): number | null {
  if (attempts >= PUSH_MAX_ATTEMPTS) return null;
  return FIRST_RETRY_MS * 4 ** (attempts - 1);
}

export interface PushDeliveryCounts {
  /** Notifications a device took. */
  sent: number;
  /** Notifications of users with no device to push to. */
  noDevice: number;
  retrying: number;
  failed: number;
  /** Devices forgotten because their push service no longer knows them. */
  devicesGone: number;
}

export type PushDispatcher = OutboxWorker<PushDeliveryCounts>;

/**
 * Pushes every notification written for a user to the devices they registered, after the transaction
 * that wrote it committed: Web Push to browsers, FCM to the apps (when configured). A device the push
 * service no longer knows is forgotten. Failures are retried with backoff; the notification carries one
 * tag everywhere, so a device shows it once even when a retry or a resumed claim pushes it again.
 */
export function createPushDispatcher(options: {
  db: Database;
  senders: readonly PushSender[];
  now: () => Date;
  log: OutboxWorkerLog;
}): PushDispatcher {
  const { db, now, log } = options;
  const senderOf = new Map<PushDeviceType, PushSender>();
  for (const sender of options.senders) for (const type of sender.deviceTypes) senderOf.set(type, sender);

  type Result = { kind: 'sent' | 'none' | 'failed' | 'retry'; gone: number[]; retryAt?: Date };

  async function pushOne(
    push: ClaimedPush,
    devices: readonly { id: number; token: string; deviceType: PushDeviceType }[],
  ): Promise<Result> {
    const reachable = devices.filter((device) => senderOf.has(device.deviceType));
    const gone: number[] = [];
    let sent = 0;
    let retryable = false;
    for (const device of reachable) {
      try {
        const outcome = await senderOf.get(device.deviceType)!.send(device, {
          notificationId: push.id,
          title: push.title,
          body: push.body,
          link: push.link,
        });
        if (outcome === 'gone') gone.push(device.id);
        else sent += 1;
      } catch (failure) {
        retryable ||= failure instanceof PushDeliveryError ? failure.isRetryable : true;
        log.warn(
          { notificationId: push.id, deviceType: device.deviceType, attempts: push.attempts, err: failure },
          'push not delivered',
        );
      }
    }
    if (sent > 0) return { kind: 'sent', gone };
    if (reachable.length === gone.length) return { kind: 'none', gone };
    const delay = retryable ? pushRetryDelayMs(push.attempts) : null;
    if (delay === null) return { kind: 'failed', gone };
    return { kind: 'retry', gone, retryAt: new Date(now().getTime() + delay) };
  }

  async function pushPass(): Promise<PushDeliveryCounts> {
    const counts: PushDeliveryCounts = { sent: 0, noDevice: 0, retrying: 0, failed: 0, devicesGone: 0 };
    for (;;) {
      const at = now();
      const batch = await claimDuePushes(db, {
        now: at,
        leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS),
        limit: BATCH_SIZE,
      });
      if (batch.length === 0) break;
      const devices = await selectPushDevices(
        db,
        batch.map((push) => push.userId),
      );
      const results = new Map<number, Result>();
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const push = batch[next++]!;
          results.set(push.id, await pushOne(push, devices.get(push.userId) ?? []));
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, lane));
      const idsOf = (kind: Result['kind']) =>
        [...results].filter(([, result]) => result.kind === kind).map(([id]) => id);
      const done = now();
      await recordPushes(db, idsOf('sent'), { status: 'sent', now: done });
      await recordPushes(db, idsOf('none'), { status: 'none', now: done });
      await recordPushes(db, idsOf('failed'), { status: 'failed', now: done });
      for (const [id, result] of results) if (result.retryAt) await recordPushRetry(db, id, result.retryAt);
      const gone = [...results.values()].flatMap((result) => result.gone);
      await deletePushDevices(db, gone);
      counts.sent += idsOf('sent').length;
      counts.noDevice += idsOf('none').length;
      counts.failed += idsOf('failed').length;
      counts.retrying += idsOf('retry').length;
      counts.devicesGone += gone.length;
    }
    if (counts.sent + counts.retrying + counts.failed + counts.devicesGone > 0) {
      log.info({ ...counts }, 'push delivered');
    }
    return counts;
  }

  return createOutboxWorker({ name: 'push', pass: pushPass, pollIntervalMs: POLL_INTERVAL_MS, log });
}
