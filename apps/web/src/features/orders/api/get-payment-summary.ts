import type { PaymentSummary } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { forgetPendingCheckout, settlePaidCheckout } from '../../../lib/cart-store.ts';

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

/**
 * The cart's side of a payment's outcome, wherever the app learns it: the paid lines leave the cart
 * (answers how many did); after a failure the cart stays for another try.
 */
export function useCartAfterPayment(paymentId: number | null, outcome: PaymentOutcomeKind | null): number {
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (paymentId === null) return;
    if (outcome === 'success') setRemoved(settlePaidCheckout(paymentId));
    if (outcome === 'failed') forgetPendingCheckout(paymentId);
  }, [outcome, paymentId]);
  return removed;
}
