import type { CreateEnquiryInput, EnquiryCreated } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { insertEnquiry } from './enquiry-repository.ts';

/** contact-us: stores the message for the enquiry report; a logged-in sender is linked to it. */
export async function createEnquiry(
  db: Executor,
  input: CreateEnquiryInput,
  sender: { userId: number | null; now: Date },
): Promise<EnquiryCreated> {
  return insertEnquiry(db, {
    userId: sender.userId,
    name: input.name,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    subject: input.subject,
    message: input.message,
    now: sender.now,
  });
}
