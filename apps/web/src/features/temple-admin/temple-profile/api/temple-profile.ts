import type { ServiceChargeDetails, TempleProfile, UpdateTempleProfileInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const profileKey = (templeId: number) => ['temple-admin', templeId, 'profile'] as const;

/** GET T/profile. */
export function useTempleProfile(templeId: number) {
  return useQuery({
    queryKey: profileKey(templeId),
    queryFn: ({ signal }) => apiClient.get<TempleProfile>(templePath(templeId, 'profile'), { signal }),
  });
}

/** PATCH T/profile: the temple's own fields only. */
export function useUpdateTempleProfile(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTempleProfileInput) =>
      apiClient.patch<TempleProfile>(templePath(templeId, 'profile'), input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey(templeId), profile);
      // The public temple pages read the same temple.
      void queryClient.invalidateQueries({ queryKey: ['temple', templeId] });
    },
  });
}

/** GET T/service-charges. */
export function useServiceCharges(templeId: number) {
  return useQuery({
    queryKey: ['temple-admin', templeId, 'service-charges'],
    queryFn: ({ signal }) =>
      apiClient.get<ServiceChargeDetails>(templePath(templeId, 'service-charges'), { signal }),
  });
}
