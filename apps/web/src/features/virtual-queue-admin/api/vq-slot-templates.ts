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

const key = (templeId: number) => ['virtual-queue-admin', templeId, 'slot-templates'] as const;

/** The slot plan: weekly slots and slots of dates from `from` on. */
export function useVqSlotTemplates(templeId: number, from: string) {
  return useQuery(
    queryOptions({
      queryKey: [...key(templeId), from],
      queryFn: ({ signal }): Promise<{ items: VqSlotTemplate[]; total: number }> =>
        apiClient.get('/api/v1/temples/{templeId}/virtual-queue/slot-templates', {
          params: { path: { templeId }, query: { from } },
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
    ): Promise<VqSlotTemplateChange> =>
      change.kind === 'create'
        ? apiClient.post('/api/v1/temples/{templeId}/virtual-queue/slot-templates', {
            params: { path: { templeId } },
            body: change.input,
          })
        : apiClient.put('/api/v1/temples/{templeId}/virtual-queue/slot-templates/{templateId}', {
            params: { path: { templeId, templateId: change.id } },
            body: change.input,
          }),
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
    }) =>
      apiClient.patch('/api/v1/temples/{templeId}/virtual-queue/slots/{date}/{startTime}', {
        params: { path: { templeId, date, startTime: pathTime(startTime) } },
        body: changes,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['virtual-queue-admin', templeId] }),
  });
}
