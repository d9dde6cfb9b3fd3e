import {
  type CreateSevaGroupInput,
  CreateSevaGroupInputSchema,
  type StaffSevaGroup,
  type UpdateSevaGroupInput,
} from '@nivedya/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const groupsKey = (templeId: number) => ['temple-admin', templeId, 'seva-groups'] as const;

/** GET T/seva-groups/:groupId (seva-group-details). */
export function useStaffSevaGroup(templeId: number, groupId: number | null) {
  return useQuery({
    queryKey: [...groupsKey(templeId), groupId],
    queryFn:
      groupId === null
        ? skipToken
        : ({ signal }): Promise<StaffSevaGroup> =>
            apiClient.get('/api/v1/temples/{templeId}/seva-groups/{groupId}', {
              params: { path: { templeId, groupId } },
              signal,
            }),
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
    mutationFn: ({ groupId, input }: SaveSevaGroupVariables): Promise<StaffSevaGroup> =>
      groupId === null
        ? apiClient.post('/api/v1/temples/{templeId}/seva-groups', {
            params: { path: { templeId } },
            // The screen validated it with the create schema; parsing again gives it that type.
            body: CreateSevaGroupInputSchema.parse(input),
          })
        : apiClient.patch('/api/v1/temples/{templeId}/seva-groups/{groupId}', {
            params: { path: { templeId, groupId } },
            body: input,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKey(templeId) }),
  });
}

/** DELETE T/seva-groups/:groupId. */
export function useDeleteSevaGroup(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/seva-groups/{groupId}', {
        params: { path: { templeId, groupId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey(templeId) }),
  });
}
