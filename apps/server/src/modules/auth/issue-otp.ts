import { createHmac, randomInt } from 'node:crypto';
import { type Language, OTP_LENGTH, OTP_TTL_SECONDS, type OtpPurpose, type OtpSent } from '@nivedya/domain';
import { sendEmail } from '../../adapters/email/email-adapter.ts';
import type { AppDeps } from '../../app-deps.ts';
import { maskEmail, maskMobile } from '../../lib/identifier.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import { selectLanguageOfMobile } from '../users/index.ts';
import { replaceOtp } from './auth-repository.ts';

/**
 * The stored form of a code: an HMAC keyed with the app secret and bound to the mobile and purpose, so
 * the otps table alone does not reveal codes and a code for one purpose cannot serve another.
 */
export function hashOtp(secret: string, mobile: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${purpose}:${code}`).digest('base64url');
}

export interface IssuedOtp extends OtpSent {
  /** Where the e-mail copy went, masked; null when none was asked for or the mail server refused it. */
  emailedTo: string | null;
}

/**
 * ARCHITECTURE rule 5: a 6-digit code, stored hashed, alive 5 minutes, sent through the SMS adapter. A new
 * one replaces the live one for the same mobile and purpose; sends are rate limited per mobile and IP.
 */
export async function issueOtp(
  deps: Pick<AppDeps, 'db' | 'config' | 'sms' | 'email' | 'now' | 'rateLimits'>,
  input: {
    mobile: string;
    purpose: OtpPurpose;
    ip: string;
    templeId?: number | null;
    /** The language to write the SMS in; otherwise the language of the account holding the mobile. */
    language?: Language | undefined;
    /** Also e-mail the same code (after the SMS, which stays the channel the limits count). */
    email?: { to: string; subject: string } | null;
  },
): Promise<IssuedOtp> {
  await deps.rateLimits.assertCanSendOtp(input.mobile, input.ip, input.purpose);
  const now = deps.now();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const language = input.language ?? (await selectLanguageOfMobile(deps.db, input.mobile));
  const message = devoteeMessage('otp', language, {
    product: deps.config.productName,
    code,
    purpose: input.purpose,
  });
  await deps.db.transaction(async (tx) => {
    await replaceOtp(tx, {
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: hashOtp(deps.config.appSecret, input.mobile, input.purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      now,
    });
    await deps.sms.send(
      tx,
      {
        to: input.mobile,
        body: message.body,
        purpose: `otp:${input.purpose}`,
        templeId: input.templeId ?? null,
        language: message.language,
      },
      now,
    );
  });
  await deps.rateLimits.recordOtpSent(input.mobile, input.ip, input.purpose);
  const emailed = input.email
    ? await sendEmail(deps, {
        to: input.email.to,
        subject: input.email.subject,
        text: message.body,
        purpose: `otp:${input.purpose}`,
        templeId: input.templeId ?? null,
      })
    : null;
  return {
    purpose: input.purpose,
    sentTo: maskMobile(input.mobile),
    expiresInSeconds: OTP_TTL_SECONDS,
    emailedTo: input.email && emailed?.status === 'sent' ? maskEmail(input.email.to) : null,
  };
}
