import { type Language, smsParts } from '@nivedya/domain';
import {
  isRetryableStatus,
  networkFailure,
  SMS_PROVIDER_TIMEOUT_MS,
  SmsDeliveryError,
  type SmsProvider,
} from './sms-provider.ts';

/** MSG91's "Send SMS" API, version 2 (http://api.msg91.com/apidoc/textsms/send-sms-v1.php). */
export const MSG91_SEND_URL = 'https://api.msg91.com/api/v2/sendsms';

export interface Msg91Settings {
  /** The API auth key from the MSG91 panel, sent in the `authkey` header. */
  authKey: string;
  /** The sender id (header) registered on DLT, e.g. NIVDYA. */
  sender: string;
  /**
   * India's DLT rules: every transactional SMS names the template it was registered under, so each
   * purpose (otp:login, booking-confirmed, …) maps to its template id, or, as a Malayalam SMS is a
   * template of its own, to one id per language. A message without a template is not sent.
   */
  dltTemplates: Record<string, DltTemplate>;
  /** MSG91_SEND_URL; tests point it at a server on this machine. */
  url: string;
  /**
   * The secret the operator puts in the delivery report webhook's URL in the MSG91 panel (MSG91 signs
   * nothing); null: delivery reports are refused (msg91-delivery-report.ts).
   */
  webhookToken: string | null;
}

/** A purpose's DLT template: one id for every language, or one id per language. */
export type DltTemplate = string | Partial<Record<Language, string>>;

/**
 * The DLT template id of a message: its purpose's id, or the id for its language where the purpose has
 * one per language. None is a refusal another try cannot mend (SmsDeliveryError, not retryable).
 */
export function dltTemplateIdOf(
  templates: Record<string, DltTemplate>,
  message: { purpose: string; language: Language },
): string {
  const { purpose, language } = message;
  const template = templates[purpose];
  if (template === undefined) {
    throw new SmsDeliveryError(
      `No DLT template for purpose "${purpose}": add its template id to MSG91_DLT_TEMPLATES`,
      false,
    );
  }
  if (typeof template === 'string') return template;
  const id = template[language];
  if (!id) {
    throw new SmsDeliveryError(
      `No DLT template for purpose "${purpose}" in language "${language}": add its ${language} template id to MSG91_DLT_TEMPLATES ({"${purpose}":{"${language}":"…"}})`,
      false,
    );
  }
  return id;
}

/** Route 4: MSG91's transactional route, the one DLT-registered service messages and OTPs go by. */
const TRANSACTIONAL_ROUTE = '4';
const INDIA = '91';

/** What MSG91 answers: `{ type: 'success', message: <request id> }` or `{ type: 'error', message, code }`. */
interface Msg91Answer {
  type?: unknown;
  message?: unknown;
  code?: unknown;
}

/**
 * SMS through MSG91, following its documented v2 send API: POST MSG91_SEND_URL with the `authkey`
 * header and a JSON body { sender, route, country, unicode, DLT_TE_ID, sms: [{ message, to }] }, with
 * the template of the message's purpose in its language.
 * MSG91's request id is kept as the message's provider id.
 */
export function createMsg91SmsProvider(settings: Msg91Settings): SmsProvider {
  return {
    name: 'msg91',
    async deliver(message) {
      const templateId = dltTemplateIdOf(settings.dltTemplates, message);
      let response: Response;
      let text: string;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            authkey: settings.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            sender: settings.sender,
            route: TRANSACTIONAL_ROUTE,
            country: INDIA,
            // Malayalam (and ₹) are outside the GSM alphabet: such a message goes as Unicode.
            unicode: smsParts(message.body).isUnicode ? 1 : 0,
            DLT_TE_ID: templateId,
            sms: [{ message: message.body, to: [message.to] }],
          }),
          signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        throw networkFailure('MSG91', error);
      }
      const answer = parseAnswer(text);
      if (response.ok && answer?.type === 'success' && typeof answer.message === 'string') {
        return { providerMessageId: answer.message };
      }
      const said =
        answer && typeof answer.message === 'string'
          ? `${answer.message}${answer.code === undefined ? '' : ` (code ${String(answer.code)})`}`
          : `HTTP ${response.status}`;
      // MSG91 answers its refusals (a wrong key, a bad number, a template mismatch) as type "error";
      // only its own trouble (429, 5xx) is worth another try.
      throw new SmsDeliveryError(`MSG91: ${said}`, isRetryableStatus(response.status));
    },
  };
}

function parseAnswer(text: string): Msg91Answer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Msg91Answer) : null;
  } catch {
    return null;
  }
}
