import type { SmsMessagePage, SmsOutboxQuery } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** spec sms-report: the SMS outbox, newest first (admins). */
export function findSmsMessages(query: SmsOutboxQuery, signal?: AbortSignal): Promise<SmsMessagePage> {
  return apiClient.get('/api/v1/admin/sms-outbox', { params: { query }, signal });
}

export function smsMessagesQueryOptions(query: SmsOutboxQuery) {
  return queryOptions({
    queryKey: ['sms-outbox', query],
    queryFn: ({ signal }) => findSmsMessages(query, signal),
  });
}

export function useSmsMessages(query: SmsOutboxQuery) {
  return useQuery({ ...smsMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
