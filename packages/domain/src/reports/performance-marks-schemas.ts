import { z } from 'zod';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';

/**
 * Proof of performance (issue #17 §4): the temple marks sevas performed — one line, several, or every
 * line of a seva on a day — with an optional note, and each devotee is told in their language.
 */
export const MarkPerformedInputSchema = z
  .strictObject({
    /** The order lines to mark (the performing reports' lineId). */
    lineIds: z.array(z.number().int().positive()).min(1, 'Choose the sevas performed').max(500).optional(),
    /** Or every booked line of this seva on `date`. */
    sevaId: z.number().int().positive().optional(),
    date: IsoDateSchema.optional(),
    /** The priest's note the devotee sees, e.g. "Performed by Melsanthi Narayanan Namboothiri". */
    note: z.string().trim().max(200, 'Keep the note to 200 characters').optional(),
    /**
     * A photo of the seva, uploaded first (POST …/performances/photos) by this temple's staff; the
     * lines marked now share it. Lines already marked keep the photo they had.
     */
    photoId: z.number().int().positive().optional(),
  })
  .superRefine((input, context) => {
    const bySeva = input.sevaId !== undefined || input.date !== undefined;
    if (input.lineIds === undefined && !bySeva) {
      context.addIssue({ code: 'custom', path: ['lineIds'], message: 'Choose the sevas performed' });
    }
    if (input.lineIds !== undefined && bySeva) {
      context.addIssue({
        code: 'custom',
        path: ['sevaId'],
        message: 'Mark either the chosen sevas or a seva on a day, not both',
      });
    }
    if (bySeva && (input.sevaId === undefined || input.date === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [input.sevaId === undefined ? 'sevaId' : 'date'],
        message: 'Choose the seva and the day',
      });
    }
  });
export type MarkPerformedInput = z.infer<typeof MarkPerformedInputSchema>;

export const MarkPerformedResultSchema = z.object({
  message: z.string(),
  /** Lines marked now (their devotees told). */
  marked: z.number().int(),
  /** Lines of the choice already marked before: left as they were. */
  alreadyPerformed: z.number().int(),
  performedAt: z.string(),
});
export type MarkPerformedResult = z.infer<typeof MarkPerformedResultSchema>;

/** A performed line, as the devotee's booking and receipt show it. */
export const LinePerformanceSchema = z.object({
  /** An instant (ISO 8601). */
  performedAt: z.string(),
  note: z.string().nullable(),
  /** The photo staff attached (an unguessable address); null: none. */
  photoUrl: z.string().nullable(),
});
export type LinePerformance = z.infer<typeof LinePerformanceSchema>;

/** An uploaded performance photo, ready to be attached by POST …/performances `{ photoId }`. */
export const PerformancePhotoSchema = z.object({
  photoId: z.number().int(),
  /** Where it is served (an unguessable address), for the dialog's preview. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PerformancePhoto = z.infer<typeof PerformancePhotoSchema>;
