import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { NamedRefSchema } from './seva-schemas.ts';

/** A temple's events and festivals (temple-event-list, event-details, temple-festivals) and its gallery. */

export const TEMPLE_EVENT_KINDS = ['event', 'festival'] as const;
export type TempleEventKind = (typeof TEMPLE_EVENT_KINDS)[number];

export const TempleEventSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  kind: z.enum(TEMPLE_EVENT_KINDS),
  title: z.string(),
  titleNarration: z.string().nullable(),
  description: z.string().nullable(),
  /** yyyy-MM-dd in the temple's zone. */
  startDate: z.string(),
  /** Last day; equal to startDate for a one-day event. */
  endDate: z.string(),
  /** Its gallery image, or the temple's banner (itself the default banner when the temple has none). */
  imageUrl: z.string(),
});
export type TempleEvent = z.infer<typeof TempleEventSchema>;

export const TempleEventDetailSchema = TempleEventSchema.extend({ temple: NamedRefSchema });
export type TempleEventDetail = z.infer<typeof TempleEventDetailSchema>;

export const TempleEventListQuerySchema = PageQuerySchema.extend({
  kind: z.enum(TEMPLE_EVENT_KINDS).optional(),
  /** upcoming: not yet over (the default); past: over; all: both, upcoming first. */
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export type TempleEventListQuery = z.infer<typeof TempleEventListQuerySchema>;

export const TempleEventListSchema = pageOf(TempleEventSchema);
export type TempleEventList = z.infer<typeof TempleEventListSchema>;

export const EventIdParamsSchema = z.strictObject({ eventId: z.coerce.number().int().positive() });

export const GalleryImageSchema = z.object({
  id: z.number().int(),
  caption: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
export const GalleryListSchema = pageOf(GalleryImageSchema);
export type GalleryList = z.infer<typeof GalleryListSchema>;
