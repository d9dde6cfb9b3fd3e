import { DomainError, type ResetPasswordInput } from '@nivedya/domain';
import type { AppDeps } from '../../app.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { identifierKey, parseIdentifier } from '../../lib/identifier.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByIdentifier, isActive, updateUser } from '../users/user-repository.ts';
import { checkOtp, consumeOtp } from './check-otp.ts';
import { deleteUserSessions } from './session-store.ts';

/** Sets a new password with the OTP from requestPasswordReset and ends every session of the account. */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordInput,
  client: ClientInfo,
): Promise<{ userId: number }> {
  const keys = { identifier: identifierKey(input.identifier), ip: client.ip };
  return deps.rateLimits.guard(
    keys,
    async () => {
      const identifier = parseIdentifier(input.identifier);
      const account = identifier ? await findUserByIdentifier(deps.db, identifier) : null;
      if (!account || !isActive(account) || !account.mobile) {
        throw new DomainError('NOT_FOUND', 'No account has this email or mobile number');
      }
      const otp = await checkOtp(deps, {
        mobile: account.mobile,
        purposes: ['reset-password'],
        code: input.otp,
      });
      const passwordHash = await hashPassword(input.newPassword);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await consumeOtp(tx, otp, now);
        await updateUser(tx, account.id, { passwordHash, updatedAt: now });
        await deleteUserSessions(tx, account.id);
        await writeAuditLog(tx, {
          actorUserId: account.id,
          action: 'account.password-reset',
          entity: 'user',
          entityId: account.id,
          ip: client.ip,
          at: now,
        });
      });
      return { userId: account.id };
    },
    { clearOnSuccess: true },
  );
}
