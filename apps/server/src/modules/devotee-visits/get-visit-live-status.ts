import {
  clockOfMinutes,
  DomainError,
  localDateTime,
  projectPassCall,
  VISIT_PASS_HOLD_MINUTES,
  VISIT_RECENT_MINUTES,
  type VisitLiveStatus,
  type VisitZonePasses,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { zoneStatus } from './record-visit-movement.ts';
import { selectQuarterHourPeaks, selectRecentMovements } from './visit-live-repository.ts';
import { countPassesIssued, selectOpenPasses } from './visit-passes-repository.ts';
import { selectVisitTemple, selectZones, type ZoneRow } from './visit-settings-repository.ts';

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
  const [zones, recent, peaks, openPasses, issued] = await Promise.all([
    selectZones(deps.db, templeId),
    selectRecentMovements(deps.db, templeId, new Date(now.getTime() - VISIT_RECENT_MINUTES * 60_000)),
    selectQuarterHourPeaks(deps.db, templeId, date, temple.timeZone),
    selectOpenPasses(deps.db, templeId, date),
    countPassesIssued(deps.db, templeId, date),
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
          passes: zonePasses({
            zone,
            exitsRecent: moved?.exited ?? 0,
            open: openPasses.filter((pass) => pass.zoneId === zone.id),
            issued: issued.find((row) => row.zoneId === zone.id)?.issued ?? 0,
            now,
          }),
        };
      }),
    generatedAt: now.toISOString(),
  };
}

/**
 * What the display calls out: passes called in the last VISIT_PASS_HOLD_MINUTES and not yet through
 * the gate, and the queue behind them with when its head should be called.
 */
function zonePasses(input: {
  zone: ZoneRow;
  exitsRecent: number;
  open: { number: number; people: number; status: string; calledAt: Date | null }[];
  issued: number;
  now: Date;
}): VisitZonePasses {
  const holdSince = input.now.getTime() - VISIT_PASS_HOLD_MINUTES * 60_000;
  const holding = input.open.filter(
    (pass) => pass.status === 'called' && pass.calledAt !== null && pass.calledAt.getTime() >= holdSince,
  );
  const waiting = input.open.filter((pass) => pass.status === 'waiting');
  const head = waiting[0];
  const expectedAt = head
    ? projectPassCall({
        now: input.now,
        alertThreshold: input.zone.alertThreshold,
        inside: input.zone.inside,
        heldPeople: holding.reduce((sum, pass) => sum + pass.people, 0),
        peopleUpToThis: head.people,
        exitsRecent: input.exitsRecent,
        recentMinutes: VISIT_RECENT_MINUTES,
      })
    : null;
  return {
    calling: holding.map((pass) => pass.number),
    waitingPasses: waiting.length,
    waitingPeople: waiting.reduce((sum, pass) => sum + pass.people, 0),
    nextNumber: head?.number ?? null,
    nextExpectedAt: expectedAt?.toISOString() ?? null,
    issuedToday: input.issued,
  };
}
