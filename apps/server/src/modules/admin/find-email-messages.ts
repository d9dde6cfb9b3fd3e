import type { EmailMessagePage, EmailOutboxQuery } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findEmailOutboxPage } from './outbox-repository.ts';

/** The e-mail outbox: what the platform e-mailed (or the mail server refused), newest first. */
export function findEmailMessages(
  deps: Pick<AppDeps, 'db'>,
  query: EmailOutboxQuery,
): Promise<EmailMessagePage> {
  return findEmailOutboxPage(deps.db, query);
}
