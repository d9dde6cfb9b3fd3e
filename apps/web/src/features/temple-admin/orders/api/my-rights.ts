import type { MyRights, TempleRight } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/v1/me/rights: which of the temple's actions to offer (the server checks them anyway). */
export function useMyRights() {
  const rights = useQuery({
    queryKey: ['me', 'rights'],
    queryFn: ({ signal }) => apiClient.get<MyRights>('/api/v1/me/rights', { signal }),
    staleTime: 60_000,
  });
  return (right: TempleRight) => rights.data?.rights.includes(right) ?? false;
}
