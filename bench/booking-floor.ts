import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The floor of bench/booking.ts: what the database allows on one hot seva-date when nothing but the
 * capacity SQL runs. Each booking is the conditional `UPDATE … RETURNING` on the counter row and the
 * insert of a line, in ONE autocommitted statement (as checkout's write is one statement), a named
 * prepared statement on the raw driver, durable commits (synchronous_commit on; the embedded database
 * with relaxedDurability off), `inFlight` callers queueing for a pool of `connections`.
 */
export const FLOOR_TABLE_SQL = `
  create table if not exists bench_floor_lines (
    id bigserial primary key,
    temple_id int not null,
    seva_id int not null,
    perform_date date not null,
    devotee_name text not null,
    created_at timestamptz not null
  )`;

export const FLOOR_SQL = `
  with hold as (
    update seva_day_counters
       set booked = booked + 1, updated_at = now()
     where seva_id = $1 and perform_date = $2::date and (capacity is null or booked + 1 <= capacity)
    returning temple_id, seva_id, perform_date
  )
  insert into bench_floor_lines (temple_id, seva_id, perform_date, devotee_name, created_at)
  select temple_id, seva_id, perform_date, $3, now() from hold
  returning id`;

export interface FloorTarget {
  sevaId: number;
  performDate: string;
}

export interface FloorResult {
  latenciesMs: number[];
  elapsedMs: number;
  refused: number;
}

async function drive(requests: number, inFlight: number, book: () => Promise<boolean>): Promise<FloorResult> {
  const latenciesMs: number[] = [];
  let sent = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < requests) {
        sent += 1;
        const begin = performance.now();
        if (!(await book())) refused += 1;
        latenciesMs.push(performance.now() - begin);
      }
    }),
  );
  return { latenciesMs, elapsedMs: performance.now() - started, refused };
}

export async function floorPostgres(
  url: string,
  target: FloorTarget,
  options: { connections: number; inFlight: number; requests: number },
): Promise<FloorResult> {
  const pool = new pg.Pool({ connectionString: url, max: options.connections });
  pool.on('error', () => {});
  const query = { name: 'bench-floor', text: FLOOR_SQL };
  const book = async () => {
    const result = await pool.query({
      ...query,
      values: [target.sevaId, target.performDate, 'Bench Devotee'],
    });
    return result.rowCount === 1;
  };
  // Opens the connections and prepares the statement on each before the clock starts.
  await drive(options.connections * 4, options.connections, book);
  const result = await drive(options.requests, options.inFlight, book);
  await pool.end();
  return result;
}

export async function floorPglite(
  dataDir: string,
  target: FloorTarget,
  options: { inFlight: number; requests: number },
): Promise<FloorResult> {
  const client = new PGlite(dataDir, { relaxedDurability: false });
  await client.waitReady;
  const book = async () => {
    const result = await client.query(FLOOR_SQL, [target.sevaId, target.performDate, 'Bench Devotee']);
    return result.rows.length === 1;
  };
  await drive(50, 1, book);
  const result = await drive(options.requests, options.inFlight, book);
  await client.close();
  return result;
}
