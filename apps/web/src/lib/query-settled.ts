import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Whether nothing on its way will still change what the query shows: it has answered or failed, is
 * switched off, or waits for a connection (a paused query stays pending while the phone is offline).
 */
export function hasSettled(query: Pick<UseQueryResult, 'isPending' | 'fetchStatus'>): boolean {
  return !query.isPending || query.fetchStatus !== 'fetching';
}
