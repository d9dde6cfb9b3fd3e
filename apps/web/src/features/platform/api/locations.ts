import type { AdminLocation, CreateLocationInput, Page, UpdateLocationInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['platform', 'locations'] as const;

/** GET /api/v1/admin/locations: listed and hidden. */
export function useAdminLocations() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }): Promise<Page<AdminLocation>> =>
      apiClient.get('/api/v1/admin/locations', { signal }),
  });
}

export type SaveLocationVariables =
  | { id: null; input: CreateLocationInput }
  | { id: number; input: UpdateLocationInput };

/** POST /api/v1/admin/locations or PATCH /api/v1/admin/locations/:id. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveLocationVariables): Promise<AdminLocation> =>
      variables.id === null
        ? apiClient.post('/api/v1/admin/locations', { body: variables.input })
        : apiClient.patch('/api/v1/admin/locations/{locationId}', {
            params: { path: { locationId: variables.id } },
            body: variables.input,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      // The devotees' and the temple form's lists read the listed ones.
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
    },
  });
}
