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

export const APP_VERSION_PLATFORMS = ['all', 'android', 'ios', 'web'] as const;

/** A published release, as administrators list them (newest first: the first one is current). */
export const AppVersionReleaseSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  isForceUpdate: z.boolean(),
  platform: z.enum(APP_VERSION_PLATFORMS),
  releaseNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type AppVersionRelease = z.infer<typeof AppVersionReleaseSchema>;

export const APP_VERSION_MESSAGE = 'Enter a version as numbers and dots, e.g. 0.4.4';

/** Publishing a release makes it the version clients check at startup (spec §4 version mismatch). */
export const PublishAppVersionInputSchema = z.strictObject({
  version: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){1,3}$/, APP_VERSION_MESSAGE),
  isForceUpdate: z.boolean(),
  platform: z.enum(APP_VERSION_PLATFORMS).default('all'),
  releaseNotes: z
    .string()
    .trim()
    .max(1000)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
});
export type PublishAppVersionInput = z.infer<typeof PublishAppVersionInputSchema>;
