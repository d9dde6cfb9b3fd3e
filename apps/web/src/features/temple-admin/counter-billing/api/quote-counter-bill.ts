import type { CounterBillQuote, CounterBillQuoteInput } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { counterKey } from './counter-bill-keys.ts';

/** POST T/counter-bills/quote: the server's price and problems of each line; writes nothing. */
export function quoteCounterBill(
  templeId: number,
  input: CounterBillQuoteInput,
  signal?: AbortSignal,
): Promise<CounterBillQuote> {
  return apiClient.post('/api/v1/temples/{templeId}/counter-bills/quote', {
    params: { path: { templeId } },
    body: input,
    signal,
  });
}

export function counterQuoteQueryOptions(templeId: number, input: CounterBillQuoteInput) {
  return queryOptions({
    queryKey: [...counterKey(templeId), 'quote', input],
    queryFn: ({ signal }) => quoteCounterBill(templeId, input, signal),
    // The last totals stay on screen while the next are asked for.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The quote of the bill being made; none before its first line. */
export function useCounterQuote(templeId: number, input: CounterBillQuoteInput | null) {
  return useQuery({
    ...counterQuoteQueryOptions(templeId, input ?? { lines: [], dakshina: 0 }),
    enabled: input !== null && input.lines.length > 0,
  });
}
