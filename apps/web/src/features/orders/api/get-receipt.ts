import type { Receipt } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The public receipt by its unguessable token (spec GET /SevaReceipt; no login). */
export function getReceipt(token: string, signal?: AbortSignal): Promise<Receipt> {
  return apiClient.get('/api/v1/receipts/{token}', {
    params: { path: { token } },
    signal,
  });
}

export function receiptQueryOptions(token: string) {
  return queryOptions({ queryKey: ['receipts', token], queryFn: ({ signal }) => getReceipt(token, signal) });
}

export function useReceipt(token: string | undefined) {
  return useQuery({ ...receiptQueryOptions(token ?? ''), enabled: Boolean(token) });
}
