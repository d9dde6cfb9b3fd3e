import type { SmsMessagePage, SmsOutboxQuery } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findSmsOutboxPage } from './outbox-repository.ts';

/** spec §2 sms-report: the messages handed to the SMS adapter, newest first. */
export function findSmsMessages(deps: Pick<AppDeps, 'db'>, query: SmsOutboxQuery): Promise<SmsMessagePage> {
  return findSmsOutboxPage(deps.db, query);
}
