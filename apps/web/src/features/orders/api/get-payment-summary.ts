import type { PaymentSummary } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Where a payment stands and the orders it covers (payment-success/:id, payment-failed/:id). */
export function getPaymentSummary(paymentId: number, signal?: AbortSignal): Promise<PaymentSummary> {
  return apiClient.get('/api/v1/payments/{paymentId}', { params: { path: { paymentId } }, signal });
}

export function paymentSummaryQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: ['me', 'payments', paymentId],
    queryFn: ({ signal }) => getPaymentSummary(paymentId, signal),
    staleTime: 0,
  });
}

/** While the gateway's word is still on its way (status created), asks again every 2 seconds. */
export function usePaymentSummary(paymentId: number | null, isSignedIn: boolean) {
  return useQuery({
    ...paymentSummaryQueryOptions(paymentId ?? 0),
    enabled: paymentId !== null && isSignedIn,
    refetchInterval: (query) =>
      query.state.data?.status === 'created' && query.state.data.gateway !== 'bank-transfer' ? 2000 : false,
  });
}

export type PaymentOutcomeKind = 'success' | 'pending' | 'failed';

/** What the payment's status means for the devotee. A bank transfer is booked once it is created. */
export function outcomeOf(summary: Pick<PaymentSummary, 'status' | 'gateway'>): PaymentOutcomeKind {
  if (summary.status === 'captured' || summary.status === 'authorized') return 'success';
  if (summary.status === 'created') return summary.gateway === 'bank-transfer' ? 'success' : 'pending';
  return 'failed';
}
