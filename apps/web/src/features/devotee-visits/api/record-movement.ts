import type { VisitMovementInput, VisitRecorded, VisitSettings } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { visitSettingsKey } from './visit-settings.ts';

export type VisitWay = 'in' | 'out';

/** spec devotee-visit-in / -out, devotee-in / -out: one movement through a gate. */
export function useRecordMovement(templeId: number, way: VisitWay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitMovementInput): Promise<VisitRecorded> =>
      way === 'in'
        ? apiClient.post('/api/v1/temples/{templeId}/visits/entries', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.post('/api/v1/temples/{templeId}/visits/exits', {
            params: { path: { templeId } },
            body: input,
          }),
    // The answer carries the zone's new count: the gate screen takes it from there rather than asking
    // for the settings again after every scan.
    onSuccess: (recorded) =>
      queryClient.setQueryData<VisitSettings>(visitSettingsKey(templeId), (settings) =>
        settings
          ? {
              ...settings,
              zones: settings.zones.map((zone) =>
                zone.id === recorded.zone.id ? { ...zone, inside: recorded.zone.inside } : zone,
              ),
            }
          : settings,
      ),
  });
}
