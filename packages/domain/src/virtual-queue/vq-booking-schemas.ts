import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { VQ_BOOKING_STATUSES, VQ_CALENDAR_MAX_DAYS, VQ_MAX_PARTY_LIMIT } from './vq-codes.ts';
import { ClockTimeSchema, VqQuestionSchema, VqSettingsSchema } from './vq-settings-schemas.ts';

/**
 * The devotee's side (spec virtual-queue-details-and-calendar, virtual-queue-calendar-details-page,
 * devotee-virtual-qdetails, booking-token-details) and the bookings staff list.
 */

export const VqTempleParamsSchema = z.strictObject({ templeId: z.coerce.number().int().positive() });

export const VqCalendarSlotSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  label: z.string().nullable(),
  capacity: z.number().int(),
  /** Devotees booked. */
  booked: z.number().int(),
  remaining: z.number().int(),
  maxPartySize: z.number().int(),
  /**
   * open: bookable now; full; blocked (reason in blockReason); closed: over, or its date not open
   * yet or past.
   */
  state: z.enum(['open', 'full', 'blocked', 'closed']),
  blockReason: z.string().nullable(),
});
export type VqCalendarSlot = z.infer<typeof VqCalendarSlotSchema>;

export const VqCalendarDaySchema = z.object({
  date: z.string(),
  /** dd-MMM-yyyy */
  displayDate: z.string(),
  /** Bookings for the date are open now (the booking window). */
  isOpen: z.boolean(),
  /** When bookings open for a date beyond the window: yyyy-MM-dd and HH:mm. */
  opensOn: z.string().nullable(),
  opensAt: z.string().nullable(),
  isBlocked: z.boolean(),
  blockReason: z.string().nullable(),
  slots: z.array(VqCalendarSlotSchema),
});
export type VqCalendarDay = z.infer<typeof VqCalendarDaySchema>;

export const VqCalendarQuerySchema = z
  .strictObject({
    from: IsoDateSchema.optional().describe("Default: the temple's today"),
    to: IsoDateSchema.optional().describe('Default: the last date open for booking'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "'to' cannot be before 'from'",
    path: ['to'],
  });
export type VqCalendarQuery = z.infer<typeof VqCalendarQuerySchema>;

export const VqCalendarSchema = z.object({
  templeId: z.number().int(),
  today: z.string(),
  /** The last date open for booking now. */
  lastDate: z.string(),
  days: z.array(VqCalendarDaySchema).max(VQ_CALENDAR_MAX_DAYS),
});
export type VqCalendar = z.infer<typeof VqCalendarSchema>;

/** spec virtual-queue-details-and-calendar: what a devotee reads before picking a date. */
export const VqTempleDetailsSchema = z.object({
  templeId: z.number().int(),
  templeName: z.string(),
  templeNameNarration: z.string().nullable(),
  /** The temple's header image; the server answers the default banner when it has none. */
  bannerUrl: z.string(),
  timeZone: z.string(),
  settings: VqSettingsSchema.omit({ templeId: true, updatedAt: true }),
  questions: z.array(VqQuestionSchema),
  today: z.string(),
  lastDate: z.string(),
});
export type VqTempleDetails = z.infer<typeof VqTempleDetailsSchema>;

const PARTY_MESSAGE = `Add 1 to ${VQ_MAX_PARTY_LIMIT} devotees`;

export const VqDevoteeInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Enter the devotee's name").max(100),
  age: z
    .number()
    .int('Enter the age in years')
    .min(0, 'Enter the age in years')
    .max(120, 'Enter the age in years'),
  idProofType: z.string().trim().max(40).nullable().optional(),
  idProofNumber: z.string().trim().max(40).nullable().optional(),
});

export const VqBookingInputSchema = z.strictObject({
  templeId: z.number().int().positive(),
  date: IsoDateSchema,
  /** The slot, by its start time on that date. */
  startTime: ClockTimeSchema,
  /** The party: one entry per devotee (spec NoOfDevotees is their count). */
  devotees: z.array(VqDevoteeInputSchema).min(1, PARTY_MESSAGE).max(VQ_MAX_PARTY_LIMIT, PARTY_MESSAGE),
  answers: z
    .array(z.strictObject({ questionId: z.number().int().positive(), value: z.string().max(500) }))
    .max(100)
    .default([]),
});
export type VqBookingInput = z.infer<typeof VqBookingInputSchema>;

export const VqBookingDevoteeSchema = z.object({
  name: z.string(),
  age: z.number().int(),
  idProofType: z.string().nullable(),
  /** Masked but for its last four characters, except on the gate's screens. */
  idProofNumber: z.string().nullable(),
});

export const VqAnswerSchema = z.object({
  questionId: z.number().int(),
  label: z.string(),
  value: z.string(),
});

/** spec §3 Virtual-queue booking (TempleName, TempleId, NoOfDevotees, Slot, Date, VQNumber) and the QR. */
export const VqBookingSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  templeName: z.string(),
  /** IANA zone the temple keeps time in: the booking's times are shown in it, wherever the devotee is. */
  templeTimeZone: z.string(),
  /** The temple's header image; the default banner when it has none (spec devotee-virtual-qdetails). */
  bannerUrl: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** dd-MMM-yyyy */
  displayDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** '06:00 – 07:00' (spec Slot). */
  slot: z.string(),
  slotLabel: z.string().nullable(),
  noOfDevotees: z.number().int(),
  /** spec VQNumber: shown below the QR and typed by staff when a QR cannot be scanned. */
  queueNumber: z.string(),
  status: z.enum(VQ_BOOKING_STATUSES),
  /** The signed token the QR carries (never the queue number: ARCHITECTURE rule 6). */
  qrText: z.string(),
  /** How to draw the QR (spec §9: error correction M, width 100). */
  qr: z.object({ errorCorrectionLevel: z.literal('M'), width: z.literal(100) }),
  /** The QR as a PNG, and the public page of the token (spec booking-token-details). */
  qrImageUrl: z.string(),
  tokenUrl: z.string(),
  devotees: z.array(VqBookingDevoteeSchema),
  answers: z.array(VqAnswerSchema),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  admittedAt: z.string().nullable(),
  /** The devotee may still cancel it. */
  canCancel: z.boolean(),
});
export type VqBooking = z.infer<typeof VqBookingSchema>;

export const VqBookingResultSchema = VqBookingSchema.extend({ message: z.string() });
export type VqBookingResult = z.infer<typeof VqBookingResultSchema>;

export const VqMyBookingsQuerySchema = z.strictObject({
  /** upcoming: today and later, still to be used; past: the rest. Default: all. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type VqMyBookingsQuery = z.infer<typeof VqMyBookingsQuerySchema>;

export const VqBookingPageSchema = z.object({ items: z.array(VqBookingSchema), total: z.number().int() });

export const VqBookingParamsSchema = z.strictObject({ bookingId: z.coerce.number().int().positive() });

/** spec booking-token-details: the public page of a token, read by its signed token alone. */
export const VqTokenDetailsSchema = VqBookingSchema.pick({
  templeId: true,
  templeName: true,
  bannerUrl: true,
  date: true,
  displayDate: true,
  startTime: true,
  endTime: true,
  slot: true,
  slotLabel: true,
  noOfDevotees: true,
  queueNumber: true,
  status: true,
  qrText: true,
  qr: true,
  qrImageUrl: true,
});
export type VqTokenDetails = z.infer<typeof VqTokenDetailsSchema>;

export const VqTokenParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

/** One booking in the staff's lists and the blocking screen. */
export const VqStaffBookingSummarySchema = z.object({
  id: z.number().int(),
  queueNumber: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  partySize: z.number().int(),
  leadName: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(VQ_BOOKING_STATUSES),
  bookedAt: z.string(),
  admittedAt: z.string().nullable(),
});
export type VqStaffBookingSummary = z.infer<typeof VqStaffBookingSummarySchema>;

export const VqStaffBookingPageSchema = z.object({
  items: z.array(VqStaffBookingSummarySchema),
  total: z.number().int(),
});

export const VqStaffBookingQuerySchema = z.strictObject({
  date: IsoDateSchema.optional().describe("Default: the temple's today"),
  startTime: ClockTimeSchema.optional(),
  status: z.enum(VQ_BOOKING_STATUSES).optional(),
  /** Part of a queue number, mobile number or name. */
  search: z.string().trim().min(1).max(60).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type VqStaffBookingQuery = z.infer<typeof VqStaffBookingQuerySchema>;

/** spec virtual-queue-token-details / virtual-queue-devotee-details: everything staff may see. */
export const VqStaffBookingSchema = VqStaffBookingSummarySchema.extend({
  templeId: z.number().int(),
  displayDate: z.string(),
  slot: z.string(),
  slotLabel: z.string().nullable(),
  devotees: z.array(VqBookingDevoteeSchema),
  answers: z.array(VqAnswerSchema),
  admittedGate: z.string().nullable(),
  admittedByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type VqStaffBooking = z.infer<typeof VqStaffBookingSchema>;

export const VqStaffBookingParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  bookingId: z.coerce.number().int().positive(),
});

export const VqStaffCancelInputSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Give a reason').max(300),
});

export const VqBlockResultSchema = z.object({
  date: z.string(),
  startTime: z.string().nullable(),
  reason: z.string(),
  /** The bookings made for what is now blocked: still live, or cancelled by this request. */
  bookings: z.array(VqStaffBookingSummarySchema),
  cancelled: z.number().int(),
});
export type VqBlockResult = z.infer<typeof VqBlockResultSchema>;
