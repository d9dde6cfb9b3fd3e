import type { CreateEnquiryInput, EnquiryCreated } from '@nivedya/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** spec contact-us: stores an enquiry for the office to answer (enquiry-report). */
export function createEnquiry(input: CreateEnquiryInput): Promise<EnquiryCreated> {
  return apiClient.post('/api/v1/enquiries', { body: input });
}

export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry });
}
