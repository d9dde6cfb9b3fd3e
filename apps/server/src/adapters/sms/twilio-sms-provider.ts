import type twilio from 'twilio';
import {
  isRetryableStatus,
  networkFailure,
  SMS_PROVIDER_TIMEOUT_MS,
  SmsDeliveryError,
  type SmsProvider,
} from './sms-provider.ts';

export interface TwilioSettings {
  /** AC…: the account, and the user name of the API's HTTP Basic auth. */
  accountSid: string;
  /** The account's auth token: the password of that auth, and the key delivery reports are signed with. */
  authToken: string;
  /** The Twilio number (E.164) or alphanumeric sender id messages come from. */
  from: string;
}

/** Where Twilio posts a message's delivery status (modules/sms-delivery/sms-delivery-routes.ts). */
export const TWILIO_STATUS_PATH = '/api/v1/webhooks/twilio/sms-status';

/** The SDK is large: loaded when Twilio is first used, not by every server (or test) that never does. */
const loadTwilio = async (): Promise<typeof twilio> => (await import('twilio')).default;

/**
 * SMS through Twilio's official Node SDK (`twilio`, Programmable Messaging: messages.create). Each
 * message asks Twilio to post its delivery status to PUBLIC_URL + TWILIO_STATUS_PATH. `httpClient` is the
 * SDK's documented extension point for its HTTP requests (advanced-examples/custom-http-client.md);
 * the contract tests give one that sends them to a server on this machine.
 */
export function createTwilioSmsProvider(
  settings: TwilioSettings,
  options: { publicUrl: string; httpClient?: twilio.RequestClient },
): SmsProvider {
  const sdk = loadTwilio();
  const client = sdk.then((loaded) =>
    loaded(settings.accountSid, settings.authToken, {
      httpClient: options.httpClient ?? new loaded.RequestClient({ timeout: SMS_PROVIDER_TIMEOUT_MS }),
    }),
  );
  const statusCallback = `${options.publicUrl.replace(/\/+$/, '')}${TWILIO_STATUS_PATH}`;
  return {
    name: 'twilio',
    async deliver(message) {
      try {
        const sent = await (await client).messages.create({
          // The outbox holds Indian 10-digit numbers; Twilio takes E.164.
          to: `+91${message.to}`,
          from: settings.from,
          body: message.body,
          statusCallback,
        });
        return { providerMessageId: sent.sid };
      } catch (error) {
        throw twilioFailure(await sdk, error);
      }
    },
  };
}

/** Twilio's REST errors carry its HTTP status and error code (21211: the 'To' number is not valid). */
function twilioFailure(sdk: typeof twilio, error: unknown): SmsDeliveryError {
  if (error instanceof sdk.RestException) {
    const code = error.code === undefined ? '' : ` ${error.code}`;
    const words = error.message || `HTTP ${error.status}`;
    return new SmsDeliveryError(`Twilio${code}: ${words}`, isRetryableStatus(error.status));
  }
  return networkFailure('Twilio', error);
}

/**
 * Whether a delivery report really comes from Twilio: X-Twilio-Signature is an HMAC over the URL Twilio
 * posted to and the form's fields, keyed with the auth token (the SDK's validateRequest checks it).
 */
export async function isTwilioSignatureValid(
  settings: Pick<TwilioSettings, 'authToken'>,
  signature: string | undefined,
  url: string,
  fields: Record<string, string>,
): Promise<boolean> {
  if (!signature) return false;
  return (await loadTwilio()).validateRequest(settings.authToken, signature, url, fields);
}
