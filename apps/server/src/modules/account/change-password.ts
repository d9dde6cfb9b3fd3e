import { type ChangePasswordInput, DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { deleteOtherSessions } from '../auth/index.ts';
import { findUserById, updateUser } from '../users/index.ts';

/** A new password for the logged-in person: this session stays, the other devices are logged out. */
export async function changePassword(
  deps: AppDeps,
  session: { userId: number; token: string },
  input: ChangePasswordInput,
  client: ClientInfo,
): Promise<void> {
  const keys = { identifier: `user:${session.userId}`, ip: client.ip };
  await deps.rateLimits.guard(
    keys,
    async () => {
      const account = await findUserById(deps.db, session.userId);
      if (!account) throw new DomainError('NOT_FOUND', 'No user has this id');
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new DomainError(
          'PASSWORD_INCORRECT',
          account.passwordHash
            ? 'The current password is not correct'
            : 'Your account has no password yet; use Forgot password to set one',
        );
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await updateUser(tx, account.id, { passwordHash, updatedAt: now });
        await deleteOtherSessions(tx, account.id, session.token);
        await writeAuditLog(tx, {
          actorUserId: account.id,
          templeId: account.templeId,
          action: 'account.password-changed',
          entity: 'user',
          entityId: account.id,
          ip: client.ip,
          at: now,
        });
      });
    },
    { clearOnSuccess: true },
  );
}
