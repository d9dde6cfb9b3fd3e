import type { TempleList } from '@nivedya/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * The signed-in devotee's favourite temples (spec Temple.IsFavouriteTemple): listed on the home page
 * and the devotee profile, toggled on a temple's page. Shared by those features, so it lives here.
 */
export const FAVOURITES_KEY = ['me', 'favourite-temples'] as const;

export function findFavouriteTemples(signal?: AbortSignal): Promise<TempleList> {
  return apiClient.get('/api/v1/me/favourite-temples', { signal });
}

export function favouriteTemplesQueryOptions() {
  return queryOptions({ queryKey: FAVOURITES_KEY, queryFn: ({ signal }) => findFavouriteTemples(signal) });
}

export function useFavouriteTemples(isSignedIn: boolean) {
  return useQuery({ ...favouriteTemplesQueryOptions(), enabled: isSignedIn });
}

export function setFavouriteTemple({ templeId, isFavourite }: { templeId: number; isFavourite: boolean }) {
  return isFavourite
    ? apiClient.put('/api/v1/me/favourite-temples/{templeId}', { params: { path: { templeId } } })
    : apiClient.delete('/api/v1/me/favourite-temples/{templeId}', { params: { path: { templeId } } });
}

export function useSetFavouriteTemple() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavouriteTemple,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
