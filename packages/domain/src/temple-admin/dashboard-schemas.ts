import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';

/**
 * spec templiadmindash and templeuserdash, and GET /Temple?templeid&userid (the dashboard's
 * notification counts). Money is paise; "today" is the temple's day.
 */

export const TempleDashboardQuerySchema = z.strictObject({
  /** yyyy-MM-dd; default the temple's today. */
  date: IsoDateSchema.optional(),
});
export type TempleDashboardQuery = z.infer<typeof TempleDashboardQuerySchema>;

const CountAmountSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/** What the header badge and the dashboard cards count: things waiting for someone at the temple. */
export const TempleNotificationCountsSchema = z.object({
  /** The caller's own unread notifications. */
  unreadNotifications: z.number().int(),
  /** Contact-us messages to the temple not yet replied to. */
  openEnquiries: z.number().int(),
  /** Lines awaiting the temple's approval (status 2, paid): pre-bookings (type 3) and vazhipads. */
  pendingApprovals: z.number().int(),
  /** Refunds requested and not yet decided. */
  pendingRefunds: z.number().int(),
  /** Bank-transfer orders not yet verified. */
  pendingBankTransfers: z.number().int(),
  total: z.number().int(),
});
export type TempleNotificationCounts = z.infer<typeof TempleNotificationCountsSchema>;

export const TempleDashboardSchema = z.object({
  templeId: z.number().int(),
  /** The day the figures are for. */
  date: z.string(),
  /** Paid orders placed that day (online and counter), and the poojas in them. */
  bookings: z.object({ orders: z.number().int(), poojas: z.number().int() }),
  /** What the paid orders of the day came to, in all and by payment mode (1 gateway, 2 bank, 3 cash, 4 UPI). */
  collection: z.object({
    total: z.number().int(),
    byPaymentMode: z.array(
      z.object({ paymentMode: z.number().int(), orders: z.number().int(), amount: z.number().int() }),
    ),
  }),
  /** Booked sevas to be performed that day (paid, or bank transfers awaiting verification). */
  sevasToPerform: z.object({
    quantity: z.number().int(),
    items: z.array(
      z.object({
        sevaId: z.number().int(),
        sevaName: z.string(),
        performTime: z.string().nullable(),
        quantity: z.number().int(),
        lines: z.number().int(),
      }),
    ),
  }),
  /** count = preBookings (pre-booking-report) + vazhipads (vazhipad-approval-report). */
  pendingApprovals: z.object({
    count: z.number().int(),
    preBookings: z.number().int(),
    vazhipads: z.number().int(),
  }),
  pendingRefunds: CountAmountSchema,
  pendingBankTransfers: CountAmountSchema,
  notificationCounts: TempleNotificationCountsSchema,
});
export type TempleDashboard = z.infer<typeof TempleDashboardSchema>;
