import type {
  AvailabilityCalendar,
  PanchangamResponse,
  PerformTimesInput,
  PerformTimesResult,
  ReplaceAvailabilityRulesInput,
  SevaAvailabilitySettings,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const availabilityKey = (templeId: number, sevaId: number) =>
  ['temple-admin', templeId, 'availability', sevaId] as const;

/** GET T/sevas/:sevaId/availability-rules. */
export function useAvailabilityRules(templeId: number, sevaId: number | null) {
  return useQuery({
    queryKey: [...availabilityKey(templeId, sevaId ?? 0), 'rules'],
    queryFn: ({ signal }) =>
      apiClient.get<SevaAvailabilitySettings>(templePath(templeId, `sevas/${sevaId}/availability-rules`), {
        signal,
      }),
    enabled: sevaId !== null,
  });
}

/** PUT T/sevas/:sevaId/availability-rules: replaces the whole rule set. */
export function useReplaceAvailabilityRules(templeId: number, sevaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceAvailabilityRulesInput) =>
      apiClient.put<SevaAvailabilitySettings>(
        templePath(templeId, `sevas/${sevaId}/availability-rules`),
        input,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey(templeId, sevaId) }),
  });
}

/** GET T/sevas/:sevaId/availability-calendar?month=yyyy-MM. */
export function useAvailabilityCalendar(templeId: number, sevaId: number | null, month: string) {
  return useQuery({
    queryKey: [...availabilityKey(templeId, sevaId ?? 0), 'calendar', month],
    queryFn: ({ signal }) =>
      apiClient.get<AvailabilityCalendar>(templePath(templeId, `sevas/${sevaId}/availability-calendar`), {
        query: { month },
        signal,
      }),
    enabled: sevaId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/panchangam?month&templeId: each day's star at the temple, with its end time. */
export function usePanchangamMonth(templeId: number, month: string) {
  return useQuery({
    queryKey: ['panchangam', templeId, month],
    queryFn: ({ signal }) =>
      apiClient.get<PanchangamResponse>('/api/v1/panchangam', { query: { month, templeId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST T/sevas/perform-times (change-all-seva-time). */
export function useSetPerformTimes(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PerformTimesInput) =>
      apiClient.post<PerformTimesResult>(templePath(templeId, 'sevas/perform-times'), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'sevas'] }),
  });
}
