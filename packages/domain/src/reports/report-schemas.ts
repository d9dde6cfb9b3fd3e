import { z } from 'zod';
import { daysBetween, isIsoDate } from '../booking/calendar.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { ENQUIRY_STATUSES } from '../enquiry-schemas.ts';
import { PaymentMode } from '../order-codes.ts';
import { SMS_STATUSES } from '../sms-schemas.ts';
import { NOTIFICATION_BROADCAST_STATUSES } from '../temple-admin/people-schemas.ts';

/**
 * The temple's reports (spec "Admin and reporting routes", issue #14), on one engine: a report
 * declares its columns, and every report answers the same page shape, in JSON (paged) or as a file.
 * Money is paise; dates are the temple's days.
 */

/** The reports built so far; the rest of spec §2's list joins as each is built. */
export const REPORT_NAMES = [
  'dailyreport',
  'dailywisereport',
  'seva-wise-report',
  'deity-wise-report',
  'group-wise-report',
  'consolidated-report',
  'dakshina-report',
  'performancereport',
  'performance-priest-report',
  'gstreport',
  'settlement-report',
  'payment-failed-report',
  'payment-pendingreport',
  'referance-report',
  'performance-postage-address-report',
  'enquiry-report',
  'pending-notification',
  'sms-report',
  'devotee-visit-devotee-detailed-report',
  'devotee-visit-consolidated-report',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/**
 * The statuses a report's rows can be narrowed to (`status`), in the order the filter offers them;
 * a report not named here takes no status.
 */
export const REPORT_STATUSES = {
  'settlement-report': ['settled', 'unsettled', 'mismatch'],
  'payment-failed-report': ['failed', 'expired'],
  'payment-pendingreport': ['holding', 'unverified'],
  'referance-report': ['new', 'contacted', 'onboarded', 'declined'],
  'performance-postage-address-report': ['to-post', 'posted'],
  'enquiry-report': ENQUIRY_STATUSES,
  'pending-notification': NOTIFICATION_BROADCAST_STATUSES,
  'sms-report': SMS_STATUSES,
  'devotee-visit-devotee-detailed-report': ['inside', 'left'],
} as const satisfies Partial<Record<ReportName, readonly string[]>>;

/** The statuses `report` takes, none when it takes no status. */
export function reportStatuses(report: ReportName): readonly string[] {
  return (REPORT_STATUSES as Partial<Record<ReportName, readonly string[]>>)[report] ?? [];
}

/** The reports by line that narrow to one seva or one deity (`sevaId`, `deityId`). */
export const REPORTS_BY_SEVA: readonly ReportName[] = [
  'performancereport',
  'performance-priest-report',
  'performance-postage-address-report',
];

/** The collection reports, which narrow to one cashier's counter bills (`staffUserId`). */
export const REPORTS_BY_CASHIER: readonly ReportName[] = [
  'dailyreport',
  'dailywisereport',
  'seva-wise-report',
  'deity-wise-report',
  'group-wise-report',
  'dakshina-report',
];

/** The reports that narrow to one payment mode (`paymentMode`): the collection and the payment reports. */
export const REPORTS_BY_PAYMENT_MODE: readonly ReportName[] = [
  ...REPORTS_BY_CASHIER,
  'consolidated-report',
  'payment-failed-report',
  'payment-pendingreport',
];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Line-level reports read at most a year (a financial year is 365 or 366 days). */
export const REPORT_MAX_DAYS = 366;

/**
 * How a cell is written: money in paise shown as rupees, counts, dd-MMM-yyyy dates, HH:mm times, a
 * payment mode's number as its name, and `label`: one of a report's fixed words (a status, a source),
 * which files write in English and the app says in the reader's language (reports.label.<word>).
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'money',
  'count',
  'date',
  'time',
  'paymentMode',
  'label',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const ReportColumnSchema = z.object({
  /** Also the key of the column's words in the app (reports.column.<id>). */
  id: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const ReportRowSchema = z.record(z.string(), ReportCellSchema);
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** The date range every report reads, checked the same way everywhere. */
export function checkReportRange(
  query: { from: string; to: string },
  context: z.RefinementCtx,
  maxDays: number = REPORT_MAX_DAYS,
): void {
  if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
  const days = daysBetween(query.from, query.to) + 1;
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: "'to' cannot be before 'from'" });
  } else if (days > maxDays) {
    context.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxDays} days at a time` });
  }
}

const PAYMENT_MODES = Object.values(PaymentMode);

const ReportQueryFields = {
  from: IsoDateSchema.describe('First day, yyyy-MM-dd (the temple’s day)'),
  to: IsoDateSchema.describe(`Last day, yyyy-MM-dd; at most ${REPORT_MAX_DAYS} days in all`),
  paymentMode: z.coerce
    .number()
    .int()
    .refine((mode) => (PAYMENT_MODES as number[]).includes(mode), 'Unknown payment mode')
    .optional()
    .describe('1 gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card'),
  staffUserId: z.coerce.number().int().positive().optional().describe('Bills made by this staff user'),
  sevaId: z.coerce.number().int().positive().optional().describe('Reports by line: only this seva'),
  deityId: z.coerce.number().int().positive().optional().describe('Reports by line: only this deity'),
  status: z
    .string()
    .regex(/^[a-z-]{1,20}$/, 'Unknown status')
    .optional()
    .describe('Reports that list a status: only rows in this one (each report names its statuses)'),
  format: z.enum(REPORT_FORMATS).default('json'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
};

export const ReportQuerySchema = z
  .strictObject(ReportQueryFields)
  .superRefine((query, context) => checkReportRange(query, context));
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** A group's subtotal: e.g. one cashier's cash, with the figures of the money and count columns. */
export const ReportSubtotalSchema = z.object({ group: z.string(), values: ReportRowSchema });

export const ReportPageSchema = z.object({
  report: z.enum(REPORT_NAMES),
  /** Null when an administrator reads every temple at once. */
  templeId: z.number().int().nullable(),
  templeName: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(ReportColumnSchema),
  /** One page of rows (offset, limit); files carry every row. */
  items: z.array(ReportRowSchema),
  total: z.number().int(),
  /** The money and count columns over every row, not only this page. */
  totals: ReportRowSchema,
  /** Over every row too, a line per group (the daily report: per cashier and payment mode). */
  subtotals: z.array(ReportSubtotalSchema),
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

/** transactionreports: the reports a user may open, grouped as a temple office reads them. */
export const REPORT_GROUPS = ['collection', 'performing', 'money', 'people', 'visits'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const ReportListSchema = z.object({
  groups: z.array(z.object({ group: z.enum(REPORT_GROUPS), reports: z.array(z.enum(REPORT_NAMES)) })),
  /** The reports an administrator may read for every temple at once; the rest one temple at a time. */
  acrossTemples: z.array(z.enum(REPORT_NAMES)),
});

/**
 * spec report-details-page: the order lines behind one row of a collection report — the same range
 * and filters, narrowed to the row's day, seva, deity, group, order, or source (online or counter).
 */
export const ReportDetailsQuerySchema = z
  .strictObject({
    ...ReportQueryFields,
    sevaGroupId: z.coerce.number().int().positive().optional().describe('Only this seva group'),
    orderId: z.coerce.number().int().positive().optional().describe('Only this order'),
    orderType: z.coerce
      .number()
      .int()
      .refine((type) => type === 0 || type === 1, 'orderType is 0 (online) or 1 (counter)')
      .optional()
      .describe('0 online bookings, 1 counter bills'),
  })
  .superRefine((query, context) => checkReportRange(query, context));
export type ReportDetailsQuery = z.infer<typeof ReportDetailsQuerySchema>;

/** An administrator's report query: one temple's, or every temple's without `templeId`. */
export const PlatformReportQuerySchema = z
  .strictObject({
    ...ReportQueryFields,
    templeId: z.coerce.number().int().positive().optional().describe('One temple; every temple without it'),
  })
  .superRefine((query, context) => checkReportRange(query, context));
export type PlatformReportQuery = z.infer<typeof PlatformReportQuerySchema>;
export type ReportList = z.infer<typeof ReportListSchema>;
