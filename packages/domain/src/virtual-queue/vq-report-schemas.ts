import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { checkReportRange } from '../reports/report-schemas.ts';
import { VQ_BOOKING_STATUSES, VQ_REPORT_MAX_DAYS } from './vq-codes.ts';

/**
 * spec virtual-queue-report, virtual-queue-daily-report, virtual-queue-consolidated-report,
 * virtual-queue-detailed-report and detailed-virtual-queue-devotee-report. Counts are devotees unless
 * named bookings. Each answers JSON, or a CSV or XLSX file with `format`.
 */

export const VQ_REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type VqReportFormat = (typeof VQ_REPORT_FORMATS)[number];

export const VQ_REPORT_KINDS = ['summary', 'daily', 'consolidated', 'detailed', 'devotees'] as const;
export type VqReportKind = (typeof VQ_REPORT_KINDS)[number];

const rangeFields = {
  from: IsoDateSchema.describe('First date, yyyy-MM-dd'),
  to: IsoDateSchema.describe(`Last date, yyyy-MM-dd; at most ${VQ_REPORT_MAX_DAYS} days in all`),
  format: z.enum(VQ_REPORT_FORMATS).default('json'),
};

function checkRange(query: { from: string; to: string }, context: z.RefinementCtx) {
  checkReportRange(query, context, VQ_REPORT_MAX_DAYS);
}

export const VqReportQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);
export type VqReportQuery = z.infer<typeof VqReportQuerySchema>;

/** The detailed reports are paged in JSON; a file export carries every row. */
export const VqDetailedReportQuerySchema = z
  .strictObject({
    ...rangeFields,
    status: z.enum(VQ_BOOKING_STATUSES).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  })
  .superRefine(checkRange);
export type VqDetailedReportQuery = z.infer<typeof VqDetailedReportQuerySchema>;

const countFields = {
  capacity: z.number().int(),
  bookings: z.number().int(),
  booked: z.number().int(),
  admitted: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.number().int(),
};
const CountsSchema = z.object(countFields);
export type VqReportCounts = z.infer<typeof CountsSchema>;

export const VqSummaryRowSchema = z.object({ date: z.string(), slots: z.number().int(), ...countFields });
export const VqSummaryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(VqSummaryRowSchema),
  totals: CountsSchema.extend({ slots: z.number().int() }),
});
export type VqSummaryReport = z.infer<typeof VqSummaryReportSchema>;

export const VqDailyRowSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isBlocked: z.boolean(),
  ...countFields,
});
export const VqDailyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(VqDailyRowSchema),
  totals: CountsSchema,
});
export type VqDailyReport = z.infer<typeof VqDailyReportSchema>;

export const VqConsolidatedRowSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  /** Days this slot ran in the range. */
  days: z.number().int(),
  ...countFields,
  /** Booked devotees as a percent of capacity, 1 decimal. */
  utilisation: z.number(),
});
export const VqConsolidatedReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(VqConsolidatedRowSchema),
  totals: CountsSchema.extend({ utilisation: z.number() }),
});
export type VqConsolidatedReport = z.infer<typeof VqConsolidatedReportSchema>;

export const VqDetailedRowSchema = z.object({
  queueNumber: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  leadName: z.string(),
  mobile: z.string().nullable(),
  partySize: z.number().int(),
  status: z.enum(VQ_BOOKING_STATUSES),
  bookedAt: z.string(),
  admittedAt: z.string().nullable(),
  admittedGate: z.string().nullable(),
  admittedByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** 'Question: answer; …' */
  answers: z.string(),
});
const detailedTotals = z.object({
  bookings: z.number().int(),
  devotees: z.number().int(),
  admitted: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.number().int(),
});
export const VqDetailedReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(VqDetailedRowSchema),
  /** Rows matching, over every page. */
  total: z.number().int(),
  totals: detailedTotals,
});
export type VqDetailedReport = z.infer<typeof VqDetailedReportSchema>;

export const VqDevoteeRowSchema = z.object({
  queueNumber: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  age: z.number().int(),
  idProofType: z.string().nullable(),
  idProofNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(VQ_BOOKING_STATUSES),
  admittedAt: z.string().nullable(),
});
export const VqDevoteeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(VqDevoteeRowSchema),
  total: z.number().int(),
  totals: detailedTotals.omit({ bookings: true }),
});
export type VqDevoteeReport = z.infer<typeof VqDevoteeReportSchema>;
