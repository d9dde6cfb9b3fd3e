import { z } from 'zod';
import { EmailSchema, MobileSchema, UserNameSchema } from './auth-schemas.ts';

export const ENQUIRY_NEEDS_CONTACT = 'Give an email address or a mobile number so that we can reply';

/** Contact-us enquiry (spec §2 contact-us; read by staff in enquiry-report). */
export const CreateEnquiryInputSchema = z
  .strictObject({
    name: UserNameSchema,
    email: EmailSchema.optional(),
    mobile: MobileSchema.optional(),
    subject: z.string().trim().min(1, 'Enter a subject').max(200),
    message: z.string().trim().min(1, 'Enter your message').max(2000),
    /** Written to one temple (from its contact page); without, to the platform's administrators. */
    templeId: z.number().int().positive().optional(),
  })
  .refine((input) => input.email !== undefined || input.mobile !== undefined, {
    message: ENQUIRY_NEEDS_CONTACT,
    path: ['email'],
  });
export type CreateEnquiryInput = z.infer<typeof CreateEnquiryInputSchema>;

/** An enquiry is open until someone replies to it or closes it without a reply. */
export const ENQUIRY_STATUSES = ['open', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * A reply goes by SMS: one message carries 160 characters, and a reply may take two joined messages
 * (306, as each part then gives 7 characters to the joining header). Malayalam letters are not in the
 * SMS alphabet, so there a part holds 70 and two hold 134.
 */
export const SMS_PART_LENGTH = 160;
export const ENQUIRY_REPLY_MAX = 306;
export const SMS_UNICODE_PART_LENGTH = 70;
export const SMS_UNICODE_TWO_PARTS = 134;

/** How many SMS parts a reply takes, and how many characters those parts can carry in all. */
export function smsParts(text: string): { parts: number; limit: number; isUnicode: boolean } {
  // The GSM 7-bit alphabet covers printable ASCII and line breaks; anything beyond goes as UCS-2.
  const isUnicode = /[^\n\r\x20-\x7e]/.test(text);
  const one = isUnicode ? SMS_UNICODE_PART_LENGTH : SMS_PART_LENGTH;
  const two = isUnicode ? SMS_UNICODE_TWO_PARTS : ENQUIRY_REPLY_MAX;
  return { parts: text.length <= one ? 1 : 2, limit: two, isUnicode };
}

/** A reply is at most two SMS parts, whichever alphabet it is written in. */
export const EnquiryReplyInputSchema = z
  .strictObject({
    message: z.string().trim().min(1, 'Write the reply').max(ENQUIRY_REPLY_MAX, 'At most 306 characters'),
  })
  .superRefine((input, context) => {
    const { limit } = smsParts(input.message);
    if (input.message.length > limit) {
      context.addIssue({
        code: 'custom',
        path: ['message'],
        message: `A reply in Malayalam goes in at most ${limit} characters`,
      });
    }
  });
export type EnquiryReplyInput = z.infer<typeof EnquiryReplyInputSchema>;

/** The most replies one enquiry takes: more would be messaging a person, not answering them. */
export const ENQUIRY_REPLIES_MAX = 5;

export const EnquiryReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  toMobile: z.string(),
  sentAt: z.string(),
  sentByName: z.string().nullable(),
});
export type EnquiryReply = z.infer<typeof EnquiryReplySchema>;

/** enquiry-reply: the whole enquiry, with what was answered so far. */
export const EnquiryDetailSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int().nullable(),
  templeName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  receivedAt: z.string(),
  /** When it was last answered or closed, and by whom. */
  answeredAt: z.string().nullable(),
  answeredByName: z.string().nullable(),
  replies: z.array(EnquiryReplySchema),
});
export type EnquiryDetail = z.infer<typeof EnquiryDetailSchema>;

export const EnquiryIdParamsSchema = z.object({ enquiryId: z.coerce.number().int().positive() });
