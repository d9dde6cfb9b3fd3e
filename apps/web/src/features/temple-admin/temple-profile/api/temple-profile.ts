import type { ServiceChargeDetails, TempleProfile, UpdateTempleProfileInput } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const profileKey = (templeId: number) => ['temple-admin', templeId, 'profile'] as const;

/** GET T/profile. */
export function useTempleProfile(templeId: number) {
  return useQuery({
    queryKey: profileKey(templeId),
    queryFn: ({ signal }): Promise<TempleProfile> =>
      apiClient.get('/api/v1/temples/{templeId}/profile', { params: { path: { templeId } }, signal }),
  });
}

/** PATCH T/profile: the temple's own fields only. */
export function useUpdateTempleProfile(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTempleProfileInput): Promise<TempleProfile> =>
      apiClient.patch('/api/v1/temples/{templeId}/profile', { params: { path: { templeId } }, body: input }),
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
    queryFn: ({ signal }): Promise<ServiceChargeDetails> =>
      apiClient.get('/api/v1/temples/{templeId}/service-charges', { params: { path: { templeId } }, signal }),
  });
}
