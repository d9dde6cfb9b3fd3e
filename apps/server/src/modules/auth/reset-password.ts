import { DomainError, type ResetPasswordInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { identifierKey, parseIdentifier } from '../../lib/identifier.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByIdentifier, isActive, updateUser } from '../users/index.ts';
import { checkOtp, consumeOtp } from './check-otp.ts';
import { deleteUserSessions } from './session-store.ts';

/** Every way a reset OTP can fail answers alike, so a reset does not tell which accounts exist. */
const WRONG_OTP = 'The OTP is not correct or has expired; check it or ask for a new one';
const OTP_FAILURES = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED']);

/** Sets a new password with the OTP from requestPasswordReset and ends every session of the account. */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordInput,
  client: ClientInfo,
): Promise<{ userId: number }> {
  const keys = { identifier: `reset:${identifierKey(input.identifier)}`, ip: client.ip };
  return deps.rateLimits.guard(
    keys,
    async () => {
      const identifier = parseIdentifier(input.identifier);
      const account = identifier ? await findUserByIdentifier(deps.db, identifier) : null;
      if (!account || !isActive(account) || !account.mobile) throw new DomainError('OTP_INVALID', WRONG_OTP);
      const mobile = account.mobile;
      const otp = await checkOtp(deps, { mobile, purposes: ['reset-password'], code: input.otp }).catch(
        (error: unknown) => {
          if (error instanceof DomainError && OTP_FAILURES.has(error.code)) {
            throw new DomainError('OTP_INVALID', WRONG_OTP);
          }
          throw error;
        },
      );
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
