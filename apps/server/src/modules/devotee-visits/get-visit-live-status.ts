import {
  clockOfMinutes,
  DomainError,
  localDateTime,
  VISIT_RECENT_MINUTES,
  type VisitLiveStatus,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { zoneStatus } from './record-visit-movement.ts';
import { selectQuarterHourPeaks, selectRecentMovements } from './visit-live-repository.ts';
import { selectVisitTemple, selectZones } from './visit-settings-repository.ts';

/**
 * spec devotee-visit-live-status: per zone in use, who is inside against the capacity, entries and exits
 * of the last quarter hour, and the day's trend by quarter hour. What the live screens and the staff
 * alert read.
 */
export async function getVisitLiveStatus(
  deps: Pick<AppDeps, 'db' | 'now'>,
  templeId: number,
): Promise<VisitLiveStatus> {
  const temple = await selectVisitTemple(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  const now = deps.now();
  const date = localDateTime(now, temple.timeZone).date;
  const [zones, recent, peaks] = await Promise.all([
    selectZones(deps.db, templeId),
    selectRecentMovements(deps.db, templeId, new Date(now.getTime() - VISIT_RECENT_MINUTES * 60_000)),
    selectQuarterHourPeaks(deps.db, templeId, date, temple.timeZone),
  ]);
  return {
    templeId,
    templeName: temple.name,
    isDevoteeVisit: temple.isDevoteeVisit,
    date,
    recentMinutes: VISIT_RECENT_MINUTES,
    zones: zones
      .filter((zone) => zone.isActive)
      .map((zone) => {
        const moved = recent.find((row) => row.zone_id === zone.id);
        const trend = peaks
          .filter((row) => row.zone_id === zone.id)
          .map((row) => ({ time: clockOfMinutes(row.minute), inside: row.peak }));
        return {
          ...zoneStatus(
            {
              zoneId: zone.id,
              zoneName: zone.name,
              zoneNameNarration: zone.nameNarration,
              capacity: zone.capacity,
              alertThreshold: zone.alertThreshold,
            },
            zone.inside,
          ),
          entriesRecent: moved?.entered ?? 0,
          exitsRecent: moved?.exited ?? 0,
          trend,
          peakToday: Math.max(zone.inside, ...trend.map((point) => point.inside)),
        };
      }),
    generatedAt: now.toISOString(),
  };
}
