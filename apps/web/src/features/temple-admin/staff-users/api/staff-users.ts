import type { CreateStaffUserInput, StaffUser, StaffUserList, UpdateStaffUserInput } from '@nivedya/domain';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const usersKey = (templeId: number) => ['temple-admin', templeId, 'users'] as const;

/** GET T/users (temple-user-list; the temple administrator only). */
export function useStaffUsers(templeId: number, query: { search?: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...usersKey(templeId), 'list', query],
    queryFn: ({ signal }): Promise<StaffUserList> =>
      apiClient.get('/api/v1/temples/{templeId}/users', { params: { path: { templeId }, query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/users/:userId (temple-user). */
export function useStaffUser(templeId: number, userId: number | null) {
  return useQuery({
    queryKey: [...usersKey(templeId), userId],
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }): Promise<StaffUser> =>
            apiClient.get('/api/v1/temples/{templeId}/users/{userId}', {
              params: { path: { templeId, userId } },
              signal,
            }),
  });
}

export type SaveStaffUserVariables =
  | { userId: null; input: CreateStaffUserInput }
  | { userId: number; input: UpdateStaffUserInput };

/** POST T/users or PATCH T/users/:userId. */
export function useSaveStaffUser(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: SaveStaffUserVariables): Promise<StaffUser> =>
      userId === null
        ? apiClient.post('/api/v1/temples/{templeId}/users', { params: { path: { templeId } }, body: input })
        : apiClient.patch('/api/v1/temples/{templeId}/users/{userId}', {
            params: { path: { templeId, userId } },
            body: input,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(templeId) }),
  });
}
