import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { checkReportRange, REPORT_STATUSES } from './report-schemas.ts';

/**
 * Prasadam by post (issue #14 §2, performance-postage-address-report): every seva line whose prasadam
 * the devotee asked to be posted (prasadamDelivery 2) is one parcel, to that line's address. The temple
 * enters the parcel's postal tracking number when it posts it, and the devotee sees it on the booking.
 */

/** The report's `status` filter: parcels still to post, or posted ones. */
export const POSTAGE_STATUSES = REPORT_STATUSES['performance-postage-address-report'];
export type PostageStatus = (typeof POSTAGE_STATUSES)[number];

export const TRACKING_NUMBER_MESSAGE = 'Enter the tracking number: 6 to 30 letters and digits';

/**
 * India Post's article numbers are 13 characters (EE123456789IN); couriers use 6 to 30 letters and
 * digits. Staff copy them from a receipt, so spaces and dashes between groups are dropped and letters
 * are kept in capitals, as the post office prints them.
 */
export const TrackingNumberSchema = z
  .string(TRACKING_NUMBER_MESSAGE)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, TRACKING_NUMBER_MESSAGE));

export const ParcelTrackingInputSchema = z.strictObject({
  trackingNumber: TrackingNumberSchema.describe('The parcel’s postal tracking number (6–30 letters/digits)'),
});
export type ParcelTrackingInput = z.infer<typeof ParcelTrackingInputSchema>;

/** A parcel as posted: the devotee's booking shows it as "Posted on … · Tracking no. …". */
export const ParcelPostingSchema = z.object({
  /** An instant (ISO 8601). */
  postedAt: z.string(),
  trackingNumber: z.string(),
});
export type ParcelPosting = z.infer<typeof ParcelPostingSchema>;

export const ParcelTrackingResultSchema = z.object({
  message: z.string(),
  lineId: z.number().int(),
  orderNumber: z.string(),
  posting: ParcelPostingSchema,
  /** Who entered it (their user name). */
  postedBy: z.string().nullable(),
});
export type ParcelTrackingResult = z.infer<typeof ParcelTrackingResultSchema>;

export const PARCEL_TRACKING_SAVED_MESSAGE = 'Tracking number saved; the parcel is marked posted';

/** The address labels of the report's parcels: the same days and status filter as the report. */
export const PostageLabelsQuerySchema = z
  .strictObject({
    from: IsoDateSchema.describe('First perform day, yyyy-MM-dd'),
    to: IsoDateSchema.describe('Last perform day, yyyy-MM-dd'),
    status: z.enum(POSTAGE_STATUSES).optional().describe('to-post or posted; both without'),
  })
  .superRefine((query, context) => checkReportRange(query, context));
export type PostageLabelsQuery = z.infer<typeof PostageLabelsQuerySchema>;

/** India Post's consignment tracking page: the devotee enters the number there. */
export const INDIA_POST_TRACKING_URL =
  'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';
