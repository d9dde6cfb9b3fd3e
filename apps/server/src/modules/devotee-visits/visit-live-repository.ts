import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/** The live status's figures: each zone's recent movements and today's quarter-hour peaks. */

export async function selectRecentMovements(db: Executor, templeId: number, since: Date) {
  return rowsOf<{ zone_id: number; entered: number; exited: number }>(
    await db.execute(sql`
      select e.zone_id,
        coalesce(sum(e.people) filter (where e.direction = 1), 0)::int as entered,
        coalesce(sum(e.people) filter (where e.direction = 2), 0)::int as exited
      from visit_events e
      where e.temple_id = ${templeId}::int and e.at >= ${since.toISOString()}::timestamptz
      group by e.zone_id`),
  );
}

/** The most inside each quarter hour of the temple's local `date`, by zone, as minutes since its midnight. */
export async function selectQuarterHourPeaks(db: Executor, templeId: number, date: string, timeZone: string) {
  return rowsOf<{ zone_id: number; minute: number; peak: number }>(
    await db.execute(sql`
      select e.zone_id,
        (floor(extract(epoch from (e.at at time zone ${timeZone}::text)::time) / 900) * 15)::int as minute,
        max(e.inside_after)::int as peak
      from visit_events e
      where e.temple_id = ${templeId}::int
        and e.at >= (${date}::date)::timestamp at time zone ${timeZone}::text
        and e.at < (${date}::date + 1)::timestamp at time zone ${timeZone}::text
      group by 1, 2
      order by 1, 2`),
  );
}
