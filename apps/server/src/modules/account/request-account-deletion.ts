import { DomainError, isAdmin, type OtpSent } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { issueOtp } from '../auth/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';

/** Whose account may be deleted by its owner; answers the mobile the deletion OTP goes to. */
export function deletableMobile(account: UserRow | null): string {
  if (!account) throw new DomainError('NOT_FOUND', 'No user has this id');
  // An administrator deleting themselves could leave the platform without one.
  if (isAdmin(account.userType)) {
    throw new DomainError(
      'FORBIDDEN',
      'Administrator accounts cannot be deleted here; ask another administrator',
    );
  }
  if (!account.mobile) {
    throw new DomainError(
      'CONFLICT',
      'This account has no mobile number to send an OTP to; please contact the temple office',
    );
  }
  return account.mobile;
}

/** spec delete-account / otp-for-delete, step one: an OTP to the account's own mobile. */
export async function requestAccountDeletion(
  deps: AppDeps,
  userId: number,
  client: ClientInfo,
): Promise<OtpSent> {
  const mobile = deletableMobile(await findUserById(deps.db, userId));
  return issueOtp(deps, { mobile, purpose: 'delete-account', ip: client.ip });
}
