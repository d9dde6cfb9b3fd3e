import { type LineFacts, RELEASE_BATCH_SECONDS, type ReleaseOrder } from '@nivedya/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client.ts';

/** Releases and their lines (db/schema/releases.ts): every statement that reads or moves a line. */

export interface ReleaseRow {
  id: number;
  templeId: number;
  templeName: string;
  templeTimeZone: string;
  /** The seva whose dates open; null for the darshan queue. */
  sevaId: number | null;
  sevaName: string | null;
  fromDate: string;
  toDate: string;
  order: ReleaseOrder;
  line: LineFacts;
  /** Devotees in the line, counted (a random-order line has no places before its draw). */
  arrivals: number;
  createdAt: Date;
}

const ORDER_KIND: Record<ReleaseOrder, number> = { arrival: 1, random: 2 };

interface RawRelease {
  id: number;
  temple_id: number;
  temple_name: string;
  time_zone: string;
  seva_id: number | null;
  seva_name: string | null;
  from_date: string;
  to_date: string;
  waiting_opens_at: string | Date;
  opens_at: string | Date;
  closes_at: string | Date;
  order_kind: number;
  admit_per_minute: number;
  window_minutes: number;
  arrivals: number;
  admitted_through: number;
  is_ordered: number;
  cancelled_at: string | Date | null;
  created_at: string | Date;
  entries: number;
  batches: { through: number; at: string }[] | null;
}

// The temple's and the seva's names come with the row: a devotee's poll reads nothing else.
const RELEASE_COLUMNS = sql`r.id, r.temple_id, t.name as temple_name, t.time_zone, r.seva_id, s.name as seva_name,
  r.from_date::text as from_date, r.to_date::text as to_date,
  r.waiting_opens_at, r.opens_at, r.closes_at, r.order_kind, r.admit_per_minute, r.window_minutes,
  r.arrivals, r.admitted_through, r.is_ordered, r.cancelled_at, r.created_at,
  (select count(*)::int from waiting_room_entries e where e.release_id = r.id) as entries,
  (select json_agg(json_build_object('through', b.admitted_through, 'at', b.admitted_at) order by b.admitted_through)
     from waiting_room_batches b where b.release_id = r.id) as batches`;
const RELEASE_FROM = sql`releases r join temples t on t.id = r.temple_id left join sevas s on s.id = r.seva_id`;

function toRelease(row: RawRelease): ReleaseRow {
  return {
    id: row.id,
    templeId: row.temple_id,
    templeName: row.temple_name,
    templeTimeZone: row.time_zone,
    sevaId: row.seva_id,
    sevaName: row.seva_name,
    fromDate: row.from_date,
    toDate: row.to_date,
    order: row.order_kind === ORDER_KIND.random ? 'random' : 'arrival',
    arrivals: Math.max(row.arrivals, row.entries),
    createdAt: new Date(row.created_at),
    line: {
      waitingOpensAt: new Date(row.waiting_opens_at),
      opensAt: new Date(row.opens_at),
      closesAt: new Date(row.closes_at),
      windowMinutes: row.window_minutes,
      admitPerMinute: row.admit_per_minute,
      isOrdered: row.is_ordered === 1,
      admittedThrough: row.admitted_through,
      batches: (row.batches ?? []).map((batch) => ({
        admittedThrough: batch.through,
        admittedAt: new Date(batch.at),
      })),
      cancelled: row.cancelled_at !== null,
    },
  };
}

export async function selectRelease(db: Executor, releaseId: number): Promise<ReleaseRow | null> {
  const result = await db.execute(
    sql`select ${RELEASE_COLUMNS} from ${RELEASE_FROM} where r.id = ${releaseId}::int`,
  );
  const row = rowsOf<RawRelease>(result)[0];
  return row ? toRelease(row) : null;
}

/** A temple's releases that still govern bookings (not closed, not cancelled), by first date. */
export async function selectLiveReleases(db: Executor, templeId: number, now: Date): Promise<ReleaseRow[]> {
  const result = await db.execute(sql`select ${RELEASE_COLUMNS} from ${RELEASE_FROM}
    where r.temple_id = ${templeId}::int and r.cancelled_at is null and r.closes_at > ${now.toISOString()}::timestamptz
    order by r.from_date, r.id`);
  return rowsOf<RawRelease>(result).map(toRelease);
}

/** A temple's releases for its staff: the newest first, at most `limit`. */
export async function selectTempleReleases(
  db: Executor,
  templeId: number,
  limit: number,
): Promise<ReleaseRow[]> {
  const result = await db.execute(sql`select ${RELEASE_COLUMNS} from ${RELEASE_FROM}
    where r.temple_id = ${templeId}::int order by r.opens_at desc, r.id desc limit ${limit}::int`);
  return rowsOf<RawRelease>(result).map(toRelease);
}

/** A release of the same queue or seva still governing bookings of any of these dates (RELEASE_OVERLAP). */
export async function selectOverlappingRelease(
  db: Executor,
  query: { templeId: number; sevaId: number | null; fromDate: string; toDate: string; now: Date },
): Promise<number | null> {
  const result = await db.execute(sql`select id from releases
    where temple_id = ${query.templeId}::int and seva_id is not distinct from ${query.sevaId}::int
      and cancelled_at is null and closes_at > ${query.now.toISOString()}::timestamptz
      and from_date <= ${query.toDate}::date and to_date >= ${query.fromDate}::date
    limit 1`);
  return rowsOf<{ id: number }>(result)[0]?.id ?? null;
}

export interface NewRelease {
  templeId: number;
  sevaId: number | null;
  timeZone: string;
  fromDate: string;
  toDate: string;
  opensOn: string;
  opensAt: string;
  waitingMinutes: number;
  openForMinutes: number;
  order: ReleaseOrder;
  admitPerMinute: number;
  windowMinutes: number;
  createdBy: number;
}

/** The opening is the temple's clock time on its day; the waiting room and the close are minutes around it. */
export async function insertRelease(db: Executor, release: NewRelease): Promise<number> {
  const opens = sql`((${release.opensOn}::date + ${release.opensAt}::time) at time zone ${release.timeZone})`;
  const result =
    await db.execute(sql`insert into releases (temple_id, seva_id, from_date, to_date, waiting_opens_at, opens_at,
      closes_at, order_kind, admit_per_minute, window_minutes, is_ordered, created_by)
    values (${release.templeId}::int, ${release.sevaId}::int, ${release.fromDate}::date, ${release.toDate}::date,
      ${opens} - make_interval(mins => ${release.waitingMinutes}::int), ${opens},
      ${opens} + make_interval(mins => ${release.openForMinutes}::int), ${ORDER_KIND[release.order]}::int,
      ${release.admitPerMinute}::int, ${release.windowMinutes}::int,
      ${release.order === 'arrival' ? 1 : 0}::int, ${release.createdBy}::int)
    returning id`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) throw new Error('The release was not written');
  return id;
}

export async function cancelRelease(db: Executor, releaseId: number, now: Date): Promise<void> {
  await db.execute(sql`update releases set cancelled_at = ${now.toISOString()}::timestamptz
    where id = ${releaseId}::int and cancelled_at is null`);
}

/**
 * Moves a line on, from whichever process asks first; the conditions make a second asker a no-op.
 * At the opening of a random-order release, the devotees who came before it are put in line by their
 * random keys (the draw). Then, at most once per RELEASE_BATCH_SECONDS, the next `batch` places are
 * admitted and the batch is recorded (its time starts their window to book).
 */
export async function advanceLine(
  db: Database,
  releaseId: number,
  line: { batch: number; isOrdered: boolean },
  now: Date,
): Promise<void> {
  const { batch } = line;
  const at = sql`${now.toISOString()}::timestamptz`;
  // An ordered line stays ordered: the draw's transaction is only for a line still waiting for it.
  if (line.isOrdered) return admitBatch(db, releaseId, batch, at);
  await db.transaction(async (tx) => {
    const due = await tx.execute(sql`select id from releases
      where id = ${releaseId}::int and is_ordered = 0 and opens_at <= ${at} and cancelled_at is null
      for update skip locked`);
    if (rowsOf(due).length === 0) return;
    // A statement of its own, after the lock: its snapshot sees every entry written before the lock was granted.
    await tx.execute(sql`with drawn as (
        select user_id, row_number() over (order by random_key, user_id)::int as place
        from waiting_room_entries where release_id = ${releaseId}::int and place is null),
      placed as (
        update waiting_room_entries e set place = drawn.place from drawn
        where e.release_id = ${releaseId}::int and e.user_id = drawn.user_id returning 1)
      update releases set is_ordered = 1, arrivals = (select count(*) from placed)
      where id = ${releaseId}::int`);
  });
  await admitBatch(db, releaseId, batch, at);
}

async function admitBatch(db: Database, releaseId: number, batch: number, at: SQL): Promise<void> {
  await db.execute(sql`with admitted as (
      update releases set admitted_through = least(admitted_through + ${batch}::int, arrivals), last_batch_at = ${at}
      where id = ${releaseId}::int and is_ordered = 1 and cancelled_at is null and opens_at <= ${at} and closes_at > ${at}
        and admitted_through < arrivals
        and (last_batch_at is null or last_batch_at <= ${at} - make_interval(secs => ${RELEASE_BATCH_SECONDS}::int))
      returning id, admitted_through)
    insert into waiting_room_batches (release_id, admitted_through, admitted_at)
    select id, admitted_through, ${at} from admitted`);
}

/** The devotee's place: a number, null while a random-order draw is to come, undefined if not in line. */
export async function selectPlace(
  db: Executor,
  releaseId: number,
  userId: number,
): Promise<number | null | undefined> {
  const result = await db.execute(sql`select place from waiting_room_entries
    where release_id = ${releaseId}::int and user_id = ${userId}::int`);
  const row = rowsOf<{ place: number | null }>(result)[0];
  return row ? row.place : undefined;
}

/**
 * Puts the devotee in line, or at its back again (`again`: their window passed). Before a random-order
 * opening they wait for the draw (no place yet); otherwise they take the next place. Answers their place.
 */
export async function joinLine(
  db: Executor,
  query: { releaseId: number; userId: number; now: Date; again: boolean; isOrdered: boolean },
): Promise<number | null> {
  const at = sql`${query.now.toISOString()}::timestamptz`;
  const release = sql`${query.releaseId}::int`;
  const user = sql`${query.userId}::int`;
  // An ordered line (by arrival, or after the draw) stays ordered: then one statement takes the place.
  if (!query.again && !query.isOrdered) {
    // Holding the release's row in share mode keeps the draw (which locks it for update) from passing this entry by.
    const beforeDraw = await db.execute(sql`with r as (
        select id from releases where id = ${release} and is_ordered = 0 for share)
      insert into waiting_room_entries (release_id, user_id, joined_at, random_key, place)
      select r.id, ${user}, ${at}, random(), null from r
      on conflict (release_id, user_id) do nothing
      returning place`);
    if (rowsOf(beforeDraw).length > 0) return null;
    const existing = await selectPlace(db, query.releaseId, query.userId);
    if (existing !== undefined) return existing;
  }
  // The place and the time are taken under the release row's lock, so a later place never has an earlier time.
  const placed = await db.execute(sql`with r as (
      update releases set arrivals = arrivals + 1, last_joined_at = greatest(last_joined_at, ${at})
      where id = ${release} and is_ordered = 1 returning arrivals, last_joined_at)
    insert into waiting_room_entries (release_id, user_id, joined_at, random_key, place)
    select ${release}, ${user}, r.last_joined_at, random(), r.arrivals from r
    on conflict (release_id, user_id) do update set place = excluded.place, joined_at = excluded.joined_at
      where ${query.again ? sql`true` : sql`false`}
    returning place`);
  const place = rowsOf<{ place: number | null }>(placed)[0]?.place;
  if (place !== undefined) return place;
  // Already in line (a second tap racing the first), or the draw is still to come: their place stands.
  const existing = await selectPlace(db, query.releaseId, query.userId);
  if (existing !== undefined) return existing;
  if (!query.isOrdered) throw new Error(`Release ${query.releaseId} took no one into its line`);
  // The line was thought ordered but is not (a random-order release before its draw): wait for the draw.
  return joinLine(db, { ...query, isOrdered: false });
}

/** Whether the seva is one of the temple's (a release opens its own temple's sevas only). */
export async function isSevaOfTemple(db: Executor, sevaId: number, templeId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from sevas where id = ${sevaId}::int and temple_id = ${templeId}::int`,
  );
  return rowsOf(result).length > 0;
}
