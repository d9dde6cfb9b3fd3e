import type { GalleryList } from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A temple's gallery (temple-gallery). */
export function findTempleGallery(templeId: number, signal?: AbortSignal): Promise<GalleryList> {
  return apiClient.get('/api/v1/temples/{templeId}/gallery', { params: { path: { templeId } }, signal });
}

export function templeGalleryQueryOptions(templeId: number) {
  return queryOptions({
    queryKey: ['temples', templeId, 'gallery'],
    queryFn: ({ signal }) => findTempleGallery(templeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTempleGallery(templeId: number) {
  return useQuery(templeGalleryQueryOptions(templeId));
}
