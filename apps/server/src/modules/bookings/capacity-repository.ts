import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/**
 * ARCHITECTURE rule 3 and the pretix locking lesson: a booking locks the capacity it consumes, once,
 * late (the last statement before COMMIT, so the hot row is held for the shortest time) and checks it
 * in the same statement. Counter rows are touched in (seva_id, perform_date) order, so two checkouts
 * over the same days can never deadlock.
 */
export interface CapacityClaim {
  templeId: number;
  sevaId: number;
  /** yyyy-MM-dd */
  performDate: string;
  quantity: number;
  /** Units bookable that day; null: no limit. */
  capacity: number | null;
}

export interface CapacityKey {
  sevaId: number;
  performDate: string;
  quantity: number;
}

function compareKeys(a: { sevaId: number; performDate: string }, b: { sevaId: number; performDate: string }) {
  return a.sevaId - b.sevaId || (a.performDate < b.performDate ? -1 : a.performDate > b.performDate ? 1 : 0);
}

/** Adds up quantities per (seva, date) and sorts the keys in lock order. */
export function mergeClaims<T extends CapacityKey>(claims: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const claim of claims) {
    const key = `${claim.sevaId}|${claim.performDate}`;
    const existing = merged.get(key);
    if (existing) merged.set(key, { ...existing, quantity: existing.quantity + claim.quantity });
    else merged.set(key, { ...claim });
  }
  return [...merged.values()].sort(compareKeys);
}

/**
 * Takes every claim or none: one upsert over the sorted keys. A missing counter row is created holding
 * the claim; an existing one grows only while `booked + quantity <= capacity`. Returns the claims that
 * did not fit (empty: all taken). The caller rolls back its transaction when any did not fit.
 */
export async function takeCapacity(db: Executor, claims: readonly CapacityClaim[], now: Date) {
  const sorted = mergeClaims(claims);
  const tooBig = sorted.filter((claim) => claim.capacity !== null && claim.quantity > claim.capacity);
  if (tooBig.length > 0) return tooBig;
  if (sorted.length === 0) return [];
  const values = sql.join(
    sorted.map(
      (claim) =>
        sql`(${claim.templeId}::int, ${claim.sevaId}::int, ${claim.performDate}::date, ${claim.quantity}::int, ${claim.capacity}::int, ${now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into seva_day_counters as c (temple_id, seva_id, perform_date, booked, capacity, updated_at)
    values ${values}
    on conflict (seva_id, perform_date) do update
      set booked = c.booked + excluded.booked, capacity = excluded.capacity, updated_at = excluded.updated_at
      where excluded.capacity is null or c.booked + excluded.booked <= excluded.capacity
    returning c.seva_id, c.perform_date::text as perform_date`);
  const rows = rowsOf<{ seva_id: number; perform_date: string }>(result);
  if (rows.length === sorted.length) return [];
  const taken = new Set(rows.map((row) => `${row.seva_id}|${row.perform_date}`));
  return sorted.filter((claim) => !taken.has(`${claim.sevaId}|${claim.performDate}`));
}

/**
 * Gives capacity back. Only the transaction that won the order's status transition calls this, so a
 * hold is released exactly once.
 */
export async function releaseCapacity(db: Executor, keys: readonly CapacityKey[], now: Date): Promise<void> {
  for (const key of mergeClaims(keys)) {
    await db.execute(sql`
      update seva_day_counters
         set booked = booked - ${key.quantity}::int, updated_at = ${now.toISOString()}::timestamptz
       where seva_id = ${key.sevaId}::int and perform_date = ${key.performDate}::date`);
  }
}

/**
 * Takes capacity again for an order whose hold was released (a payment captured after its hold
 * expired), against the limit the counter row carries. False as soon as one day is full; the caller
 * runs this inside a savepoint and rolls it back then.
 */
export async function retakeCapacity(
  db: Executor,
  keys: readonly CapacityKey[],
  now: Date,
): Promise<boolean> {
  for (const key of mergeClaims(keys)) {
    const result = await db.execute(sql`
      update seva_day_counters
         set booked = booked + ${key.quantity}::int, updated_at = ${now.toISOString()}::timestamptz
       where seva_id = ${key.sevaId}::int and perform_date = ${key.performDate}::date
         and (capacity is null or booked + ${key.quantity}::int <= capacity)
      returning booked`);
    if (rowsOf(result).length === 0) return false;
  }
  return true;
}

/** How much of each day is booked now (no lock): to say which day a refused checkout found full. */
export async function dayCounters(db: Executor, keys: readonly { sevaId: number; performDate: string }[]) {
  if (keys.length === 0) return new Map<string, number>();
  const pairs = sql.join(
    keys.map((key) => sql`(${key.sevaId}::int, ${key.performDate}::date)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select seva_id, perform_date::text as perform_date, booked from seva_day_counters
     where (seva_id, perform_date) in (${pairs})`);
  return new Map(
    rowsOf<{ seva_id: number; perform_date: string; booked: number }>(result).map((row) => [
      `${row.seva_id}|${row.perform_date}`,
      row.booked,
    ]),
  );
}
