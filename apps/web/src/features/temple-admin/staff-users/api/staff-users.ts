import type { CreateStaffUserInput, StaffUser, StaffUserList, UpdateStaffUserInput } from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const usersKey = (templeId: number) => ['temple-admin', templeId, 'users'] as const;

/** GET T/users (temple-user-list; the temple administrator only). */
export function useStaffUsers(templeId: number, query: { search?: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...usersKey(templeId), 'list', query],
    queryFn: ({ signal }) => apiClient.get<StaffUserList>(templePath(templeId, 'users'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/users/:userId (temple-user). */
export function useStaffUser(templeId: number, userId: number | null) {
  return useQuery({
    queryKey: [...usersKey(templeId), userId],
    queryFn: ({ signal }) => apiClient.get<StaffUser>(templePath(templeId, `users/${userId}`), { signal }),
    enabled: userId !== null,
  });
}

export type SaveStaffUserVariables =
  | { userId: null; input: CreateStaffUserInput }
  | { userId: number; input: UpdateStaffUserInput };

/** POST T/users or PATCH T/users/:userId. */
export function useSaveStaffUser(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: SaveStaffUserVariables) =>
      userId === null
        ? apiClient.post<StaffUser>(templePath(templeId, 'users'), input)
        : apiClient.patch<StaffUser>(templePath(templeId, `users/${userId}`), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(templeId) }),
  });
}
