import type { AppDeps } from '../../app.ts';
import type { LiveQueue } from './live-queue.ts';
import type { TokenSigner } from './vq-token.ts';

/** What the virtual queue's use cases receive: the app's deps, the live-change bus and the token signer. */
export type VqDeps = Pick<AppDeps, 'db' | 'now' | 'sms' | 'config'> & {
  live: LiveQueue;
  tokens: TokenSigner;
};

/** Who made a change, for the audit log (ARCHITECTURE rule 10). */
export interface Actor {
  id: number;
  userName: string;
  userType: number;
  ip?: string | null | undefined;
}
