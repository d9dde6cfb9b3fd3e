import { z } from 'zod';
import { MobileSchema } from '../auth-schemas.ts';
import { LANGUAGES } from '../languages.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { VISIT_MAX_PEOPLE } from './visit-codes.ts';
import { VISIT_PASS_STATUSES } from './visit-passes.ts';

const PEOPLE_MESSAGE = `Enter 1 to ${VISIT_MAX_PEOPLE} devotees`;

/** A walk-in pass issued at the entrance: the zone it lets into, the party, a mobile to call them on. */
export const VisitPassInputSchema = z.strictObject({
  zoneId: z.number().int().positive('Choose the zone'),
  people: z.number().int(PEOPLE_MESSAGE).min(1, PEOPLE_MESSAGE).max(VISIT_MAX_PEOPLE, PEOPLE_MESSAGE),
  /** To text the devotee the pass and when it is called. */
  mobile: MobileSchema.optional(),
  /** The language of the desk or kiosk screen: the SMS are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type VisitPassInput = z.infer<typeof VisitPassInputSchema>;

export const VisitPassSchema = z.object({
  id: z.number().int(),
  /** In order of issue, from 1 each day and zone. */
  number: z.number().int(),
  /** What the pass's QR and its page address carry. */
  token: z.string(),
  templeId: z.number().int(),
  templeName: z.string(),
  zoneId: z.number().int(),
  zoneName: z.string(),
  zoneNameNarration: z.string().nullable(),
  date: z.string(),
  /** Whether `date` is the temple's today: a pass lets in only on its day. */
  isToday: z.boolean(),
  people: z.number().int(),
  /** The mobile it is texted to, masked; null without one. */
  mobile: z.string().nullable(),
  status: z.enum(VISIT_PASS_STATUSES),
  issuedAt: z.string(),
  calledAt: z.string().nullable(),
  enteredAt: z.string().nullable(),
  /** A waiting pass: the people of the passes called before it. */
  peopleAhead: z.number().int().nullable(),
  /** A waiting pass: when it should be called at the zone's recent exit rate; null when none left lately. */
  expectedAt: z.string().nullable(),
});
export type VisitPass = z.infer<typeof VisitPassSchema>;

export const VisitPassParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
  passId: z.coerce.number().int().positive(),
});

export const VisitPassTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'No such walk-in pass'),
});

export const VisitPassListQuerySchema = PageQuerySchema.extend({
  /** The temple's day, yyyy-MM-dd; today when left out. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd')
    .optional(),
  status: z.enum(VISIT_PASS_STATUSES).optional(),
});
export type VisitPassListQuery = z.infer<typeof VisitPassListQuerySchema>;

export const VisitPassPageSchema = pageOf(VisitPassSchema);

/** A zone's passes on the live screen: the numbers to call out, and the queue behind them. */
export const VisitZonePassesSchema = z.object({
  /** Called and not yet through the gate, lowest first. */
  calling: z.array(z.number().int()),
  waitingPasses: z.number().int(),
  waitingPeople: z.number().int(),
  /** The first waiting pass and when it should be called (null when nobody has left lately). */
  nextNumber: z.number().int().nullable(),
  nextExpectedAt: z.string().nullable(),
  issuedToday: z.number().int(),
});
export type VisitZonePasses = z.infer<typeof VisitZonePassesSchema>;
