import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/**
 * The live status's figures, from each zone's minutes (visit_zone_minutes, kept by the statement that
 * records the movements): a display's refresh reads a few rows a zone however busy the day.
 */

/** Each zone's entries and exits in the minutes from `since`'s minute on. */
export async function selectRecentMovements(db: Executor, templeId: number, since: Date) {
  return rowsOf<{ zone_id: number; entered: number; exited: number }>(
    await db.execute(sql`
      select m.zone_id, sum(m.entered)::int as entered, sum(m.exited)::int as exited
      from visit_zone_minutes m
      where m.temple_id = ${templeId}::int and m.minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)
      group by m.zone_id`),
  );
}

/** The most inside each quarter hour of the temple's local `date`, by zone, as minutes since its midnight. */
export async function selectQuarterHourPeaks(db: Executor, templeId: number, date: string, timeZone: string) {
  return rowsOf<{ zone_id: number; minute: number; peak: number }>(
    await db.execute(sql`
      select m.zone_id,
        (floor(extract(epoch from (m.minute at time zone ${timeZone}::text)::time) / 900) * 15)::int as minute,
        max(m.peak)::int as peak
      from visit_zone_minutes m
      where m.temple_id = ${templeId}::int
        and m.minute >= (${date}::date)::timestamp at time zone ${timeZone}::text
        and m.minute < (${date}::date + 1)::timestamp at time zone ${timeZone}::text
      group by 1, 2
      order by 1, 2`),
  );
}

/** A temple day's movements per zone: in and out by way of counting, and the most inside at once. */
export async function selectDayMovements(db: Executor, templeId: number, date: string, timeZone: string) {
  return rowsOf<{
    zone_id: number;
    entries: number;
    exits: number;
    peak: number;
    by_mobile: number;
    by_qr: number;
    by_count: number;
  }>(
    await db.execute(sql`
      select e.zone_id,
        coalesce(sum(e.people) filter (where e.direction = 1), 0)::int as entries,
        coalesce(sum(e.people) filter (where e.direction = 2), 0)::int as exits,
        coalesce(max(e.inside_after), 0)::int as peak,
        coalesce(sum(e.people) filter (where e.direction = 1 and e.visit_type = 1), 0)::int as by_mobile,
        coalesce(sum(e.people) filter (where e.direction = 1 and e.visit_type = 2), 0)::int as by_qr,
        coalesce(sum(e.people) filter (where e.direction = 1 and e.visit_type = 3), 0)::int as by_count
      from visit_events e
      where e.temple_id = ${templeId}::int
        and e.at >= (${date}::date)::timestamp at time zone ${timeZone}::text
        and e.at < (${date}::date + 1)::timestamp at time zone ${timeZone}::text
      group by e.zone_id`),
  );
}

/** A temple day's named visits per zone, and the average stay of those who have left. */
export async function selectDayVisits(db: Executor, templeId: number, date: string, timeZone: string) {
  return rowsOf<{ zone_id: number; visits: number; average_minutes: number | null }>(
    await db.execute(sql`
      select v.zone_id, count(*)::int as visits,
        round(avg(extract(epoch from v.out_at - v.in_at) / 60) filter (where v.out_at is not null))::int
          as average_minutes
      from visits v
      where v.temple_id = ${templeId}::int
        and v.in_at >= (${date}::date)::timestamp at time zone ${timeZone}::text
        and v.in_at < (${date}::date + 1)::timestamp at time zone ${timeZone}::text
      group by v.zone_id`),
  );
}
