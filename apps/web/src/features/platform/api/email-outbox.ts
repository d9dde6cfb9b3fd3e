import type { EmailMessagePage, EmailOutboxQuery } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/admin/email-outbox: every e-mail the platform sent or tried to send, newest first. */
export function useEmailMessages(query: EmailOutboxQuery) {
  return useQuery({
    queryKey: ['platform', 'email-outbox', query],
    queryFn: ({ signal }): Promise<EmailMessagePage> =>
      apiClient.get('/api/v1/admin/email-outbox', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
