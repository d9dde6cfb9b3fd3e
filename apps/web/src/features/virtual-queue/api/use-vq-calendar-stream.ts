import { VqAvailabilityEventSchema, type VqCalendar } from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '../../../lib/api-client.ts';
import { applyAvailability } from '../calendar-shaping.ts';
import { vqCalendarQueryKey } from './find-vq-calendar.ts';

/**
 * Keeps the calendar current through GET …/calendar/stream: `availability` patches one date's slots in
 * the cache; `ready` (on every (re)connect) and `refresh` refetch it, since changes may have been
 * missed while disconnected. EventSource reconnects by itself; `isLive` says whether it is connected.
 */
export function useVqCalendarStream(templeId: number | null): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    if (templeId === null || typeof EventSource === 'undefined') return;
    const key = vqCalendarQueryKey(templeId);
    const source = new EventSource(
      apiUrl('/api/v1/virtual-queue/temples/{templeId}/calendar/stream', { path: { templeId } }),
    );
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    source.addEventListener('ready', () => {
      setIsLive(true);
      refetch();
    });
    source.addEventListener('refresh', refetch);
    source.addEventListener('availability', (event) => {
      const parsed = VqAvailabilityEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return refetch();
      const calendar = queryClient.getQueryData<VqCalendar>(key);
      if (!calendar) return;
      const next = applyAvailability(calendar, parsed.data);
      if (next) queryClient.setQueryData(key, next);
      else refetch();
    });
    source.onerror = () => setIsLive(false);
    return () => source.close();
  }, [templeId, queryClient]);
  return { isLive };
}
