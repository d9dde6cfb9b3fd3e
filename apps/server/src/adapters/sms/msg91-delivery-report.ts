import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DeliveryReport } from './sms-outbox-repository.ts';

/**
 * Where MSG91 posts delivery reports (modules/sms-delivery/sms-delivery-routes.ts). MSG91 does not sign
 * them: the operator enters PUBLIC_URL + this path + `?token=<MSG91_WEBHOOK_TOKEN>` as the webhook URL
 * in the MSG91 panel (SMS » Webhook), and a report without that token changes nothing.
 */
export const MSG91_STATUS_PATH = '/api/v1/webhooks/msg91/sms-status';

/**
 * MSG91's delivery report webhook, as its help page documents it
 * (https://msg91.com/help/webhooks/how-can-i-get-the-delivery-reports-on-my-webhook-url, the same text
 * at https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url):
 *
 * - version 2, posted as application/x-www-form-urlencoded: one field `data`, a JSON list of requests,
 *   `[{"senderId":"…","requestId":"346…130","report":[{"date":"2024-05-22 10:06:20","number":"9195…58",
 *   "status":"1","desc":"DELIVERED","failedReason":"", …}],"userId":"…","campaignName":"…"}]`;
 * - version 3, posted as application/json: one report, `{"date":"…","number":"…","senderId":"…",
 *   "requestId":"346…130","status":"1","desc":"DELIVERED", …}`;
 * - version 4 (for CleverTap) carries no request id, so it cannot name our message: not taken.
 *
 * `requestId` is the id MSG91's send API answered (sms_outbox.provider_message_id). The page's table of
 * statuses: 1 Delivered, 2 Failed, 9 NDNC (promotional SMS only), 16 and 25 Rejected, 17 Blocked number.
 */
const REPORT_STATUSES: Record<string, { status: DeliveryReport['status']; meaning: string }> = {
  '1': { status: 'delivered', meaning: 'Delivered' },
  // The operator tried the handset and could not reach it (switched off, out of reach, inbox full).
  '2': { status: 'undelivered', meaning: 'Failed' },
  // Refused before any handset was tried.
  '9': { status: 'failed', meaning: 'NDNC' },
  '16': { status: 'failed', meaning: 'Rejected' },
  '17': { status: 'failed', meaning: 'Blocked number' },
  '25': { status: 'failed', meaning: 'Rejected' },
};

/** One message's report, whichever version carried it. */
export interface Msg91Report {
  requestId: string;
  /** MSG91's status code: 1, 2, 9, 16, 17, 25, or another (a step on the way, not final). */
  status: string;
  /** MSG91's description (desc): DELIVERED, FAILED, … */
  description: string;
  /** Why it failed, when MSG91 says (failedReason). */
  failedReason: string;
}

/** MSG91's words are short; a longer one is cut, not refused. */
const WORDS_MAX = 500;
const words = z
  .string()
  .optional()
  .transform((text) => (text ?? '').trim().slice(0, WORDS_MAX));

const ReportFields = {
  status: z
    .union([z.string(), z.number()], { error: "MSG91's status code is missing" })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,3}$/, "MSG91's status is a number code: 1 delivered, 2 failed, …")),
  desc: words,
  failedReason: words,
};

const RequestId = z
  .string({ error: "MSG91's requestId, the id its send API answered, is missing" })
  .trim()
  .min(1, "MSG91's requestId is empty")
  .max(100, "MSG91's requestId is longer than any it gives");

/** Version 2's `data`, once read as JSON. */
const V2Schema = z
  .array(
    z.object({
      requestId: RequestId,
      report: z.array(z.object(ReportFields), { error: 'report is a list of reports' }),
    }),
    { error: 'data is a JSON list of requests with their reports' },
  )
  .min(1, 'data lists no request');

const V3Schema = z.object({ requestId: RequestId, ...ReportFields });

/** A bad body: 400 naming the field, and what MSG91 sends instead. */
export class Msg91ReportError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'Msg91ReportError';
    this.field = field;
  }
}

function refuse(issues: z.ZodError['issues'], root: string[]): never {
  const [issue] = issues;
  const field = [...root, ...(issue?.path ?? []).map(String)].join('.') || 'body';
  throw new Msg91ReportError(field, issue?.message ?? 'not an MSG91 delivery report');
}

/** The reports in a body MSG91 posted (version 2's form or version 3's JSON); throws Msg91ReportError. */
export function readMsg91DeliveryReport(body: unknown): Msg91Report[] {
  if (Array.isArray(body)) {
    throw new Msg91ReportError(
      'body',
      "MSG91's webhook version 4 names no request id: choose version 2 or 3 in the MSG91 panel",
    );
  }
  if (typeof body !== 'object' || body === null) {
    throw new Msg91ReportError(
      'body',
      "Not an MSG91 delivery report: expected webhook version 2's form field data or version 3's JSON",
    );
  }
  if ('data' in body) {
    const { data } = body;
    if (typeof data !== 'string') throw new Msg91ReportError('data', 'data is the JSON text of a list');
    let list: unknown;
    try {
      list = JSON.parse(data);
    } catch {
      throw new Msg91ReportError('data', 'data is not JSON: MSG91 sends a JSON list of requests in it');
    }
    const parsed = V2Schema.safeParse(list);
    if (!parsed.success) refuse(parsed.error.issues, ['data']);
    return parsed.data.flatMap(({ requestId, report }) =>
      report.map((entry) => ({
        requestId,
        status: entry.status,
        description: entry.desc,
        failedReason: entry.failedReason,
      })),
    );
  }
  const parsed = V3Schema.safeParse(body);
  if (!parsed.success) refuse(parsed.error.issues, []);
  const { requestId, status, desc, failedReason } = parsed.data;
  return [{ requestId, status, description: desc, failedReason }];
}

/**
 * What a report means for its message: delivered, undelivered or failed with MSG91's words (e.g.
 * "MSG91 17: BLOCKED (Blacklisted number)"); null for a status that is not final, which changes nothing.
 */
export function deliveryReportOf(report: Msg91Report, now: Date): DeliveryReport | null {
  const known = REPORT_STATUSES[report.status];
  if (!known) return null;
  if (known.status === 'delivered') return { status: 'delivered', at: now };
  const description = report.description || known.meaning;
  const reason =
    report.failedReason && report.failedReason !== description ? ` (${report.failedReason})` : '';
  return { status: known.status, error: `MSG91 ${report.status}: ${description}${reason}` };
}

/**
 * Whether the token a report came with is MSG91_WEBHOOK_TOKEN. Compared as SHA-256 digests, in constant
 * time whatever the lengths; without a configured token nothing matches.
 */
export function isMsg91WebhookTokenValid(expected: string | null, given: string | undefined): boolean {
  if (!expected || given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
