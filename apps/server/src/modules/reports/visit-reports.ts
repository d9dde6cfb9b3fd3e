import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { visitEvents, visitGates, visits, visitZones } from '../../db/schema/index.ts';
import { localDate, localTime, type ReportDefinition, reportFields, startOf } from './report-definition.ts';

/**
 * The devotee-visit reports of issue #16: each identified visit with how long it lasted, and the
 * movements of every zone by day and hour with the most inside at once. Both read rows stamped with an
 * instant (indexed by temple and time), so a temple day is the range between two of its midnights.
 */

const inGate = alias(visitGates, 'in_gate');
const outGate = alias(visitGates, 'out_gate');

/** spec devotee-visit-devotee-detailed-report: each visit of a devotee named by mobile or QR. */
export const visitDetailedReport: ReportDefinition = {
  name: 'devotee-visit-devotee-detailed-report',
  group: 'visits',
  title: 'Devotee visits',
  fileStem: 'devotee-visits',
  columns: [
    { id: 'date', kind: 'date', header: 'Date', width: 12 },
    { id: 'inTime', kind: 'time', header: 'In', width: 7 },
    { id: 'outTime', kind: 'time', header: 'Out', width: 7 },
    { id: 'minutes', kind: 'count', header: 'Minutes inside', width: 9 },
    { id: 'zone', kind: 'text', header: 'Zone', width: 18 },
    { id: 'inGate', kind: 'text', header: 'In through', width: 16 },
    { id: 'outGate', kind: 'text', header: 'Out through', width: 16 },
    { id: 'who', kind: 'text', header: 'Devotee', width: 24 },
    { id: 'devotees', kind: 'count', header: 'Devotees', width: 9 },
    { id: 'status', kind: 'label', header: 'Status', width: 8 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          date: localDate(temple, visits.inAt),
          inTime: localTime(temple, visits.inAt),
          outTime: localTime(temple, visits.outAt),
          minutes: sql`(extract(epoch from ${visits.outAt} - ${visits.inAt}) / 60)::int`,
          zone: visitZones.name,
          inGate: inGate.name,
          outGate: outGate.name,
          who: visits.who,
          devotees: visits.people,
          status: sql`case when ${visits.outAt} is null then 'inside' else 'left' end`,
          inAt: visits.inAt,
          visitId: visits.id,
        }),
      )
      .from(visits)
      .innerJoin(visitZones, eq(visitZones.id, visits.zoneId))
      .innerJoin(inGate, eq(inGate.id, visits.inGateId))
      .leftJoin(outGate, eq(outGate.id, visits.outGateId))
      .where(
        and(
          eq(visits.templeId, temple.id),
          gte(visits.inAt, startOf(temple, query.from)),
          lt(visits.inAt, startOf(temple, query.to, 1)),
          query.status === 'inside'
            ? isNull(visits.outAt)
            : query.status === 'left'
              ? isNotNull(visits.outAt)
              : undefined,
        ),
      ),
  order: [
    { id: 'inAt', descending: true },
    { id: 'visitId', descending: true },
  ],
  subtotalsBy: ['zone'],
};

/**
 * spec devotee-visit-consolidated-report: per day, hour and zone, who came in and went out (by every
 * way the gates count) and the most inside at once.
 */
export const visitConsolidatedReport: ReportDefinition = {
  name: 'devotee-visit-consolidated-report',
  group: 'visits',
  title: 'Devotee visits by hour',
  fileStem: 'devotee-visits-by-hour',
  columns: [
    { id: 'date', kind: 'date', header: 'Date', width: 12 },
    { id: 'hour', kind: 'time', header: 'Hour', width: 7 },
    { id: 'zone', kind: 'text', header: 'Zone', width: 18 },
    { id: 'entries', kind: 'count', header: 'In', width: 9 },
    { id: 'exits', kind: 'count', header: 'Out', width: 9 },
    { id: 'peak', kind: 'text', header: 'Most inside', width: 11 },
  ],
  rows: (db, temple, query) => {
    const date = localDate(temple, visitEvents.at);
    const hour = sql`to_char(date_trunc('hour', ${visitEvents.at} at time zone ${temple.timeZone}), 'HH24:00')`;
    return (
      db
        .select(
          reportFields({
            date,
            hour,
            zone: visitZones.name,
            zoneId: visitZones.id,
            entries: sql`coalesce(sum(${visitEvents.people}) filter (where ${visitEvents.direction} = 1), 0)::int`,
            exits: sql`coalesce(sum(${visitEvents.people}) filter (where ${visitEvents.direction} = 2), 0)::int`,
            peak: sql`max(${visitEvents.insideAfter})::text`,
          }),
        )
        .from(visitEvents)
        .innerJoin(visitZones, eq(visitZones.id, visitEvents.zoneId))
        .where(
          and(
            eq(visitEvents.templeId, temple.id),
            gte(visitEvents.at, startOf(temple, query.from)),
            lt(visitEvents.at, startOf(temple, query.to, 1)),
          ),
        )
        // By position: the day and hour carry the time zone as a parameter, which GROUP BY cannot match.
        .groupBy(sql.raw('1, 2, 3, 4'))
    );
  },
  order: [{ id: 'date' }, { id: 'hour' }, { id: 'zoneId' }],
  subtotalsBy: ['zone'],
};
