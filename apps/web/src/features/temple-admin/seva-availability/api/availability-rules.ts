import type {
  AvailabilityCalendar,
  PanchangamResponse,
  PerformTimesInput,
  PerformTimesResult,
  ReplaceAvailabilityRulesInput,
  SevaAvailabilitySettings,
} from '@nivedya/domain';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const availabilityKey = (templeId: number, sevaId: number) =>
  ['temple-admin', templeId, 'availability', sevaId] as const;

/** GET T/sevas/:sevaId/availability-rules. */
export function useAvailabilityRules(templeId: number, sevaId: number | null) {
  return useQuery({
    queryKey: [...availabilityKey(templeId, sevaId ?? 0), 'rules'],
    queryFn:
      sevaId === null
        ? skipToken
        : ({ signal }): Promise<SevaAvailabilitySettings> =>
            apiClient.get('/api/v1/temples/{templeId}/sevas/{sevaId}/availability-rules', {
              params: { path: { templeId, sevaId } },
              signal,
            }),
  });
}

/** PUT T/sevas/:sevaId/availability-rules: replaces the whole rule set. */
export function useReplaceAvailabilityRules(templeId: number, sevaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceAvailabilityRulesInput): Promise<SevaAvailabilitySettings> =>
      apiClient.put('/api/v1/temples/{templeId}/sevas/{sevaId}/availability-rules', {
        params: { path: { templeId, sevaId } },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey(templeId, sevaId) }),
  });
}

/** GET T/sevas/:sevaId/availability-calendar?month=yyyy-MM. */
export function useAvailabilityCalendar(templeId: number, sevaId: number | null, month: string) {
  return useQuery({
    queryKey: [...availabilityKey(templeId, sevaId ?? 0), 'calendar', month],
    queryFn:
      sevaId === null
        ? skipToken
        : ({ signal }): Promise<AvailabilityCalendar> =>
            apiClient.get('/api/v1/temples/{templeId}/sevas/{sevaId}/availability-calendar', {
              params: { path: { templeId, sevaId }, query: { month } },
              signal,
            }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/panchangam?month&templeId: each day's star at the temple, with its end time. */
export function usePanchangamMonth(templeId: number, month: string) {
  return useQuery({
    queryKey: ['panchangam', templeId, month],
    queryFn: ({ signal }): Promise<PanchangamResponse> =>
      apiClient.get('/api/v1/panchangam', { params: { query: { month, templeId } }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST T/sevas/perform-times (change-all-seva-time). */
export function useSetPerformTimes(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PerformTimesInput): Promise<PerformTimesResult> =>
      apiClient.post('/api/v1/temples/{templeId}/sevas/perform-times', {
        params: { path: { templeId } },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'sevas'] }),
  });
}
