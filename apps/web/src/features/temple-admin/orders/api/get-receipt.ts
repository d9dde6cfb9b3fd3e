import type { Receipt } from '@nivedya/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/v1/receipts/:token: the order's receipt, for the staff to print. */
export function useOrderReceipt(token: string | undefined) {
  return useQuery({
    queryKey: ['receipts', token],
    queryFn: token
      ? ({ signal }): Promise<Receipt> =>
          apiClient.get('/api/v1/receipts/{token}', { params: { path: { token } }, signal })
      : skipToken,
  });
}
