import type { VqBlock } from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/** Counts for the dashboard, the display and the reports: read-only aggregate SQL. */

export interface SlotStatsRow {
  id: number;
  date: string;
  /** HH:mm:ss */
  startTime: string;
  endTime: string;
  templateId: number | null;
  label: string | null;
  capacity: number;
  maxPartySize: number;
  booked: number;
  isBlocked: boolean;
  blockReason: string | null;
  bookings: number;
  admitted: number;
  waiting: number;
  noShows: number;
  cancelled: number;
}

/** Every materialised slot of the dates with its bookings counted in devotees (one query). */
export async function selectSlotStats(
  db: Executor,
  query: { templeId: number; from: string; to: string; now: Date; graceMinutes: number },
): Promise<SlotStatsRow[]> {
  const now = sql`${query.now.toISOString()}::timestamptz`;
  const closed = sql`d.ends_at + make_interval(mins => ${query.graceMinutes}::int) <= ${now}`;
  const result = await db.execute(sql`
    select d.id, d.slot_date::text as date, d.start_time::text as start_time, d.end_time::text as end_time,
      d.template_id, d.label, d.capacity, d.max_party_size, d.booked, d.is_blocked, d.block_reason,
      count(b.id) filter (where b.status <> 'cancelled')::int as bookings,
      coalesce(sum(b.party_size) filter (where b.status = 'admitted'), 0)::int as admitted,
      coalesce(sum(b.party_size) filter (where b.status = 'booked' and not (${closed})), 0)::int as waiting,
      coalesce(sum(b.party_size) filter (where b.status = 'booked' and ${closed}), 0)::int as no_shows,
      coalesce(sum(b.party_size) filter (where b.status = 'cancelled'), 0)::int as cancelled
    from vq_slot_days d
    left join vq_bookings b on b.slot_day_id = d.id
    where d.temple_id = ${query.templeId}::int and d.slot_date between ${query.from}::date and ${query.to}::date
    group by d.id
    order by d.slot_date, d.start_time`);
  return rowsOf<{
    id: number;
    date: string;
    start_time: string;
    end_time: string;
    template_id: number | null;
    label: string | null;
    capacity: number;
    max_party_size: number;
    booked: number;
    is_blocked: boolean;
    block_reason: string | null;
    bookings: number;
    admitted: number;
    waiting: number;
    no_shows: number;
    cancelled: number;
  }>(result).map((row) => ({
    id: row.id,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    templateId: row.template_id,
    label: row.label,
    capacity: row.capacity,
    maxPartySize: row.max_party_size,
    booked: row.booked,
    isBlocked: row.is_blocked,
    blockReason: row.block_reason,
    bookings: row.bookings,
    admitted: row.admitted,
    waiting: row.waiting,
    noShows: row.no_shows,
    cancelled: row.cancelled,
  }));
}

export interface DetailedQuery {
  templeId: number;
  from: string;
  to: string;
  /** Shown status, 'no-show' included. */
  status?: string | undefined;
  now: Date;
  graceMinutes: number;
  /** null: every row (a file export). */
  page: { offset: number; limit: number } | null;
}

function detailedParts(query: DetailedQuery) {
  const status = sql`case when b.status = 'booked'
    and d.ends_at + make_interval(mins => ${query.graceMinutes}::int) <= ${query.now.toISOString()}::timestamptz
    then 'no-show' else b.status end`;
  const where = sql`b.temple_id = ${query.templeId}::int
    and b.slot_date between ${query.from}::date and ${query.to}::date
    ${query.status ? sql`and (${status}) = ${query.status}` : sql``}`;
  const page = query.page ? sql`offset ${query.page.offset}::int limit ${query.page.limit}::int` : sql``;
  return { status, where, page };
}

export interface DetailedTotals {
  total: number;
  bookings: number;
  devotees: number;
  admitted: number;
  noShows: number;
  cancelled: number;
}

/** Per booking (spec virtual-queue-detailed-report), with the answers joined as 'Question: answer; …'. */
export async function selectDetailedRows(db: Executor, query: DetailedQuery) {
  const { status, where, page } = detailedParts(query);
  const [result, totals] = await Promise.all([
    db.execute(sql`
      select b.queue_number, b.slot_date::text as date, d.start_time::text as start_time,
        d.end_time::text as end_time, b.lead_name, b.mobile, b.party_size, ${status} as status, b.created_at,
        b.admitted_at, b.admitted_gate, b.admitted_by_name, b.cancelled_at,
        coalesce((select string_agg(q.label || ': ' || a.value, '; ' order by q.sort_order, q.id)
                    from vq_answers a join vq_questions q on q.id = a.question_id
                   where a.booking_id = b.id), '') as answers
      from vq_bookings b join vq_slot_days d on d.id = b.slot_day_id
      where ${where}
      order by b.slot_date, d.start_time, b.id
      ${page}`),
    selectDetailedTotals(db, query),
  ]);
  const rows = rowsOf<{
    queue_number: string;
    date: string;
    start_time: string;
    end_time: string;
    lead_name: string;
    mobile: string | null;
    party_size: number;
    status: string;
    created_at: Date | string;
    admitted_at: Date | string | null;
    admitted_gate: string | null;
    admitted_by_name: string | null;
    cancelled_at: Date | string | null;
    answers: string;
  }>(result);
  return { rows, totals };
}

async function selectDetailedTotals(db: Executor, query: DetailedQuery): Promise<DetailedTotals> {
  const { status, where } = detailedParts(query);
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where s.status <> 'cancelled')::int as bookings,
      coalesce(sum(s.party_size) filter (where s.status <> 'cancelled'), 0)::int as devotees,
      coalesce(sum(s.party_size) filter (where s.status = 'admitted'), 0)::int as admitted,
      coalesce(sum(s.party_size) filter (where s.status = 'no-show'), 0)::int as no_shows,
      coalesce(sum(s.party_size) filter (where s.status = 'cancelled'), 0)::int as cancelled
    from (select b.party_size, ${status} as status
            from vq_bookings b join vq_slot_days d on d.id = b.slot_day_id where ${where}) s`);
  const row = rowsOf<{
    total: number;
    bookings: number;
    devotees: number;
    admitted: number;
    no_shows: number;
    cancelled: number;
  }>(result)[0];
  return {
    total: row?.total ?? 0,
    bookings: row?.bookings ?? 0,
    devotees: row?.devotees ?? 0,
    admitted: row?.admitted ?? 0,
    noShows: row?.no_shows ?? 0,
    cancelled: row?.cancelled ?? 0,
  };
}

/** Per devotee (spec detailed-virtual-queue-devotee-report). */
export async function selectDevoteeRows(db: Executor, query: DetailedQuery) {
  const { status, where, page } = detailedParts(query);
  const from = sql`from vq_booking_devotees v join vq_bookings b on b.id = v.booking_id
    join vq_slot_days d on d.id = b.slot_day_id where ${where}`;
  const [result, totals] = await Promise.all([
    db.execute(sql`
      select b.queue_number, b.slot_date::text as date, d.start_time::text as start_time,
        d.end_time::text as end_time, v.name, v.age, v.id_proof_type, v.id_proof_number, b.mobile,
        ${status} as status, b.admitted_at
      ${from}
      order by b.slot_date, d.start_time, b.id, v.position
      ${page}`),
    db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where s.status <> 'cancelled')::int as devotees,
        count(*) filter (where s.status = 'admitted')::int as admitted,
        count(*) filter (where s.status = 'no-show')::int as no_shows,
        count(*) filter (where s.status = 'cancelled')::int as cancelled
      from (select ${status} as status ${from}) s`),
  ]);
  const total = rowsOf<{
    total: number;
    devotees: number;
    admitted: number;
    no_shows: number;
    cancelled: number;
  }>(totals)[0];
  return {
    rows: rowsOf<{
      queue_number: string;
      date: string;
      start_time: string;
      end_time: string;
      name: string;
      age: number;
      id_proof_type: string | null;
      id_proof_number: string | null;
      mobile: string | null;
      status: string;
      admitted_at: Date | string | null;
    }>(result),
    totals: {
      total: total?.total ?? 0,
      devotees: total?.devotees ?? 0,
      admitted: total?.admitted ?? 0,
      noShows: total?.no_shows ?? 0,
      cancelled: total?.cancelled ?? 0,
    },
  };
}

/** Blocked dates, and blocked slots of dates not blocked whole, with the live bookings each still has. */
export async function selectStaffBlocks(
  db: Executor,
  query: { templeId: number; from: string; to: string | null },
): Promise<VqBlock[]> {
  const to = query.to === null ? sql`` : sql`and b.block_date <= ${query.to}::date`;
  const toSlot = query.to === null ? sql`` : sql`and d.slot_date <= ${query.to}::date`;
  const live = sql`k.status in ('booked', 'admitted')`;
  const result = await db.execute(sql`
    select * from (
      select b.block_date::text as date, null::text as start_time, null::text as end_time, b.reason,
        b.created_at as blocked_at,
        (select count(*) from vq_bookings k
          where k.temple_id = b.temple_id and k.slot_date = b.block_date and ${live})::int as live_bookings,
        (select coalesce(sum(k.party_size), 0) from vq_bookings k
          where k.temple_id = b.temple_id and k.slot_date = b.block_date and ${live})::int as live_devotees
      from vq_blocked_dates b
      where b.temple_id = ${query.templeId}::int and b.block_date >= ${query.from}::date ${to}
      union all
      select d.slot_date::text, d.start_time::text, d.end_time::text, d.block_reason, d.blocked_at,
        count(k.id) filter (where ${live})::int, coalesce(sum(k.party_size) filter (where ${live}), 0)::int
      from vq_slot_days d
      left join vq_bookings k on k.slot_day_id = d.id
      where d.temple_id = ${query.templeId}::int and d.is_blocked and d.slot_date >= ${query.from}::date ${toSlot}
        and not exists (select 1 from vq_blocked_dates b
                         where b.temple_id = d.temple_id and b.block_date = d.slot_date)
      group by d.id
    ) blocks
    order by date, start_time nulls first`);
  return rowsOf<{
    date: string;
    start_time: string | null;
    end_time: string | null;
    reason: string | null;
    blocked_at: Date | string | null;
    live_bookings: number;
    live_devotees: number;
  }>(result).map((row) => ({
    date: row.date,
    startTime: row.start_time?.slice(0, 5) ?? null,
    endTime: row.end_time?.slice(0, 5) ?? null,
    reason: row.reason,
    blockedAt: row.blocked_at === null ? null : new Date(row.blocked_at).toISOString(),
    liveBookings: row.live_bookings,
    liveDevotees: row.live_devotees,
  }));
}
