import { z } from 'zod';
import { VisitZoneStatusSchema } from './visit-gate-schemas.ts';
import { VisitZonePassesSchema } from './visit-pass-schemas.ts';

/** spec devotee-visit-live-status: each zone now, lately and through the day. */
export const VisitZoneLiveSchema = VisitZoneStatusSchema.extend({
  /** Devotees in and out in the last VISIT_RECENT_MINUTES. */
  entriesRecent: z.number().int(),
  exitsRecent: z.number().int(),
  /** Today from the first movement: the most inside in each quarter hour, 'HH:mm' of its start. */
  trend: z.array(z.object({ time: z.string(), inside: z.number().int() })),
  /** The most inside at once today. */
  peakToday: z.number().int(),
  /** Today's walk-in passes of the zone. */
  passes: VisitZonePassesSchema,
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

/** spec devotee-visit-dashboard: a day's footfall per zone, and how the gates counted it. */
export const VisitDashboardZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  capacity: z.number().int(),
  /** Inside now; only today's dashboard shows it. */
  insideNow: z.number().int().nullable(),
  entries: z.number().int(),
  exits: z.number().int(),
  peak: z.number().int(),
  /** Devotees in by each way the gates counted: mobile, QR code, devotee count. */
  entriesByType: z.object({ mobile: z.number().int(), qrCode: z.number().int(), count: z.number().int() }),
  /** Visits of devotees named at the gate, and the average minutes of those who left. */
  namedVisits: z.number().int(),
  averageMinutes: z.number().int().nullable(),
});
export type VisitDashboardZone = z.infer<typeof VisitDashboardZoneSchema>;

export const VisitDashboardSchema = z.object({
  templeId: z.number().int(),
  date: z.string(),
  isToday: z.boolean(),
  zones: z.array(VisitDashboardZoneSchema),
  totals: z.object({ entries: z.number().int(), exits: z.number().int(), namedVisits: z.number().int() }),
});
export type VisitDashboard = z.infer<typeof VisitDashboardSchema>;

export const VisitDashboardQuerySchema = z.strictObject({
  /** The temple's day, yyyy-MM-dd; today when left out. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd')
    .optional(),
});
