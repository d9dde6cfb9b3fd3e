import { type CreateEnquiryInput, DomainError, type EnquiryCreated } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { insertEnquiry, templeTakesEnquiries } from './enquiry-repository.ts';

/**
 * contact-us: stores the message for the enquiry report, the temple's when written to one, the
 * platform's otherwise; a logged-in sender is linked to it.
 */
export async function createEnquiry(
  db: Executor,
  input: CreateEnquiryInput,
  sender: { userId: number | null; now: Date },
): Promise<EnquiryCreated> {
  if (input.templeId !== undefined && !(await templeTakesEnquiries(db, input.templeId))) {
    const message = 'There is no such temple to write to';
    throw new DomainError('VALIDATION_FAILED', `templeId: ${message}`, {
      errors: [{ field: 'templeId', message }],
    });
  }
  return insertEnquiry(db, {
    templeId: input.templeId ?? null,
    userId: sender.userId,
    name: input.name,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    subject: input.subject,
    message: input.message,
    now: sender.now,
  });
}
