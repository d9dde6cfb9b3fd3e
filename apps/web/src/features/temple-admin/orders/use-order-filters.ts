import { PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { NO_ORDER_FILTERS, type OrderFilterValues } from './components/order-filters.tsx';

/**
 * A filtered, paged staff list of orders or lines: the filters (the search debounced) and the page
 * offset, which goes back to the first page whenever a filter changes.
 */
export function useOrderFilters(initial: Partial<OrderFilterValues> = {}) {
  const [values, setValues] = useState<OrderFilterValues>({ ...NO_ORDER_FILTERS, ...initial });
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(values.search.trim());
  const filters = {
    ...(search ? { q: search } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  const key = JSON.stringify([filters, values.status, values.paymentMode, values.type]);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOffset(0);
  }
  return { values, setValues, offset, setOffset, filters, limit: PAGE_SIZE_DEFAULT };
}
