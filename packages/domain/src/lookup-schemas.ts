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

/** India's states and union territories, for temple registration and locations (spec: a static list of states). */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A location as administrators keep it (spec GET /Init?loc=1 lists the active ones). */
export const AdminLocationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  state: z.string(),
  orderNo: z.number().int(),
  /** 1 listed, 0 hidden from the lists (temples keep it). */
  status: z.number().int(),
});
export type AdminLocation = z.infer<typeof AdminLocationSchema>;

const locationFields = {
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,49}$/, 'Use lowercase letters, digits and hyphens'),
  name: z.string().trim().min(1, 'Enter a name').max(100),
  nameNarration: z
    .string()
    .trim()
    .max(100)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
  state: z.enum(INDIAN_STATES, 'Choose a state'),
  orderNo: z.number().int().min(0).max(10_000),
  status: z.union([z.literal(0), z.literal(1)]),
};

export const CreateLocationInputSchema = z.strictObject({
  ...locationFields,
  orderNo: locationFields.orderNo.default(0),
  status: locationFields.status.default(1),
});
export type CreateLocationInput = z.infer<typeof CreateLocationInputSchema>;

export const UpdateLocationInputSchema = z
  .strictObject({
    code: locationFields.code.optional(),
    name: locationFields.name.optional(),
    nameNarration: locationFields.nameNarration,
    state: locationFields.state.optional(),
    orderNo: locationFields.orderNo.optional(),
    status: locationFields.status.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change');
export type UpdateLocationInput = z.infer<typeof UpdateLocationInputSchema>;
