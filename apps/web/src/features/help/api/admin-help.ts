import type {
  AdminHelpEntry,
  AdminHelpListQuery,
  CreateHelpEntryInput,
  Page,
  UpdateHelpEntryInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const ADMIN_HELP_KEY = ['help', 'admin'] as const;

/** GET /api/v1/admin/help: every entry, shown or hidden. */
export function useAdminHelpEntries(query: AdminHelpListQuery) {
  return useQuery({
    queryKey: [...ADMIN_HELP_KEY, 'list', query],
    queryFn: ({ signal }): Promise<Page<AdminHelpEntry>> =>
      apiClient.get('/api/v1/admin/help', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminHelpEntry(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_HELP_KEY, id ?? 0],
    queryFn: ({ signal }): Promise<AdminHelpEntry> =>
      apiClient.get('/api/v1/admin/help/{helpId}', { params: { path: { helpId: id ?? 0 } }, signal }),
    enabled: id !== null,
  });
}

export type SaveHelpVariables =
  | { id: null; input: CreateHelpEntryInput }
  | { id: number; input: UpdateHelpEntryInput };

/** POST /api/v1/admin/help (spec POST /Help) or PATCH /api/v1/admin/help/:id. */
export function useSaveHelpEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveHelpVariables): Promise<AdminHelpEntry> =>
      variables.id === null
        ? apiClient.post('/api/v1/admin/help', { body: variables.input })
        : apiClient.patch('/api/v1/admin/help/{helpId}', {
            params: { path: { helpId: variables.id } },
            body: variables.input,
          }),
    // The help modal and the public help list read the same entries.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['help'] }),
  });
}
