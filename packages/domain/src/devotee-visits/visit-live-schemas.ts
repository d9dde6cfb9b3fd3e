import { z } from 'zod';
import { VisitZoneStatusSchema } from './visit-gate-schemas.ts';

/** spec devotee-visit-live-status: each zone now, lately and through the day. */
export const VisitZoneLiveSchema = VisitZoneStatusSchema.extend({
  /** Devotees in and out in the last VISIT_RECENT_MINUTES. */
  entriesRecent: z.number().int(),
  exitsRecent: z.number().int(),
  /** Today from the first movement: the most inside in each quarter hour, 'HH:mm' of its start. */
  trend: z.array(z.object({ time: z.string(), inside: z.number().int() })),
  /** The most inside at once today. */
  peakToday: z.number().int(),
});
export type VisitZoneLive = z.infer<typeof VisitZoneLiveSchema>;

export const VisitLiveStatusSchema = z.object({
  templeId: z.number().int(),
  templeName: z.string(),
  /** Whether the temple counts visits (IsDevoteeVisit); the status is empty otherwise. */
  isDevoteeVisit: z.boolean(),
  date: z.string(),
  recentMinutes: z.number().int(),
  zones: z.array(VisitZoneLiveSchema),
  generatedAt: z.string(),
});
export type VisitLiveStatus = z.infer<typeof VisitLiveStatusSchema>;
