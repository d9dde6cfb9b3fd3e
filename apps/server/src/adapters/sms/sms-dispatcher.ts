import type { Database } from '../../db/client.ts';
import { createOutboxWorker, type OutboxWorkerLog } from '../../lib/outbox-worker.ts';
import {
  type ClaimedSms,
  claimDueSms,
  recordSmsFailed,
  recordSmsRetry,
  recordSmsSent,
} from './sms-outbox-repository.ts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';

/** The NOTIFY channel a queued message is announced on; PostgreSQL delivers it only once its transaction commits. */
export const SMS_QUEUED_CHANNEL = 'nivedya_sms';

/** A message is handed over at most this many times; after the last retryable failure it is failed. */
export const SMS_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
/** Messages claimed at a time: a sign-in code queued behind a broadcast waits at most one batch. */
const BATCH_SIZE = 5;
/**
 * How long a claim keeps its messages from other dispatchers: well past a batch sent one by one at the
 * providers' timeout (5 × 10 s), yet short enough that a sign-in code claimed by a process that died
 * goes out before it expires.
 */
const CLAIM_LEASE_MS = 120_000;
/** The poll that catches what no nudge announced (queued by another process, retries coming due). */
const POLL_INTERVAL_MS = 5_000;

/**
 * The wait before attempt `attempts + 1` after `attempts` retryable failures: 30 s, 2 min, 8 min, 32 min
 * (× 4 each time); null when no attempt is left.
 */
export function smsRetryDelayMs(attempts: number): number | null {
  if (attempts >= SMS_MAX_ATTEMPTS) return null;
  return FIRST_RETRY_MS * 4 ** (attempts - 1);
}

export interface SmsDeliveryCounts {
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  failed: number;
}

export interface SmsDispatcher {
  /** Delivers every message due now, sign-in codes first; one pass at a time. Tests drive it directly. */
  deliverDue(): Promise<SmsDeliveryCounts>;
  /** A message was queued and its transaction is over: deliver soon. */
  nudge(): void;
  /** Starts the poll (and on PostgreSQL, listening for messages queued by any process). */
  start(): Promise<void>;
  /** Stops waking up and waits for the pass under way. */
  stop(): Promise<void>;
}

export type DispatcherLog = OutboxWorkerLog;

/**
 * Delivers the SMS outbox's queued messages through a provider, after their transactions committed
 * (ARCHITECTURE rule 7: a transactional outbox). Every server process runs one; the claim's
 * FOR UPDATE SKIP LOCKED and lease keep two from sending one message twice. It wakes when a message is
 * queued (on PostgreSQL through LISTEN, from whichever process queued it; on the embedded database, which
 * is one process, by a nudge from the adapter), and polls every few seconds for the rest.
 */
export function createSmsDispatcher(options: {
  db: Database;
  provider: SmsProvider;
  now: () => Date;
  log: DispatcherLog;
  /** PostgreSQL's URL, to LISTEN for queued messages; undefined on the embedded database. */
  listenUrl: string | undefined;
}): SmsDispatcher {
  const { db, provider, now, log } = options;

  async function deliverOne(message: ClaimedSms, counts: SmsDeliveryCounts): Promise<void> {
    try {
      const { providerMessageId } = await provider.deliver({
        to: message.to,
        body: message.body,
        purpose: message.purpose,
        language: message.language,
      });
      await recordSmsSent(db, message.id, providerMessageId, now());
      counts.sent += 1;
    } catch (failure) {
      const error = failure instanceof Error ? failure.message : String(failure);
      const isRetryable = failure instanceof SmsDeliveryError ? failure.isRetryable : true;
      const delay = isRetryable ? smsRetryDelayMs(message.attempts) : null;
      if (delay === null) {
        await recordSmsFailed(db, message.id, error);
        counts.failed += 1;
      } else {
        await recordSmsRetry(db, message.id, error, new Date(now().getTime() + delay));
        counts.retrying += 1;
      }
      // The error may quote the number; the log names the message only.
      log.warn({ smsId: message.id, attempts: message.attempts, isRetryable }, 'SMS not delivered');
    }
  }

  async function deliverPass(): Promise<SmsDeliveryCounts> {
    const counts: SmsDeliveryCounts = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const at = now();
      const batch = await claimDueSms(db, {
        adapter: provider.name,
        now: at,
        leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS),
        limit: BATCH_SIZE,
      });
      if (batch.length === 0) break;
      // One at a time, in the claim's order: a sign-in code never waits behind a slower message.
      for (const message of batch) await deliverOne(message, counts);
    }
    if (counts.sent + counts.retrying + counts.failed > 0) log.info({ ...counts }, 'SMS delivered');
    return counts;
  }

  const worker = createOutboxWorker({
    name: 'SMS',
    pass: deliverPass,
    pollIntervalMs: POLL_INTERVAL_MS,
    log,
    listen: options.listenUrl ? { url: options.listenUrl, channel: SMS_QUEUED_CHANNEL } : undefined,
  });
  return { deliverDue: worker.runNow, nudge: worker.nudge, start: worker.start, stop: worker.stop };
}
