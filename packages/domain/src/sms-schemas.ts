import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { pageOf } from './pagination.ts';

/**
 * Where a message is: queued (waiting for the provider, or for its next try after a failure), sent
 * (the provider took it; the built-in outbox's messages are sent when stored), delivered or undelivered
 * (the provider's delivery report), failed (refused, or every try failed).
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** One message handed to the SMS adapter, as the SMS report (spec §2 sms-report) lists it. */
export const SmsMessageSchema = z.object({
  id: z.number().int(),
  toMobile: z.string(),
  body: z.string(),
  /** What the message was for: otp:signup, otp:login, otp:reset-password, otp:delete-account, … */
  purpose: z.string(),
  templeId: z.number().int().nullable(),
  /** outbox, msg91 or twilio. */
  adapter: z.string(),
  status: z.enum(SMS_STATUSES),
  /** Times the provider was tried (0 for the built-in outbox, which needs no try). */
  attempts: z.number().int(),
  /** The provider's words for the last failure, or why the message was not delivered. */
  error: z.string().nullable(),
  /** A queued message's next try. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The provider's id for the message (MSG91's request id, Twilio's message SID). */
  providerMessageId: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;

export const SmsOutboxQuerySchema = z.strictObject({
  /** Digits of the recipient's mobile number; matches anywhere in it. */
  mobile: z
    .string()
    .trim()
    .regex(/^\+?\d{1,13}$/, 'Enter digits of a mobile number')
    .optional(),
  status: z.enum(SMS_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type SmsOutboxQuery = z.infer<typeof SmsOutboxQuerySchema>;

export const SmsMessagePageSchema = pageOf(SmsMessageSchema);
export type SmsMessagePage = z.infer<typeof SmsMessagePageSchema>;
