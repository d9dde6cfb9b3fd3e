import type { AppDeps } from '../../app-deps.ts';
import { deleteSession } from './session-store.ts';

/** Ends the caller's session, if it has one; logging out twice is not an error. */
export async function logOut(deps: Pick<AppDeps, 'db'>, sessionToken: string | null): Promise<void> {
  if (sessionToken) await deleteSession(deps.db, sessionToken);
}
