import { z } from 'zod';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { STAR_OF_DAY_RULES } from './seva-codes.ts';

/** GET /api/v1/temples (spec GET /Temple): active temples, searched by name or place. */
export const TempleListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  locationId: z.coerce.number().int().positive().optional(),
  /** Where the devotee is (both or neither): temples then come nearest first, with distanceKm. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});
export type TempleListQuery = z.infer<typeof TempleListQuerySchema>;

export const TempleFeaturesSchema = z.object({
  isSeva: z.boolean(),
  isVirtualQueue: z.boolean(),
  isDevoteeVisit: z.boolean(),
  isLiveDarshan: z.boolean(),
});
export type TempleFeatures = z.infer<typeof TempleFeaturesSchema>;

/** What a devotee sees of a temple in a list. */
export const TempleSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  address: z.string().nullable(),
  place: z.string().nullable(),
  location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  shortDescription: z.string().nullable(),
  timing: z.string().nullable(),
  eveningTiming: z.string().nullable(),
  features: TempleFeaturesSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logoUrl: z.string(),
  bannerUrl: z.string(),
  /** Kilometres from the lat/lon of the query, 1 decimal; only when the query gave one (null: the temple has no location). */
  distanceKm: z.number().nullable().optional(),
});
export type TempleSummary = z.infer<typeof TempleSummarySchema>;

export const TempleListSchema = pageOf(TempleSummarySchema);
export type TempleList = z.infer<typeof TempleListSchema>;

/** spec bank-details-checkout: where a devotee may pay the temple trust directly. */
export const TempleBankDetailsSchema = z.object({
  bankName: z.string(),
  branch: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  ifsc: z.string().nullable(),
  upiVpa: z.string().nullable(),
});
export type TempleBankDetails = z.infer<typeof TempleBankDetailsSchema>;

export const TempleContactsSchema = z.object({
  landLine: z.string().nullable(),
  mobile: z.string().nullable(),
  officeNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** Free text the temple wants on its contact page. */
  displayContacts: z.string().nullable(),
});
export type TempleContacts = z.infer<typeof TempleContactsSchema>;

/** GET /api/v1/temples/{templeId} (spec GET /Temple?Id): the public profile of one temple. */
export const TempleDetailSchema = TempleSummarySchema.extend({
  shortCode: z.string().nullable(),
  addressNarration: z.string().nullable(),
  state: z.string(),
  contacts: TempleContactsSchema,
  /** null when the temple has not given an account. */
  bankDetails: TempleBankDetailsSchema.nullable(),
  history: z.string().nullable(),
  manthra: z.string().nullable(),
  mapEmbedUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  launchVideoUrl: z.string().nullable(),
  links: z.object({
    sevaBooking: z.string().nullable(),
    devoteeVisitBooking: z.string().nullable(),
    virtualQueueBooking: z.string().nullable(),
    liveDarshanBooking: z.string().nullable(),
  }),
  isDakshinaEnabled: z.boolean(),
  isNameStarRequired: z.boolean(),
  sevaBlockPeriodDays: z.number().int(),
  /** yyyy-MM-dd; the last date sevas can be booked for. */
  sevaEndDate: z.string().nullable(),
  timeZone: z.string(),
  starOfDayRule: z.enum(STAR_OF_DAY_RULES),
});
export type TempleDetail = z.infer<typeof TempleDetailSchema>;

export const TempleIdParamsSchema = z.strictObject({
  templeId: z.coerce.number().int().positive(),
});
export type TempleIdParams = z.infer<typeof TempleIdParamsSchema>;
