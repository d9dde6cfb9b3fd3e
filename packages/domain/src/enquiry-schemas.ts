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
  })
  .refine((input) => input.email !== undefined || input.mobile !== undefined, {
    message: ENQUIRY_NEEDS_CONTACT,
    path: ['email'],
  });
export type CreateEnquiryInput = z.infer<typeof CreateEnquiryInputSchema>;
