import { DomainError, isLanguage, type OtpSent, type RequestOtpInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { findUserByMobile, isActive } from '../users/index.ts';
import { issueOtp } from './issue-otp.ts';

/** Sends a sign-up or login OTP. Without a purpose: login for a registered mobile, else sign-up. */
export async function requestOtp(
  deps: AppDeps,
  input: RequestOtpInput,
  client: ClientInfo,
): Promise<OtpSent> {
  // OTP failures count apart from password failures: guessing a devotee's password never stops the
  // devotee, who holds the phone, from logging in by OTP.
  const keys = { identifier: `otp:${input.mobile}`, ip: client.ip };
  return deps.rateLimits.guard(keys, async () => {
    const account = await findUserByMobile(deps.db, input.mobile);
    if (account && !isActive(account)) {
      throw new DomainError('FORBIDDEN', 'This account is disabled; please contact the temple office');
    }
    const purpose = input.purpose ?? (account ? 'login' : 'signup');
    if (purpose === 'signup' && account) {
      throw new DomainError(
        'MOBILE_ALREADY_REGISTERED',
        'This mobile number is already registered; please log in',
      );
    }
    if (purpose === 'login' && !account) {
      throw new DomainError('NOT_FOUND', 'No account has this mobile number; please sign up');
    }
    return issueOtp(deps, {
      mobile: input.mobile,
      purpose,
      ip: client.ip,
      language: account && isLanguage(account.language) ? account.language : input.language,
    });
  });
}
