import { isIsoDate } from '@nivedya/domain';

/** The address parameters of the staff order lists' filters (docs/decisions.md, "Lists"). */
export const DATE_FILTERS = ['from', 'to'] as const;
export const ORDER_FILTERS = [...DATE_FILTERS, 'status', 'paymentMode', 'type'] as const;
export type OrderFilterName = (typeof ORDER_FILTERS)[number];

/**
 * The search and order dates of a list's query as the order and approval lists take them: the search
 * is `q` there, and a date the address got wrong is left out rather than refused by the server.
 */
export function orderSearchQuery(query: { search?: string; from?: string; to?: string }): {
  q?: string;
  from?: string;
  to?: string;
} {
  return {
    ...(query.search ? { q: query.search } : {}),
    ...(query.from && isIsoDate(query.from) ? { from: query.from } : {}),
    ...(query.to && isIsoDate(query.to) ? { to: query.to } : {}),
  };
}
