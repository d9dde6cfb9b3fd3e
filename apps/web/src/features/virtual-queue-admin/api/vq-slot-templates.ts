import type {
  VqSlotDayUpdate,
  VqSlotTemplate,
  VqSlotTemplateChange,
  VqSlotTemplateCreate,
  VqSlotTemplateUpdate,
} from '@nivedya/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { pathTime } from '../admin-forms.ts';

const base = (templeId: number) => `/api/v1/temples/${templeId}/virtual-queue`;
const key = (templeId: number) => ['virtual-queue-admin', templeId, 'slot-templates'] as const;

/** The slot plan: weekly slots and slots of dates from `from` on. */
export function useVqSlotTemplates(templeId: number, from: string) {
  return useQuery(
    queryOptions({
      queryKey: [...key(templeId), from],
      queryFn: ({ signal }) =>
        apiClient.get<{ items: VqSlotTemplate[]; total: number }>(`${base(templeId)}/slot-templates`, {
          query: { from },
          signal,
        }),
    }),
  );
}

export function useSaveVqSlotTemplate(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; input: VqSlotTemplateCreate }
        | { kind: 'update'; id: number; input: VqSlotTemplateUpdate },
    ) =>
      change.kind === 'create'
        ? apiClient.post<VqSlotTemplateChange>(`${base(templeId)}/slot-templates`, change.input)
        : apiClient.put<VqSlotTemplateChange>(`${base(templeId)}/slot-templates/${change.id}`, change.input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}

/** One date's slot: its capacity (never below its bookings) or party size. */
export function useUpdateVqSlotDay(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      date,
      startTime,
      changes,
    }: {
      date: string;
      startTime: string;
      changes: VqSlotDayUpdate;
    }) => apiClient.patch<unknown>(`${base(templeId)}/slots/${date}/${pathTime(startTime)}`, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}
