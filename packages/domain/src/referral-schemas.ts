import { z } from 'zod';
import { MobileSchema } from './auth-schemas.ts';

/** spec devotee-temple-referring: a devotee suggests a temple to bring onto the platform. */
export const CreateReferralInputSchema = z.strictObject({
  templeName: z.string().trim().min(1, 'Enter the temple name').max(150),
  place: z.string().trim().min(1, 'Enter the place').max(150),
  contactPerson: z.string().trim().max(100).optional(),
  mobile: MobileSchema.optional(),
  remarks: z.string().trim().max(1000).optional(),
});
export type CreateReferralInput = z.infer<typeof CreateReferralInputSchema>;

export const ReferralSchema = z.object({
  id: z.number().int(),
  templeName: z.string(),
  place: z.string().nullable(),
  contactPerson: z.string().nullable(),
  mobile: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof ReferralSchema>;
