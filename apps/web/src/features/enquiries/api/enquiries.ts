import type { EnquiryDetail, EnquiryReplyInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Whose desk the enquiry is answered from: a temple user's temple (its routes check the temple and the
 * right), or the administrators' (the platform's enquiries, and any temple's).
 */
export type EnquiryDesk = { templeId: number } | 'platform';

const enquiryKey = (enquiryId: number) => ['enquiries', enquiryId] as const;

function fetchEnquiry(desk: EnquiryDesk, enquiryId: number, signal: AbortSignal): Promise<EnquiryDetail> {
  return desk === 'platform'
    ? apiClient.get('/api/v1/admin/enquiries/{enquiryId}', { params: { path: { enquiryId } }, signal })
    : apiClient.get('/api/v1/temples/{templeId}/enquiries/{enquiryId}', {
        params: { path: { templeId: desk.templeId, enquiryId } },
        signal,
      });
}

/** GET the enquiry with its earlier replies (spec enquiry-reply). */
export function useEnquiry(desk: EnquiryDesk, enquiryId: number) {
  return useQuery({
    queryKey: enquiryKey(enquiryId),
    queryFn: ({ signal }) => fetchEnquiry(desk, enquiryId, signal),
  });
}

function sendReply(desk: EnquiryDesk, enquiryId: number, input: EnquiryReplyInput): Promise<EnquiryDetail> {
  return desk === 'platform'
    ? apiClient.post('/api/v1/admin/enquiries/{enquiryId}/replies', {
        params: { path: { enquiryId } },
        body: input,
      })
    : apiClient.post('/api/v1/temples/{templeId}/enquiries/{enquiryId}/replies', {
        params: { path: { templeId: desk.templeId, enquiryId } },
        body: input,
      });
}

function close(desk: EnquiryDesk, enquiryId: number): Promise<EnquiryDetail> {
  return desk === 'platform'
    ? apiClient.post('/api/v1/admin/enquiries/{enquiryId}/close', { params: { path: { enquiryId } } })
    : apiClient.post('/api/v1/temples/{templeId}/enquiries/{enquiryId}/close', {
        params: { path: { templeId: desk.templeId, enquiryId } },
      });
}

/** The answered enquiry replaces the one shown, and the enquiry report reads afresh. */
function useEnquiryChange<Input>(enquiryId: number, change: (input: Input) => Promise<EnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKey(enquiryId), enquiry);
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}

/** POST …/replies: "Send reply by SMS". */
export function useReplyToEnquiry(desk: EnquiryDesk, enquiryId: number) {
  return useEnquiryChange(enquiryId, (input: EnquiryReplyInput) => sendReply(desk, enquiryId, input));
}

/** POST …/close: "Close without reply". */
export function useCloseEnquiry(desk: EnquiryDesk, enquiryId: number) {
  return useEnquiryChange(enquiryId, () => close(desk, enquiryId));
}
