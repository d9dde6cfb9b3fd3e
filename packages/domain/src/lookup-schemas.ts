import { z } from 'zod';
import { pageOf } from './pagination.ts';

/** spec §7 Lookups (GET /Init, /Init?gen=0, /Init?month=0): id, English name and Malayalam name. */
export const LookupItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string(),
});
export type LookupItem = z.infer<typeof LookupItemSchema>;

export const LookupListSchema = pageOf(LookupItemSchema);
export type LookupList = z.infer<typeof LookupListSchema>;

/** spec §7 GET /Init?loc=1. */
export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  state: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationListSchema = pageOf(LocationSchema);
export type LocationList = z.infer<typeof LocationListSchema>;

/** spec §3 Version record, GET /AppVersion. */
export const AppVersionSchema = z.object({
  version: z.string(),
  isForceUpdate: z.boolean(),
});
export type AppVersion = z.infer<typeof AppVersionSchema>;

export const AppVersionQuerySchema = z.strictObject({
  platform: z.enum(['android', 'ios', 'web']).optional(),
});
export type AppVersionQuery = z.infer<typeof AppVersionQuerySchema>;
