import { z } from 'zod';
import { MobileSchema } from '../auth-schemas.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { VqStaffBookingSchema } from './vq-booking-schemas.ts';

/**
 * The gate (spec virtual-queue-slot-checking, virtual-booking-visit-out-page), the dashboard
 * (virtual-queue-dashboard) and the display at the gate (virtual-queue-slot-display-page).
 */

/**
 * Exactly one way to find the booking: the QR's signed token; or, typed by staff, the queue number or
 * the devotee's mobile number (spec virtual out type: Mobile 1, Qr Code 2).
 */
export const VqGateInputSchema = z
  .strictObject({
    token: z.string().trim().min(1).max(200).optional(),
    queueNumber: z.string().trim().min(3).max(40).optional(),
    mobile: MobileSchema.optional(),
    /** Where staff stand, recorded with an admission, e.g. 'East gate'. */
    gate: z.string().trim().min(1).max(60).optional(),
  })
  .refine(
    (value) =>
      [value.token, value.queueNumber, value.mobile].filter((entry) => entry !== undefined).length === 1,
    { message: 'Give exactly one of token, queueNumber or mobile', path: ['token'] },
  );
export type VqGateInput = z.infer<typeof VqGateInputSchema>;

export const VqAdmissionSchema = z.object({
  /** True when admit would admit it now. */
  canAdmit: z.boolean(),
  /** Why not: the code of the error admit would answer (an enum, so the OpenAPI document lists them). */
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).nullable(),
  message: z.string().nullable(),
});

/** POST …/gate/check: the booking and whether it may enter now, changing nothing. */
export const VqGateCheckSchema = z.object({
  booking: VqStaffBookingSchema,
  admission: VqAdmissionSchema,
});
export type VqGateCheck = z.infer<typeof VqGateCheckSchema>;

/** POST …/gate/admit: admitted, with the devotees to let in. */
export const VqGateAdmitSchema = z.object({
  booking: VqStaffBookingSchema,
  message: z.string(),
});
export type VqGateAdmit = z.infer<typeof VqGateAdmitSchema>;

/** One slot of a day with its counts, in devotees. */
export const VqSlotStatsSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  label: z.string().nullable(),
  capacity: z.number().int(),
  bookings: z.number().int(),
  /** Devotees holding a live booking (booked or admitted). */
  booked: z.number().int(),
  admitted: z.number().int(),
  /** Devotees whose booking is still to be used while the slot is open or upcoming. */
  waiting: z.number().int(),
  /** Devotees whose slot window closed without them being admitted. */
  noShows: z.number().int(),
  cancelled: z.number().int(),
  remaining: z.number().int(),
  isBlocked: z.boolean(),
  blockReason: z.string().nullable(),
  /** False for a slot that took bookings before the temple changed that day's slots. */
  isInPlan: z.boolean(),
  phase: z.enum(['upcoming', 'open', 'closed']),
});
export type VqSlotStats = z.infer<typeof VqSlotStatsSchema>;

const totalsSchema = z.object({
  capacity: z.number().int(),
  bookings: z.number().int(),
  booked: z.number().int(),
  admitted: z.number().int(),
  waiting: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.number().int(),
  remaining: z.number().int(),
});

export const VqDashboardQuerySchema = z.strictObject({
  date: IsoDateSchema.optional().describe("Default: the temple's today"),
});

export const VqDashboardSchema = z.object({
  templeId: z.number().int(),
  date: z.string(),
  displayDate: z.string(),
  generatedAt: z.string(),
  slots: z.array(VqSlotStatsSchema),
  totals: totalsSchema,
});
export type VqDashboard = z.infer<typeof VqDashboardSchema>;

export const VqDisplaySlotSchema = VqSlotStatsSchema.pick({
  startTime: true,
  endTime: true,
  label: true,
  capacity: true,
  booked: true,
  admitted: true,
  waiting: true,
  remaining: true,
  isBlocked: true,
  phase: true,
});
export type VqDisplaySlot = z.infer<typeof VqDisplaySlotSchema>;

/** The display at the gate: counts only, no names (it is public). Also each SSE event's data. */
export const VqDisplaySchema = z.object({
  templeId: z.number().int(),
  templeName: z.string(),
  date: z.string(),
  displayDate: z.string(),
  generatedAt: z.string(),
  /** The slot whose window (with grace) is open now; the earliest when several are. */
  current: VqDisplaySlotSchema.nullable(),
  /** Up to three slots after it today. */
  next: z.array(VqDisplaySlotSchema),
  totals: z.object({ capacity: z.number().int(), booked: z.number().int(), admitted: z.number().int() }),
});
export type VqDisplay = z.infer<typeof VqDisplaySchema>;

/** The calendar stream's event: a date's slots changed (a booking, a cancellation, a block). */
export const VqAvailabilityEventSchema = z.object({
  templeId: z.number().int(),
  date: z.string(),
  slots: z.array(
    z.object({
      startTime: z.string(),
      capacity: z.number().int(),
      booked: z.number().int(),
      remaining: z.number().int(),
      isBlocked: z.boolean(),
    }),
  ),
});
export type VqAvailabilityEvent = z.infer<typeof VqAvailabilityEventSchema>;
