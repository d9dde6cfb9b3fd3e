import type { DeleteAccountInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { checkOtp, consumeOtp, deleteUserSessions } from '../auth/index.ts';
import { anonymiseUser, findUserById } from '../users/index.ts';
import { deletableMobile } from './request-account-deletion.ts';

/**
 * spec delete-account / otp-for-delete, step two: with the OTP the account is anonymised (the row stays
 * for the orders that point at it) and every session ends.
 */
export async function deleteAccount(
  deps: AppDeps,
  userId: number,
  input: DeleteAccountInput,
  client: ClientInfo,
): Promise<void> {
  await deps.rateLimits.guard({ identifier: `user:${userId}`, ip: client.ip }, async () => {
    const account = await findUserById(deps.db, userId);
    const mobile = deletableMobile(account);
    const otp = await checkOtp(deps, { mobile, purposes: ['delete-account'], code: input.otp });
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await consumeOtp(tx, otp, now);
      await anonymiseUser(tx, userId, now);
      await deleteUserSessions(tx, userId);
      await writeAuditLog(tx, {
        actorUserId: userId,
        templeId: account?.templeId ?? null,
        action: 'account.deleted',
        entity: 'user',
        entityId: userId,
        before: { userType: account?.userType, status: account?.status },
        after: { status: 2 },
        ip: client.ip,
        at: now,
      });
    });
  });
}
