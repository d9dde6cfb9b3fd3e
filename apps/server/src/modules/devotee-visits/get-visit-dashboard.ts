import { DomainError, localDateTime, type VisitDashboard } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { selectDayMovements, selectDayVisits } from './visit-live-repository.ts';
import { selectVisitTemple, selectZones } from './visit-settings-repository.ts';

/** spec devotee-visit-dashboard: one temple day per zone (today unless a date is asked for). */
export async function getVisitDashboard(
  deps: Pick<AppDeps, 'db' | 'now'>,
  templeId: number,
  asked: string | undefined,
): Promise<VisitDashboard> {
  const temple = await selectVisitTemple(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  const today = localDateTime(deps.now(), temple.timeZone).date;
  const date = asked ?? today;
  const [zones, movements, named] = await Promise.all([
    selectZones(deps.db, templeId),
    selectDayMovements(deps.db, templeId, date, temple.timeZone),
    selectDayVisits(deps.db, templeId, date, temple.timeZone),
  ]);
  const isToday = date === today;
  const rows = zones
    .filter((zone) => zone.isActive || movements.some((row) => row.zone_id === zone.id))
    .map((zone) => {
      const moved = movements.find((row) => row.zone_id === zone.id);
      const visits = named.find((row) => row.zone_id === zone.id);
      return {
        id: zone.id,
        name: zone.name,
        nameNarration: zone.nameNarration,
        capacity: zone.capacity,
        insideNow: isToday ? zone.inside : null,
        entries: moved?.entries ?? 0,
        exits: moved?.exits ?? 0,
        peak: moved?.peak ?? 0,
        entriesByType: {
          mobile: moved?.by_mobile ?? 0,
          qrCode: moved?.by_qr ?? 0,
          count: moved?.by_count ?? 0,
        },
        namedVisits: visits?.visits ?? 0,
        averageMinutes: visits?.average_minutes ?? null,
      };
    });
  return {
    templeId,
    date,
    isToday,
    zones: rows,
    totals: {
      entries: rows.reduce((sum, zone) => sum + zone.entries, 0),
      exits: rows.reduce((sum, zone) => sum + zone.exits, 0),
      namedVisits: rows.reduce((sum, zone) => sum + zone.namedVisits, 0),
    },
  };
}
