import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { pageOf } from './pagination.ts';

/** One e-mail handed to the e-mail adapter, as the e-mail outbox lists it. */
export const EmailMessageSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  /** What the message was for: otp:delete-temple, … */
  purpose: z.string(),
  templeId: z.number().int().nullable(),
  /** outbox (kept here, no mail server) or smtp. */
  adapter: z.string(),
  /** sent, or failed with the mail server's answer in error. */
  status: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

export const EmailOutboxQuerySchema = z.strictObject({
  /** Part of the recipient's address, any case. */
  to: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type EmailOutboxQuery = z.infer<typeof EmailOutboxQuerySchema>;

export const EmailMessagePageSchema = pageOf(EmailMessageSchema);
export type EmailMessagePage = z.infer<typeof EmailMessagePageSchema>;
