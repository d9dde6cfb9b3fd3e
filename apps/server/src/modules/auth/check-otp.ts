import { timingSafeEqual } from 'node:crypto';
import { DomainError, OTP_MAX_ATTEMPTS, type OtpPurpose } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { countWrongOtpAttempt, findPendingOtp, markOtpConsumed } from './auth-repository.ts';
import { hashOtp } from './issue-otp.ts';

export interface CheckedOtp {
  id: number;
  purpose: OtpPurpose;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code against the mobile's pending OTP for one of the purposes. A wrong code counts an attempt
 * at once, outside the caller's transaction, so the count stays even though the request fails; the fifth
 * wrong attempt ends the OTP. The caller then spends it with consumeOtp inside its own transaction.
 */
export async function checkOtp(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: { mobile: string; purposes: readonly OtpPurpose[]; code: string },
): Promise<CheckedOtp> {
  const otp = await findPendingOtp(deps.db, input.mobile, input.purposes);
  if (!otp) {
    throw new DomainError('OTP_INVALID', 'No OTP is waiting for this mobile number; request a new OTP');
  }
  if (otp.attempts >= OTP_MAX_ATTEMPTS) {
    throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts; request a new OTP');
  }
  if (otp.expiresAt.getTime() <= deps.now().getTime()) {
    throw new DomainError('OTP_EXPIRED', 'This OTP has expired; request a new OTP');
  }
  const expected = hashOtp(deps.config.appSecret, otp.mobile, otp.purpose, input.code);
  if (!sameHash(expected, otp.codeHash)) {
    const attempts = await countWrongOtpAttempt(deps.db, otp.id);
    if (attempts >= OTP_MAX_ATTEMPTS) {
      throw new DomainError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts; request a new OTP');
    }
    throw new DomainError('OTP_INVALID', 'The OTP is not correct', {
      attemptsLeft: OTP_MAX_ATTEMPTS - attempts,
    });
  }
  return { id: otp.id, purpose: otp.purpose as OtpPurpose };
}

/** Spends a checked OTP, once; a concurrent request that spent it first makes this one fail. */
export async function consumeOtp(db: Executor, otp: CheckedOtp, now: Date): Promise<void> {
  const consumed = await markOtpConsumed(db, otp.id, now, OTP_MAX_ATTEMPTS);
  if (!consumed) {
    throw new DomainError('OTP_INVALID', 'This OTP has already been used; request a new OTP');
  }
}
