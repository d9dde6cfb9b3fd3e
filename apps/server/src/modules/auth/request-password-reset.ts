import { DomainError, type ForgotPasswordInput, type OtpSent } from '@nivedya/domain';
import type { AppDeps } from '../../app.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { identifierKey, parseIdentifier } from '../../lib/identifier.ts';
import { findUserByIdentifier, isActive } from '../users/user-repository.ts';
import { issueOtp } from './issue-otp.ts';

/** Forgot password: an OTP to the account's mobile, whether the person gave the email or the mobile. */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  client: ClientInfo,
): Promise<OtpSent> {
  const keys = { identifier: identifierKey(input.identifier), ip: client.ip };
  return deps.rateLimits.guard(keys, async () => {
    const identifier = parseIdentifier(input.identifier);
    const account = identifier ? await findUserByIdentifier(deps.db, identifier) : null;
    if (!account || !isActive(account)) {
      throw new DomainError('NOT_FOUND', 'No account has this email or mobile number');
    }
    if (!account.mobile) {
      throw new DomainError(
        'CONFLICT',
        'This account has no mobile number to send an OTP to; please contact the temple office',
      );
    }
    return issueOtp(deps, { mobile: account.mobile, purpose: 'reset-password', ip: client.ip });
  });
}
