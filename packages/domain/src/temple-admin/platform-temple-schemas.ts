import { z } from 'zod';
import { EmailSchema, MobileSchema, UserNameSchema } from '../auth-schemas.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { TempleFeaturesSchema } from '../temple-schemas.ts';
import { NameInputSchema } from './admin-fields.ts';
import { TempleProfileSchema, templeAdminOnlyFields, templeProfileFields } from './temple-profile-schemas.ts';
import { TempleStatusInputSchema } from './temple-status.ts';

/**
 * The platform administrators' side of temples (issue #15, spec temple-list, temple, POST /Temple,
 * POST /TempleInsert, the two-step temple deletion of §4).
 */

/** Gateways that pay a temple's money out to its bank account (null: the platform's; 'none': bank transfer). */
export const ONLINE_GATEWAYS = ['demo', 'razorpay'] as const;

export const BANK_FIELDS = ['bankName', 'bankIfsc', 'bankAccountNumber', 'bankAccountName'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export const BANK_FIELDS_REQUIRED_MESSAGE = 'Required when the temple is paid through a payment gateway';

/** The bank details a temple still lacks for its gateway to pay it; none when no gateway is named. */
export function missingBankFields(temple: {
  paymentGatewayId: string | null;
  bankName: string | null;
  bankIfsc: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
}): BankField[] {
  if (!(ONLINE_GATEWAYS as readonly (string | null)[]).includes(temple.paymentGatewayId)) return [];
  return BANK_FIELDS.filter((field) => !temple[field]);
}

export const AdminTempleListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  state: z.string().trim().max(60).optional(),
  locationId: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().pipe(TempleStatusInputSchema).optional(),
});
export type AdminTempleListQuery = z.infer<typeof AdminTempleListQuerySchema>;

export const TempleAdminAccountSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type TempleAdminAccount = z.infer<typeof TempleAdminAccountSchema>;

export const AdminTempleListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  shortCode: z.string().nullable(),
  name: z.string(),
  place: z.string().nullable(),
  state: z.string(),
  locationName: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.number().int(),
  features: TempleFeaturesSchema,
  paymentGatewayId: z.string().nullable(),
  admin: TempleAdminAccountSchema.nullable(),
  logoUrl: z.string(),
});
export type AdminTempleListItem = z.infer<typeof AdminTempleListItemSchema>;
export const AdminTempleListSchema = pageOf(AdminTempleListItemSchema);
export type AdminTempleList = z.infer<typeof AdminTempleListSchema>;

/** The temple as an administrator edits it: its profile and its administrator's account. */
export const AdminTempleSchema = TempleProfileSchema.extend({ admin: TempleAdminAccountSchema.nullable() });
export type AdminTemple = z.infer<typeof AdminTempleSchema>;

/** The temple's administrator (user type 2) named at registration: a new account, or the mobile's own. */
export const TempleAdminInputSchema = z.strictObject({
  userName: UserNameSchema,
  // A copy of its own: the OpenAPI document writes a schema used twice in one body as a reference.
  mobile: MobileSchema.describe("The administrator's mobile: the sign-in SMS goes to it"),
  email: z
    .union([z.literal(''), EmailSchema.describe("The administrator's email, for logging in with it")])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type TempleAdminInput = z.infer<typeof TempleAdminInputSchema>;

/**
 * POST /api/v1/admin/temples (spec POST /Temple): every field of the temple form, the name, code,
 * temple mobile and administrator required; new temples start in onboarding unless set otherwise.
 */
export const RegisterTempleInputSchema = z
  .strictObject({
    ...templeProfileFields,
    ...templeAdminOnlyFields,
    name: NameInputSchema,
    code: templeAdminOnlyFields.code.unwrap(),
    mobile: MobileSchema.describe("The temple's mobile: the deletion OTP goes to it"),
    status: TempleStatusInputSchema.optional(),
    admin: TempleAdminInputSchema,
  })
  .superRefine((input, context) => {
    const missing = missingBankFields({
      paymentGatewayId: input.paymentGatewayId ?? null,
      bankName: input.bankName ?? null,
      bankIfsc: input.bankIfsc ?? null,
      bankAccountNumber: input.bankAccountNumber ?? null,
      bankAccountName: input.bankAccountName ?? null,
    });
    for (const field of missing) {
      context.addIssue({ code: 'custom', path: [field], message: BANK_FIELDS_REQUIRED_MESSAGE });
    }
  });
export type RegisterTempleInput = z.infer<typeof RegisterTempleInputSchema>;

export const RegisteredTempleSchema = z.object({
  temple: AdminTempleSchema,
  /** Whether the administrator's account was opened now (false: the mobile's account was linked). */
  isNewAdminAccount: z.boolean(),
  /** Where the sign-in SMS went, masked. */
  smsSentTo: z.string(),
});
export type RegisteredTemple = z.infer<typeof RegisteredTempleSchema>;

/** The first step of deleting a temple: an OTP went to the temple's mobile, and to its e-mail where set. */
export const TempleDeletionStartedSchema = z.object({
  sentTo: z.string(),
  /** The temple's e-mail address the same OTP went to, masked; null: none set, or the mail server refused. */
  emailedTo: z.string().nullable(),
  expiresInSeconds: z.number().int(),
});
export type TempleDeletionStarted = z.infer<typeof TempleDeletionStartedSchema>;

export const VerifyTempleDeletionInputSchema = z.strictObject({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit OTP'),
});
export type VerifyTempleDeletionInput = z.infer<typeof VerifyTempleDeletionInputSchema>;

/** Why a temple was disabled instead of deleted. */
export const TEMPLE_DELETION_BLOCKERS = ['bookings-to-perform', 'money-not-settled'] as const;
export type TempleDeletionBlocker = (typeof TEMPLE_DELETION_BLOCKERS)[number];

export const TempleDeletionResultSchema = z.object({
  outcome: z.enum(['deleted', 'disabled']),
  /** Why it was only disabled, with what holds it: empty when deleted. */
  blockers: z.array(
    z.object({
      reason: z.enum(TEMPLE_DELETION_BLOCKERS),
      count: z.number().int(),
      amount: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type TempleDeletionResult = z.infer<typeof TempleDeletionResultSchema>;

const CountAndAmountSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * spec dash (administrators): the platform at a glance. Days are India's (the platform's) calendar
 * days; bookings are paid orders, collection what they took, across every temple.
 */
export const PlatformDashboardSchema = z.object({
  today: z.string(),
  monthStart: z.string(),
  temples: z.object({ active: z.number().int(), onboarding: z.number().int(), disabled: z.number().int() }),
  bookingsToday: CountAndAmountSchema,
  bookingsThisMonth: CountAndAmountSchema,
  /** Checkouts placed today that failed or whose hold ran out. */
  paymentsFailedToday: CountAndAmountSchema,
  /** Checkouts still holding their places, and bank transfers not verified: money not yet in. */
  paymentsPending: CountAndAmountSchema,
  refundsWaiting: CountAndAmountSchema,
  enquiriesUnanswered: z.number().int(),
});
export type PlatformDashboard = z.infer<typeof PlatformDashboardSchema>;
