import { z } from 'zod';
import { MobileSchema } from '../auth-schemas.ts';
import { VISIT_MAX_PEOPLE, VisitType } from './visit-codes.ts';
import { VisitTypeSchema } from './visit-settings-schemas.ts';

/**
 * spec devotee-visit-in / -out (a devotee by mobile or QR) and devotee-in / -out (a bare count): one
 * movement through a gate. The gate names the zone and whether it takes entries or exits.
 */

const PEOPLE_MESSAGE = `Enter 1 to ${VISIT_MAX_PEOPLE} devotees`;

export const VisitMovementInputSchema = z
  .strictObject({
    gateId: z.number().int().positive('Choose the gate'),
    type: VisitTypeSchema,
    /** Type 1: the devotee's mobile number. */
    mobile: MobileSchema.optional(),
    /** Type 2: what the QR holds (a darshan token, a receipt link or a walk-in pass). */
    code: z.string().trim().min(1, 'Scan or type the QR code').max(300).optional(),
    /** Type 3: how many passed; type 1 at an entry: the devotee's party (default 1). */
    people: z
      .number()
      .int(PEOPLE_MESSAGE)
      .min(1, PEOPLE_MESSAGE)
      .max(VISIT_MAX_PEOPLE, PEOPLE_MESSAGE)
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.type === VisitType.Mobile && input.mobile === undefined) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: "Enter the devotee's mobile number" });
    }
    if (input.type === VisitType.QrCode && input.code === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'Scan or type the QR code' });
    }
    if (input.type === VisitType.DevoteeCount && input.people === undefined) {
      context.addIssue({ code: 'custom', path: ['people'], message: PEOPLE_MESSAGE });
    }
    if (input.type !== VisitType.Mobile && input.mobile !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['mobile'],
        message: 'A mobile number goes with type 1 (mobile)',
      });
    }
    if (input.type !== VisitType.QrCode && input.code !== undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'A QR code goes with type 2 (QR code)' });
    }
    if (input.type === VisitType.QrCode && input.people !== undefined) {
      context.addIssue({ code: 'custom', path: ['people'], message: 'A QR code brings its own party size' });
    }
  });
export type VisitMovementInput = z.infer<typeof VisitMovementInputSchema>;

/** A zone as the gate and the live screens see it. */
export const VisitZoneStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  capacity: z.number().int(),
  alertThreshold: z.number().int(),
  inside: z.number().int(),
  /** ok below the threshold; alert from the threshold; full from the capacity. */
  level: z.enum(['ok', 'alert', 'full']),
});
export type VisitZoneStatus = z.infer<typeof VisitZoneStatusSchema>;

export const VisitRecordedSchema = z.object({
  direction: z.enum(['in', 'out']),
  type: VisitTypeSchema,
  /** How many the movement counted. */
  people: z.number().int(),
  /** Who, as staff may see it: a masked mobile, a darshan token's number, a receipt's booking number. */
  who: z.string().nullable(),
  /** The identified visit: when it began and, on an exit, ended. Null for a bare count. */
  visit: z
    .object({
      id: z.number().int(),
      inAt: z.string(),
      outAt: z.string().nullable(),
      minutesInside: z.number().int().nullable(),
    })
    .nullable(),
  zone: VisitZoneStatusSchema,
  /** What the gate screen says, e.g. "3 devotees in. 1,204 inside Main hall." */
  message: z.string(),
});
export type VisitRecorded = z.infer<typeof VisitRecordedSchema>;
