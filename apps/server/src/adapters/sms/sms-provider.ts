import type { Language } from '@nivedya/domain';

/** One message as the SMS dispatcher hands it to a provider. */
export interface OutgoingSms {
  /** The Indian 10-digit mobile number the outbox holds (MobileSchema). */
  to: string;
  body: string;
  /** What the message is for (otp:login, booking-confirmed, …): MSG91 picks its DLT template by it… */
  purpose: string;
  /** …and by the language the body is written in. */
  language: Language;
}

/**
 * An outside SMS service (MSG91, Twilio). The SMS dispatcher (sms-dispatcher.ts) calls it after the
 * message's transaction has committed, never inside one, and retries what it reports as retryable.
 */
export interface SmsProvider {
  /** Stored in sms_outbox.adapter: the SMS report says which service carried each message. */
  readonly name: 'msg91' | 'twilio';
  /** Hands the message over; answers the provider's id for it, or throws SmsDeliveryError. */
  deliver(message: OutgoingSms): Promise<{ providerMessageId: string }>;
}

/**
 * A provider's refusal or a failure to reach it. Retryable: the same request may succeed later (the
 * network, a timeout, 429, a 5xx). Not retryable: sending it again cannot help (a bad number, a
 * refused key, no DLT template), so the message is failed at once.
 */
export class SmsDeliveryError extends Error {
  readonly isRetryable: boolean;

  constructor(message: string, isRetryable: boolean) {
    super(message);
    this.name = 'SmsDeliveryError';
    this.isRetryable = isRetryable;
  }
}

/** Whether an HTTP status from a provider is worth another try: rate limited, or the provider's own fault. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/** How long a hand-over may take: the dispatcher's claim on the message lasts well past this. */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * A failure to talk to the provider at all (refused or dropped connection, DNS, timeout), in words for
 * the SMS report: the socket's error code where there is one.
 */
export function networkFailure(provider: string, error: unknown): SmsDeliveryError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const text = cause instanceof Error ? cause.message : String(cause);
  const words = typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  return new SmsDeliveryError(`${provider} could not be reached (${words})`, true);
}
