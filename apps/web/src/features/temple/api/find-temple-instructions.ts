import type { InstructionList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The instructions a temple shows devotees before they book (written on instruction-list). */
export function findTempleInstructions(templeId: number, signal?: AbortSignal): Promise<InstructionList> {
  return apiClient.get('/api/v1/temples/{templeId}/instructions', {
    params: { path: { templeId }, query: { limit: 50 } },
    signal,
  });
}

export function templeInstructionsQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', templeId, 'instructions'],
    queryFn: ({ signal }) => findTempleInstructions(templeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTempleInstructions(templeId: number) {
  return useQuery(templeInstructionsQueryOptions(templeId));
}
