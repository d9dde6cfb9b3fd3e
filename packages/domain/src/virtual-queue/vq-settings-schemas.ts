import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import {
  VQ_MAX_CHOICES,
  VQ_MAX_DAYS_AHEAD,
  VQ_MAX_GRACE_MINUTES,
  VQ_MAX_PARTY_LIMIT,
  VQ_QUESTION_KINDS,
} from './vq-codes.ts';
import { isClockTime, minutesOfClock } from './vq-rules.ts';

/**
 * What a temple administrator sets (spec virtual-queue-slot-settings, virtual-queue-slot-blocking,
 * virtual-queue-question-list, virtual-queue-question-detail), in and out of the API.
 */

export const CLOCK_TIME_MESSAGE = 'Enter a time as HH:mm (24-hour)';
export const ClockTimeSchema = z.string().refine(isClockTime, CLOCK_TIME_MESSAGE).describe('HH:mm, 24-hour');

const PARTY_MESSAGE = `A party may have 1 to ${VQ_MAX_PARTY_LIMIT} devotees`;
const PartySizeSchema = z
  .number()
  .int(PARTY_MESSAGE)
  .min(1, PARTY_MESSAGE)
  .max(VQ_MAX_PARTY_LIMIT, PARTY_MESSAGE);

export const VqSettingsSchema = z.object({
  templeId: z.number().int(),
  /** How many days ahead of today devotees may book, once the opening time has passed. */
  daysAhead: z.number().int(),
  /** 'HH:mm': when each day the next date opens for booking. */
  openingTime: z.string(),
  /** Minutes before a slot starts and after it ends that the gate still admits its tokens. */
  graceMinutes: z.number().int(),
  /** The default most devotees per booking for new slots. */
  maxPartySize: z.number().int(),
  /** Every devotee in a party gives an ID proof (type and number). */
  isIdProofRequired: z.boolean(),
  /** The ID proofs the temple accepts. */
  idProofTypes: z.array(z.string()),
  /** Shown to devotees before they book, e.g. what to bring. */
  instructions: z.string().nullable(),
  /** null until the temple saves its own settings (the defaults apply). */
  updatedAt: z.string().nullable(),
});
export type VqSettings = z.infer<typeof VqSettingsSchema>;

export const VqSettingsInputSchema = z.strictObject({
  daysAhead: z.number().int().min(0).max(VQ_MAX_DAYS_AHEAD),
  openingTime: ClockTimeSchema,
  graceMinutes: z.number().int().min(0).max(VQ_MAX_GRACE_MINUTES),
  maxPartySize: PartySizeSchema,
  isIdProofRequired: z.boolean(),
  idProofTypes: z
    .array(z.string().trim().min(1).max(40))
    .max(20)
    .refine((types) => new Set(types).size === types.length, 'Each ID proof type once'),
  instructions: z.string().trim().max(2000).nullable().default(null),
});
export type VqSettingsInput = z.infer<typeof VqSettingsInputSchema>;

/** A recurring slot (a weekday) or a slot of one date (a festival day with its own timings). */
export const VqSlotTemplateSchema = z.object({
  id: z.number().int(),
  /** 0 Sunday … 6 Saturday; null for a slot of one date. */
  weekday: z.number().int().nullable(),
  /** yyyy-MM-dd; null for a weekly slot. A date with slots of its own ignores its weekday's slots. */
  date: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** Devotees the slot takes. */
  capacity: z.number().int(),
  /** Most devotees in one booking. */
  maxPartySize: z.number().int(),
  label: z.string().nullable(),
  isActive: z.boolean(),
});
export type VqSlotTemplate = z.infer<typeof VqSlotTemplateSchema>;

const slotFields = {
  startTime: ClockTimeSchema,
  endTime: ClockTimeSchema,
  capacity: z.number().int().min(1).max(100_000),
  maxPartySize: PartySizeSchema.optional().describe("Default: the temple's maximum party size"),
  label: z.string().trim().max(60).nullable().default(null),
  isActive: z.boolean().default(true),
};

function checkTimes(value: { startTime: string; endTime: string }, context: z.RefinementCtx) {
  if (!isClockTime(value.startTime) || !isClockTime(value.endTime)) return;
  if (minutesOfClock(value.endTime) <= minutesOfClock(value.startTime)) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'The slot must end after it starts' });
  }
}

/** POST: one slot on several weekdays at once, or on one date. */
export const VqSlotTemplateCreateSchema = z
  .strictObject({
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each weekday once')
      .optional()
      .describe('0 Sunday … 6 Saturday'),
    date: IsoDateSchema.optional(),
    ...slotFields,
  })
  .superRefine((value, context) => {
    if ((value.weekdays === undefined) === (value.date === undefined)) {
      context.addIssue({ code: 'custom', path: ['weekdays'], message: 'Give either weekdays or a date' });
    }
    checkTimes(value, context);
  });
export type VqSlotTemplateCreate = z.infer<typeof VqSlotTemplateCreateSchema>;

/** PUT: the whole slot. Its weekday or date stays. */
export const VqSlotTemplateUpdateSchema = z.strictObject({ ...slotFields }).superRefine(checkTimes);
export type VqSlotTemplateUpdate = z.infer<typeof VqSlotTemplateUpdateSchema>;

/** A slot of a date that already took bookings or a block keeps its own values (see decisions.md). */
export const VqFrozenSlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
});

export const VqSlotTemplateChangeSchema = z.object({
  templates: z.array(VqSlotTemplateSchema),
  /** Future slots made from the changed template that keep their values because they have bookings. */
  frozenSlots: z.array(VqFrozenSlotSchema),
});
export type VqSlotTemplateChange = z.infer<typeof VqSlotTemplateChangeSchema>;

export const VqSlotTemplateListSchema = z.object({
  items: z.array(VqSlotTemplateSchema),
  total: z.number().int(),
});

export const VqSlotTemplateQuerySchema = z.strictObject({
  /** Slots of dates from this day on (weekly slots are always listed). */
  from: IsoDateSchema.optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** PATCH one date's slot: staff change its capacity or party size after it took bookings. */
export const VqSlotDayUpdateSchema = z
  .strictObject({
    capacity: z.number().int().min(0).max(100_000).optional(),
    maxPartySize: PartySizeSchema.optional(),
  })
  .refine((value) => value.capacity !== undefined || value.maxPartySize !== undefined, 'Nothing to change');
export type VqSlotDayUpdate = z.infer<typeof VqSlotDayUpdateSchema>;

export const VqSlotDayParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  date: IsoDateSchema,
  startTime: z
    .string()
    .regex(/^\d{4}$/, 'Give the start time as HHmm, e.g. 0630')
    .transform((value) => `${value.slice(0, 2)}:${value.slice(2)}`)
    .refine(isClockTime, CLOCK_TIME_MESSAGE),
});

export const VqQuestionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The question in Malayalam. */
  labelNarration: z.string().nullable(),
  kind: z.enum(VQ_QUESTION_KINDS),
  /** The choices of a 'choice' question; empty for the other kinds. */
  options: z.array(z.string()),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type VqQuestion = z.infer<typeof VqQuestionSchema>;

export const VqQuestionInputSchema = z
  .strictObject({
    label: z.string().trim().min(1, 'Enter the question').max(200),
    labelNarration: z.string().trim().max(200).nullable().default(null),
    kind: z.enum(VQ_QUESTION_KINDS),
    options: z.array(z.string().trim().min(1).max(100)).max(VQ_MAX_CHOICES).default([]),
    isRequired: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    isActive: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.kind === 'choice') {
      if (value.options.length < 2) {
        context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two choices' });
      } else if (new Set(value.options).size !== value.options.length) {
        context.addIssue({ code: 'custom', path: ['options'], message: 'Each choice once' });
      }
    } else if (value.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice question has choices' });
    }
  });
export type VqQuestionInput = z.infer<typeof VqQuestionInputSchema>;

export const VqQuestionListSchema = z.object({ items: z.array(VqQuestionSchema), total: z.number().int() });

export const VqQuestionParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  questionId: z.coerce.number().int().positive(),
});

export const VqSlotTemplateParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  templateId: z.coerce.number().int().positive(),
});

/** spec virtual-queue-slot-blocking: block a whole date or one slot of it. */
export const VqBlockInputSchema = z.strictObject({
  date: IsoDateSchema,
  /** Absent: the whole date. */
  startTime: ClockTimeSchema.optional(),
  reason: z.string().trim().min(1, 'Give a reason').max(300),
  /** Cancel the bookings already made for what is blocked (each devotee is told). */
  cancelBookings: z.boolean().default(false),
});
export type VqBlockInput = z.infer<typeof VqBlockInputSchema>;

export const VqUnblockQuerySchema = z.strictObject({
  date: IsoDateSchema,
  startTime: ClockTimeSchema.optional(),
});
export type VqUnblockQuery = z.infer<typeof VqUnblockQuerySchema>;

export const VqBlockSchema = z.object({
  date: z.string(),
  /** null: the whole date. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string().nullable(),
  blockedAt: z.string().nullable(),
  /** Bookings still to be honoured or cancelled (booked or admitted). */
  liveBookings: z.number().int(),
  liveDevotees: z.number().int(),
});
export type VqBlock = z.infer<typeof VqBlockSchema>;

export const VqBlockListSchema = z.object({ items: z.array(VqBlockSchema), total: z.number().int() });

export const VqBlockQuerySchema = z.strictObject({
  from: IsoDateSchema.optional().describe('Default: today'),
  to: IsoDateSchema.optional(),
});
