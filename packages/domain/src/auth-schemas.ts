import { z } from 'zod';
import { OTP_LENGTH } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { pageOf } from './pagination.ts';
import { USER_TYPES } from './roles.ts';

/** Indian mobile numbers, ten digits starting 6–9; a +91 or 0 prefix and spaces are tolerated. */
export const MobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'));

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254));

export const PasswordSchema = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(128, 'Password must have at most 128 characters');

export const OtpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit OTP`);

export const UserNameSchema = z.string().trim().min(1, 'Enter your name').max(100);

export const OtpPurposeSchema = z.enum([
  'signup',
  'login',
  'reset-password',
  'delete-account',
  'delete-temple',
]);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

export const RequestOtpInputSchema = z.strictObject({
  mobile: MobileSchema,
  /** Omitted: login for a registered mobile, sign-up for a new one. */
  purpose: z.enum(['signup', 'login']).optional(),
  /** The language of the screen asking: the SMS is written in it until the account has its own. */
  language: z.enum(LANGUAGES).optional(),
});
export type RequestOtpInput = z.infer<typeof RequestOtpInputSchema>;

export const OtpSentSchema = z.object({
  purpose: OtpPurposeSchema,
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** Verifies a sign-up or login OTP; for a new mobile it creates the devotee account. */
export const VerifyOtpInputSchema = z.strictObject({
  mobile: MobileSchema,
  otp: OtpSchema,
  userName: UserNameSchema.optional(),
  email: EmailSchema.optional(),
  password: PasswordSchema.optional(),
  /** A new account's language: the one the app shows. */
  language: z.enum(LANGUAGES).optional(),
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpInputSchema>;

export const LoginInputSchema = z.strictObject({
  identifier: z.string().trim().min(1, 'Enter your email or mobile number').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const ForgotPasswordInputSchema = z.strictObject({
  identifier: z.string().trim().min(1, 'Enter your email or mobile number').max(254),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/**
 * The answer to a forgotten-password request, the same whether or not an account has the identifier
 * (hardening: the answer must not tell which accounts exist), so it names no mobile number.
 */
export const PasswordResetRequestedSchema = z.object({
  purpose: z.literal('reset-password'),
  expiresInSeconds: z.number().int(),
});
export type PasswordResetRequested = z.infer<typeof PasswordResetRequestedSchema>;

export const ResetPasswordInputSchema = z.strictObject({
  identifier: z.string().trim().min(1, 'Enter your email or mobile number').max(254),
  otp: OtpSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const ChangePasswordInputSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const DeleteAccountInputSchema = z.strictObject({ otp: OtpSchema });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

export const UpdateProfileInputSchema = z.strictObject({
  userName: UserNameSchema.optional(),
  email: EmailSchema.nullable().optional(),
  whatsapp: MobileSchema.nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
  language: z.enum(LANGUAGES, `Choose one of ${LANGUAGES.join(', ')}`).optional(),
  templeMessagesBySms: z.boolean().optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** users.status: deleted accounts are anonymised and kept so orders keep their history. */
export const UserStatus = {
  Disabled: 0,
  Active: 1,
  Deleted: 2,
} as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];

export const UserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.string().nullable(),
  userType: z.number().int(),
  templeId: z.number().int().nullable(),
  /** The IANA zone of the user's temple, whose clock their screens show; null without a temple. */
  templeTimeZone: z.string().nullable(),
  /** The language chosen in the app; the server writes this user's messages in it. */
  language: z.enum(LANGUAGES),
  /** Whether temples' own messages also come by SMS; booking messages always do. */
  templeMessagesBySms: z.boolean(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** What a successful login or OTP verification answers (the session itself travels in an httpOnly cookie). */
export const AuthResultSchema = z.object({ user: UserSchema });
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const UserPageSchema = pageOf(UserSchema);
export type UserPage = z.infer<typeof UserPageSchema>;

export const UserListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  userType: z.coerce
    .number()
    .int()
    .refine((value) => (USER_TYPES as readonly number[]).includes(value), 'Unknown user type')
    .optional(),
  /** 1 active, 0 blocked. */
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
