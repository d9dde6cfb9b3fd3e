import {
  DomainError,
  type ForgotPasswordInput,
  OTP_TTL_SECONDS,
  type PasswordResetRequested,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { identifierKey, parseIdentifier } from '../../lib/identifier.ts';
import { findUserByIdentifier, isActive } from '../users/index.ts';
import { issueOtp } from './issue-otp.ts';

/**
 * Forgot password: an OTP to the account's mobile, whether the person gave the email or the mobile. The
 * answer is the same when no account (or no mobile) goes with the identifier, so it does not tell who
 * has an account; the requests count against the same limits either way.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  client: ClientInfo,
): Promise<PasswordResetRequested> {
  const requestKey = `reset:${identifierKey(input.identifier)}`;
  await deps.rateLimits.assertNotLocked({ ip: client.ip });
  await deps.rateLimits.assertCanSendOtp(requestKey, client.ip, 'reset-password');
  const identifier = parseIdentifier(input.identifier);
  const found = identifier ? await findUserByIdentifier(deps.db, identifier) : null;
  const account = found && isActive(found) ? found : null;
  if (account?.mobile) {
    try {
      await issueOtp(deps, { mobile: account.mobile, purpose: 'reset-password', ip: client.ip });
    } catch (error) {
      // The mobile's own limits (OTPs for other purposes) must not show through as a different answer.
      if (!(error instanceof DomainError && error.code === 'RATE_LIMITED')) throw error;
    }
  }
  await deps.rateLimits.recordOtpSent(requestKey, client.ip, 'reset-password');
  return { purpose: 'reset-password', expiresInSeconds: OTP_TTL_SECONDS };
}
