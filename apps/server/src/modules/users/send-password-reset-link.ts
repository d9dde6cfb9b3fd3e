import { DomainError, type PasswordResetLinkSent, UserStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { maskMobile } from '../../lib/identifier.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findUserById } from './user-repository.ts';

/**
 * spec userinsert "reset password": an SMS with the link to Forgot password, the mobile filled in. The
 * person asks for the OTP there themselves, so the code is never seen by the administrator.
 */
export async function sendPasswordResetLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms' | 'config'>,
  actor: Actor,
  userId: number,
): Promise<PasswordResetLinkSent> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt !== null) throw new DomainError('NOT_FOUND', 'No user has this id');
  if (user.status !== UserStatus.Active) {
    throw new DomainError('CONFLICT', 'The account is blocked: unblock it before resetting its password');
  }
  if (!user.mobile) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'The account has no mobile number for the link; add one first',
    );
  }
  const mobile = user.mobile;
  const now = deps.now();
  const link = `${deps.config.publicUrl}/forgot-password?identifier=${mobile}`;
  await deps.db.transaction(async (tx) => {
    await deps.sms.send(
      tx,
      {
        to: mobile,
        body: `To set a new password for your ${deps.config.productName} account, open ${link} and ask for the OTP.`,
        purpose: 'password-reset-link',
        templeId: user.templeId,
      },
      now,
    );
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: user.templeId,
      action: 'user.password-reset-link-sent',
      entity: 'user',
      entityId: userId,
      ip: actor.ip,
      at: now,
    });
  });
  return { sentTo: maskMobile(mobile) };
}
