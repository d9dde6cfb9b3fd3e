import type { AppDeps } from '../../app-deps.ts';
import type { LiveDayChanges } from '../../lib/live-day-changes.ts';
import type { QueueFactsCache } from './vq-queue-facts.ts';
import type { TokenSigner } from './vq-token.ts';

/** What the virtual queue's use cases receive: the app's deps, the live-change bus and the token signer. */
export type VqDeps = Pick<AppDeps, 'db' | 'now' | 'sms' | 'config' | 'metrics' | 'sessions' | 'releases'> & {
  live: LiveDayChanges;
  tokens: TokenSigner;
  /** The temples' queue settings, questions and plan as devotees' requests read them. */
  facts: QueueFactsCache;
};

/** Who made a change, for the audit log (ARCHITECTURE rule 10). */
export interface Actor {
  id: number;
  userName: string;
  userType: number;
  ip?: string | null | undefined;
}
