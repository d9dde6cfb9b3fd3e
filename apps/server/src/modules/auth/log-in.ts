import { DomainError, type LoginInput, type User } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { identifierKey, parseIdentifier } from '../../lib/identifier.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByIdentifier, isActive, toUserDto } from '../users/index.ts';
import { createSession, deleteSession, type NewSession } from './session-store.ts';

const WRONG = 'The email or mobile number and the password do not match';

/**
 * Password login by email or mobile. Unknown, disabled and deleted accounts get the same answer as a
 * wrong password, after the same argon2 work, so the answer does not say which accounts exist.
 */
export async function logIn(
  deps: AppDeps,
  input: LoginInput,
  client: ClientInfo,
): Promise<{ user: User; session: NewSession }> {
  const keys = { identifier: `password:${identifierKey(input.identifier)}`, ip: client.ip };
  return deps.rateLimits.guard(
    keys,
    async () => {
      const identifier = parseIdentifier(input.identifier);
      const found = identifier ? await findUserByIdentifier(deps.db, identifier) : null;
      const account = found && isActive(found) ? found : null;
      const matches = await verifyPassword(account?.passwordHash ?? null, input.password);
      if (!account || !matches) throw new DomainError('INVALID_CREDENTIALS', WRONG);
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        if (client.sessionToken) await deleteSession(tx, client.sessionToken);
        const session = await createSession(tx, {
          userId: account.id,
          now,
          ttlDays: deps.config.sessionTtlDays,
          userAgent: client.userAgent,
          ip: client.ip,
        });
        return { user: await toUserDto(tx, account), session };
      });
    },
    { clearOnSuccess: true },
  );
}
