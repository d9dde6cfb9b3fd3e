import type { CounterBillQuote, CounterBillQuoteInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { loadBookingFacts } from '../sevas/index.ts';
import { seriesStarDays } from '../star-series/index.ts';
import { counterFactsScope, evaluateCounterBill } from './evaluate-counter-bill.ts';

/**
 * The billing screen's running totals: the server's price of each line and of the bill, and what is
 * wrong with each line (date rules, blocked, full), before anything is written. Read only.
 */
export async function quoteCounterBill(
  deps: Pick<AppDeps, 'db' | 'now' | 'starCalendars'>,
  templeId: number,
  input: CounterBillQuoteInput,
): Promise<CounterBillQuote> {
  const facts = await loadBookingFacts(deps.db, counterFactsScope(input));
  const starDays = await seriesStarDays(deps, facts, input);
  return evaluateCounterBill(facts, templeId, input, deps.now(), starDays).quote;
}
