import { PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH = 'search';
const OFFSET = 'offset';

function offsetOf(text: string | null): number {
  const offset = Number(text);
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

/**
 * The state of a searchable, filtered, paged list (docs/decisions.md, "Lists"), kept in the address so
 * back and forward, a reload and a shared link all show the same page. The search box waits for typing
 * to pause (spec §9); any change of search or filter goes back to the first page.
 *
 * `filterNames` are the address parameters the page filters by; their values are the strings the
 * filter controls hold ('' = no filter), and `query` carries only those that are set.
 */
export function useListState<Filter extends string = never>(
  filterNames: readonly Filter[] = [],
  limit: number = PAGE_SIZE_DEFAULT,
) {
  const [params, setParams] = useSearchParams();
  const addressSearch = params.get(SEARCH) ?? '';
  const [searchText, setSearchText] = useState(addressSearch);
  const debouncedSearch = useDebouncedValue(searchText.trim());
  const writtenSearch = useRef(addressSearch);
  // The effect below writes through the newest setter: an older one would build on an older address.
  const setParamsNow = useRef(setParams);
  useLayoutEffect(() => {
    setParamsNow.current = setParams;
  });
  // A devotee who typed and at once opened a result: the pause's address write would otherwise cancel
  // the navigation still loading the next screen and bring them back to the list. (The data router's
  // state, read without useNavigation, which throws under the tests' plain MemoryRouter.)
  const isNavigating = useContext(UNSAFE_DataRouterStateContext)?.navigation.state === 'loading';
  const isNavigatingNow = useRef(isNavigating);
  isNavigatingNow.current = isNavigating;

  // A link or back/forward that changes the search while the list stays open: the box follows the
  // address, and what the box held is not written back over it.
  const [seenAddressSearch, setSeenAddressSearch] = useState(addressSearch);
  if (addressSearch !== seenAddressSearch) {
    setSeenAddressSearch(addressSearch);
    if (addressSearch !== debouncedSearch) setSearchText(addressSearch);
  }

  useEffect(() => {
    // Only the box's own pause writes the address: an address change alone must not.
    if (debouncedSearch === writtenSearch.current || isNavigatingNow.current) return;
    writtenSearch.current = debouncedSearch;
    setParamsNow.current(
      (current) => {
        if (debouncedSearch === (current.get(SEARCH) ?? '')) return current;
        const next = new URLSearchParams(current);
        if (debouncedSearch) next.set(SEARCH, debouncedSearch);
        else next.delete(SEARCH);
        next.delete(OFFSET);
        return next;
      },
      // Typing is not a place to go back to.
      { replace: true },
    );
  }, [debouncedSearch]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;
  const search = params.get(SEARCH) ?? '';
  const offset = offsetOf(params.get(OFFSET));
  const setFilters = (changes: Partial<Record<Filter, string | null>>) =>
    update({ ...(changes as Record<string, string | null>), [OFFSET]: null });

  const setFilteredValues = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ) as Partial<Record<Filter, string>>;

  return {
    /** What the search box shows (before the pause). */
    searchText,
    setSearchText,
    filters,
    /** Sets or clears (null or '') filters and goes back to the first page. */
    setFilters,
    offset,
    limit,
    setOffset: (next: number) => update({ [OFFSET]: next > 0 ? String(next) : null }),
    /** The list request's query: search, offset, limit and the filters that are set. */
    query: { ...(search ? { search } : {}), ...setFilteredValues, offset, limit },
  };
}

export type ListState = ReturnType<typeof useListState<string>>;
