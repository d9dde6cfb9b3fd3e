import { SEARCH_LIMIT, type SearchResult } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { searchSevas } from '../sevas/index.ts';
import { findTemples } from '../temples/index.ts';

/**
 * spec search and get-all-seva-search: temples and sevas whose names (English or Malayalam) match,
 * SEARCH_LIMIT of each. The screens debounce typing by 250 ms (spec §9).
 */
export async function searchCatalogue(db: Executor, text: string): Promise<SearchResult> {
  const [temples, sevas] = await Promise.all([
    findTemples(db, { search: text, offset: 0, limit: SEARCH_LIMIT }),
    searchSevas(db, text, SEARCH_LIMIT),
  ]);
  return { temples: temples.items, sevas };
}
