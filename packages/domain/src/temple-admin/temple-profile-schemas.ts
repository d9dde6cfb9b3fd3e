import { z } from 'zod';
import { EmailSchema, MobileSchema } from '../auth-schemas.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { TempleChargesSchema } from '../orders/order-totals.ts';
import { STAR_OF_DAY_RULES } from '../seva-codes.ts';
import { TempleContactsSchema, TempleFeaturesSchema } from '../temple-schemas.ts';
import {
  NameInputSchema,
  NOTHING_TO_CHANGE_MESSAGE,
  optionalText,
  PaiseInputSchema,
} from './admin-fields.ts';
import { TempleStatusInputSchema } from './temple-status.ts';

/**
 * spec temple-profile and service-charge-details, and the spec Temple body of POST /TempleInsert: the
 * temple administrator edits contacts, timings, bank details, map, videos, history; the feature flags
 * and service charges are the platform's and only administrators (types 1, 5) change them.
 */

const HTTPS_URL_MESSAGE = 'Enter a web address starting with https://';

const WebUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s<>"']+$/i.test(value), HTTPS_URL_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * spec MapIFrame: only the src of a Google Maps embed is kept (never HTML). A pasted <iframe …> is
 * reduced to its src.
 */
export const MapEmbedUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => /\ssrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1] ?? value)
  .refine(
    (value) => value === '' || /^https:\/\/(www\.)?google\.[a-z.]+\/maps\/embed\?[^\s<>"']+$/i.test(value),
    'Paste the Google Maps embed link (https://www.google.com/maps/embed?…)',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const OptionalMobileSchema = z
  .union([z.literal(''), MobileSchema])
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const OptionalEmailSchema = z
  .union([z.literal(''), EmailSchema])
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const IFSC_MESSAGE = 'Enter the 11-character IFSC, e.g. SBIN0001234';

/**
 * A GST registration number: state code, the holder's PAN, entity number, 'Z', check character. Printed
 * on the GST report (issue #14) for the temple, and for the platform from PLATFORM_GSTIN.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE = 'Enter the 15-character GSTIN, e.g. 32AAAAA0000A1Z5';

/** What the temple administrator may change (spec temple-profile). */
export const templeProfileFields = {
  name: NameInputSchema.optional(),
  nameNarration: optionalText(150),
  address: optionalText(500),
  addressNarration: optionalText(500),
  place: optionalText(100),
  state: z.string().trim().min(1).max(60).optional(),
  locationId: z.number().int().positive().nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  landLine: optionalText(30),
  mobile: OptionalMobileSchema,
  officeNumber: optionalText(30),
  email: OptionalEmailSchema,
  website: WebUrlSchema,
  facebook: WebUrlSchema,
  whatsapp: OptionalMobileSchema,
  displayContacts: optionalText(1000),
  shortDescription: optionalText(1000),
  timing: optionalText(200),
  eveningTiming: optionalText(200),
  history: optionalText(20_000),
  manthra: optionalText(300),
  mapEmbedUrl: MapEmbedUrlSchema,
  videoUrl: WebUrlSchema,
  launchVideoUrl: WebUrlSchema,
  bankName: optionalText(100),
  bankBranch: optionalText(100),
  bankIfsc: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value), IFSC_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  bankAccountNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{6,20}$/.test(value), 'Enter the account number, 6 to 20 digits')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  bankAccountName: optionalText(150),
  upiVpa: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^[\w.-]{2,64}@[a-z][a-z0-9]{1,63}$/i.test(value),
      'Enter a UPI id, e.g. temple@sbi',
    )
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** The temple's GST registration, printed on the GST report; '' clears it. */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || GSTIN_PATTERN.test(value), GSTIN_MESSAGE)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** spec Dakshina and NameStar: how the temple takes bookings. */
  isDakshinaEnabled: z.boolean().optional(),
  isNameStarRequired: z.boolean().optional(),
  /** spec IsNotification. */
  isNotification: z.boolean().optional(),
  /** spec SevaBlockPeriod: days from today closed to online booking. */
  sevaBlockPeriodDays: z.number().int().min(0).max(365).optional(),
  sevaEndDate: IsoDateSchema.nullable().optional(),
  starOfDayRule: z.enum(STAR_OF_DAY_RULES).optional(),
};

/** The platform's settings of a temple: administrators (types 1, 5) only (spec §1 feature flags, charges). */
export const templeAdminOnlyFields = {
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,79}$/, 'Use lowercase letters, digits and hyphens')
    .optional(),
  shortCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'Use 2 to 10 letters or digits')
    .nullable()
    .optional(),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  isSeva: z.boolean().optional(),
  isVirtualQueue: z.boolean().optional(),
  isDevoteeVisit: z.boolean().optional(),
  isLiveDarshan: z.boolean().optional(),
  isChangeAllSevaTime: z.boolean().optional(),
  isRegistered: z.boolean().optional(),
  /** spec §2 show-panchangam flag of the approve modal. */
  showPanchangam: z.boolean().optional(),
  platformChargeAmount: PaiseInputSchema.optional(),
  platformChargePercent: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.round(value * 100) === value * 100, 'At most 2 decimals')
    .optional(),
  splitServiceCharge: PaiseInputSchema.optional(),
  isIntroductoryServiceCharge: z.boolean().optional(),
  introductoryServiceAmount: PaiseInputSchema.optional(),
  /** 'none': bank transfer only; null: the platform's gateway. */
  paymentGatewayId: z.enum(['none', 'demo', 'razorpay']).nullable().optional(),
  sevaBookingLink: WebUrlSchema,
  devoteeVisitBookingLink: WebUrlSchema,
  virtualQueueBookingLink: WebUrlSchema,
  liveDarshanBookingLink: WebUrlSchema,
  legalContract: optionalText(500),
  timeZone: z
    .string()
    .trim()
    .refine((value) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    }, 'Not a known IANA time zone')
    .optional(),
  /** 1 active (shown to devotees), 3 onboarding, 0 disabled (both hidden). */
  status: TempleStatusInputSchema.optional(),
};

export const TEMPLE_ADMIN_ONLY_FIELDS = Object.keys(
  templeAdminOnlyFields,
) as (keyof typeof templeAdminOnlyFields)[];

function nonEmpty(input: Record<string, unknown>): boolean {
  return Object.values(input).some((value) => value !== undefined);
}

/**
 * PATCH /api/v1/temples/{templeId}/profile. It accepts the administrators' fields too, so that a temple
 * user sending one is told 403 (they are read-only here) rather than "unknown field".
 */
export const UpdateTempleProfileInputSchema = z
  .strictObject({ ...templeProfileFields, ...templeAdminOnlyFields })
  .refine(nonEmpty, NOTHING_TO_CHANGE_MESSAGE);
export type UpdateTempleProfileInput = z.infer<typeof UpdateTempleProfileInputSchema>;

/** PATCH /api/v1/admin/temples/{templeId}: every field. */
export const AdminUpdateTempleInputSchema = UpdateTempleProfileInputSchema;
export type AdminUpdateTempleInput = UpdateTempleProfileInput;

export const TempleProfileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  shortCode: z.string().nullable(),
  orderNo: z.number().int(),
  name: z.string(),
  nameNarration: z.string().nullable(),
  address: z.string().nullable(),
  addressNarration: z.string().nullable(),
  place: z.string().nullable(),
  state: z.string(),
  locationId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contacts: TempleContactsSchema,
  shortDescription: z.string().nullable(),
  timing: z.string().nullable(),
  eveningTiming: z.string().nullable(),
  history: z.string().nullable(),
  manthra: z.string().nullable(),
  mapEmbedUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  launchVideoUrl: z.string().nullable(),
  bank: z.object({
    bankName: z.string().nullable(),
    bankBranch: z.string().nullable(),
    bankIfsc: z.string().nullable(),
    bankAccountNumber: z.string().nullable(),
    bankAccountName: z.string().nullable(),
    upiVpa: z.string().nullable(),
  }),
  /** The temple's GSTIN, when it has one. */
  gstin: z.string().nullable(),
  isDakshinaEnabled: z.boolean(),
  isNameStarRequired: z.boolean(),
  isNotification: z.boolean(),
  sevaBlockPeriodDays: z.number().int(),
  sevaEndDate: z.string().nullable(),
  starOfDayRule: z.enum(STAR_OF_DAY_RULES),
  timeZone: z.string(),
  /** Read-only for temple users. */
  features: TempleFeaturesSchema.extend({
    isChangeAllSevaTime: z.boolean(),
    isRegistered: z.boolean(),
    showPanchangam: z.boolean(),
  }),
  charges: TempleChargesSchema,
  paymentGatewayId: z.string().nullable(),
  links: z.object({
    sevaBooking: z.string().nullable(),
    devoteeVisitBooking: z.string().nullable(),
    virtualQueueBooking: z.string().nullable(),
    liveDarshanBooking: z.string().nullable(),
  }),
  legalContract: z.string().nullable(),
  status: z.number().int(),
  logoUrl: z.string(),
  bannerUrl: z.string(),
  updatedAt: z.string(),
});
export type TempleProfile = z.infer<typeof TempleProfileSchema>;

/** spec service-charge-details: the charges, and what they add to an example order. */
export const ServiceChargeDetailsSchema = z.object({
  templeId: z.number().int(),
  charges: TempleChargesSchema,
  sgstPercent: z.number(),
  cgstPercent: z.number(),
  /** What a devotee pays on an order of exampleAmount (one line, no postage, no dakshina). */
  example: z.object({
    amount: z.number().int(),
    serviceCharge: z.number().int(),
    gstCharge: z.number().int(),
    splitServiceCharge: z.number().int(),
    totalAmount: z.number().int(),
  }),
});
export type ServiceChargeDetails = z.infer<typeof ServiceChargeDetailsSchema>;
