import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { pageOf } from './pagination.ts';

/** One message handed to the SMS adapter, as the SMS report (spec §2 sms-report) lists it. */
export const SmsMessageSchema = z.object({
  id: z.number().int(),
  toMobile: z.string(),
  body: z.string(),
  /** What the message was for: otp:signup, otp:login, otp:reset-password, otp:delete-account, … */
  purpose: z.string(),
  templeId: z.number().int().nullable(),
  adapter: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;

export const SmsOutboxQuerySchema = z.strictObject({
  /** Digits of the recipient's mobile number; matches anywhere in it. */
  mobile: z
    .string()
    .trim()
    .regex(/^\+?\d{1,13}$/, 'Enter digits of a mobile number')
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type SmsOutboxQuery = z.infer<typeof SmsOutboxQuerySchema>;

export const SmsMessagePageSchema = pageOf(SmsMessageSchema);
export type SmsMessagePage = z.infer<typeof SmsMessagePageSchema>;
