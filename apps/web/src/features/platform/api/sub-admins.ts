import type { PlatformAccessInput, SubAdmin, SubAdminPage } from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const SUB_ADMINS_KEY = ['platform', 'sub-admins'] as const;

/** GET /api/v1/admin/sub-admins (spec sub-admin-user-list, GET /InitAdmin). */
export function useSubAdmins(query: { search?: string | undefined; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...SUB_ADMINS_KEY, 'list', query],
    queryFn: ({ signal }): Promise<SubAdminPage> =>
      apiClient.get('/api/v1/admin/sub-admins', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/sub-admins/:userId (spec sub-admin-user-details, GET /UserRights?userid). */
export function useSubAdmin(userId: number | null) {
  return useQuery({
    queryKey: [...SUB_ADMINS_KEY, userId ?? 0],
    queryFn: ({ signal }): Promise<SubAdmin> =>
      apiClient.get('/api/v1/admin/sub-admins/{userId}', {
        params: { path: { userId: userId ?? 0 } },
        signal,
      }),
    enabled: userId !== null,
  });
}

/** PUT /api/v1/admin/sub-admins/:userId/access. */
export function useSetSubAdminAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, access }: { userId: number; access: PlatformAccessInput }): Promise<SubAdmin> =>
      apiClient.put('/api/v1/admin/sub-admins/{userId}/access', {
        params: { path: { userId } },
        body: access,
      }),
    onSuccess: (subAdmin) => {
      queryClient.setQueryData([...SUB_ADMINS_KEY, subAdmin.id], subAdmin);
      void queryClient.invalidateQueries({ queryKey: [...SUB_ADMINS_KEY, 'list'] });
    },
  });
}
