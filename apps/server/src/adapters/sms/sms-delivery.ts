import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMsg91SmsProvider } from './msg91-sms-provider.ts';
import { createQueuedSmsAdapter, outboxSmsAdapter, type SmsAdapter } from './sms-adapter.ts';
import {
  createSmsDispatcher,
  type DispatcherLog,
  SMS_QUEUED_CHANNEL,
  type SmsDispatcher,
} from './sms-dispatcher.ts';
import type { SmsProvider } from './sms-provider.ts';
import { createTwilioSmsProvider } from './twilio-sms-provider.ts';

export interface SmsDelivery {
  adapter: SmsAdapter;
  /** Null with the built-in outbox: its messages are stored as sent, nothing is left to deliver. */
  dispatcher: SmsDispatcher | null;
}

/** The provider SMS_ADAPTER names, or null for the built-in outbox. */
export function createSmsProvider(config: Pick<Config, 'sms' | 'publicUrl'>): SmsProvider | null {
  switch (config.sms.adapter) {
    case 'msg91':
      return createMsg91SmsProvider(config.sms.msg91);
    case 'twilio':
      return createTwilioSmsProvider(config.sms.twilio, { publicUrl: config.publicUrl });
    default:
      return null;
  }
}

/**
 * The SMS adapter the use cases send through and, with a provider, the dispatcher that delivers what
 * they queued. `provider` overrides the configured one (the contract tests give one that talks to a
 * server on this machine).
 */
export function createSmsDelivery(options: {
  config: Pick<Config, 'sms' | 'publicUrl' | 'databaseUrl'>;
  db: Database;
  now: () => Date;
  log: DispatcherLog;
  provider?: SmsProvider | undefined;
}): SmsDelivery {
  const provider = options.provider ?? createSmsProvider(options.config);
  if (!provider) return { adapter: outboxSmsAdapter, dispatcher: null };
  const { databaseUrl } = options.config;
  const dispatcher = createSmsDispatcher({
    db: options.db,
    provider,
    now: options.now,
    log: options.log,
    listenUrl: databaseUrl,
  });
  // PostgreSQL delivers a NOTIFY sent inside a transaction only at its commit, to every process that
  // listens (and never for a rollback). The embedded database is one process with one connection: the
  // dispatcher's claim waits for the caller's transaction to end, so a nudge now is a nudge after it.
  const adapter = createQueuedSmsAdapter(
    provider.name,
    databaseUrl
      ? async (db) => {
          await db.execute(sql`select pg_notify(${SMS_QUEUED_CHANNEL}, '')`);
        }
      : async () => dispatcher.nudge(),
  );
  return { adapter, dispatcher };
}
