import type { CreateSevaGroupInput, StaffSevaGroup, UpdateSevaGroupInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const groupsKey = (templeId: number) => ['temple-admin', templeId, 'seva-groups'] as const;

/** GET T/seva-groups/:groupId (seva-group-details). */
export function useStaffSevaGroup(templeId: number, groupId: number | null) {
  return useQuery({
    queryKey: [...groupsKey(templeId), groupId],
    queryFn: ({ signal }) =>
      apiClient.get<StaffSevaGroup>(templePath(templeId, `seva-groups/${groupId}`), { signal }),
    enabled: groupId !== null,
  });
}

export interface SaveSevaGroupVariables {
  groupId: number | null;
  input: CreateSevaGroupInput | UpdateSevaGroupInput;
}

/** POST T/seva-groups or PATCH T/seva-groups/:groupId. */
export function useSaveSevaGroup(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: SaveSevaGroupVariables) =>
      groupId === null
        ? apiClient.post<StaffSevaGroup>(templePath(templeId, 'seva-groups'), input)
        : apiClient.patch<StaffSevaGroup>(templePath(templeId, `seva-groups/${groupId}`), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKey(templeId) }),
  });
}

/** DELETE T/seva-groups/:groupId. */
export function useDeleteSevaGroup(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => apiClient.delete<void>(templePath(templeId, `seva-groups/${groupId}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey(templeId) }),
  });
}
