import type { CartEvaluation, CartInput } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The server's view of the cart (POST /api/v1/cart/evaluate): every line re-priced and checked, one
 * order per temple with its totals. Read-only, so it is a query keyed by the cart itself: any change
 * to the cart asks again.
 */
export function evaluateCart(cart: CartInput, signal?: AbortSignal): Promise<CartEvaluation> {
  return apiClient.post('/api/v1/cart/evaluate', { body: cart, signal });
}

export function cartEvaluationQueryOptions(cart: CartInput) {
  return queryOptions({
    queryKey: ['cart-evaluation', cart],
    queryFn: ({ signal }) => evaluateCart(cart, signal),
    staleTime: 0,
  });
}

/** The cart's route asks as the page's code loads (app/routes.tsx); an answer that fresh is not asked again. */
const JUST_ASKED_MS = 5_000;

export function useCartEvaluation(cart: CartInput | null) {
  return useQuery({
    ...cartEvaluationQueryOptions(cart ?? { lines: [] }),
    enabled: cart !== null && cart.lines.length > 0,
    placeholderData: keepPreviousData,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS,
  });
}
