import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { OrderLineStatus, PaymentMode, SevaType } from '@nivedya/domain';
import pg from 'pg';
import {
  type CheckoutPlan,
  checkoutStatement,
} from '../apps/server/src/modules/bookings/checkout-repository.ts';

/**
 * The floors of bench/booking.ts: what the database allows on one hot seva-date when nothing but SQL
 * runs, a prepared statement on the raw driver in a loop, durable commits (synchronous_commit on; the
 * embedded database with relaxedDurability off), `inFlight` callers queueing for a pool of `connections`.
 * - write: checkout's own statement (checkoutStatement: its check of the session and the facts' version,
 *   the capacity hold with the payment, order, line and audit row it commits with), with the values the
 *   server would send for the bench's one-line cart.
 *   This is "the same capacity SQL": checkout takes its capacity in this one statement.
 * - counter: the hot row alone, the conditional `UPDATE … RETURNING` on the counter and the insert of a
 *   bare line in one statement: what the row lock and the commit allow before any order is written.
 */
export const COUNTER_TABLE_SQL = `
  create table if not exists bench_floor_lines (
    id bigserial primary key,
    temple_id int not null,
    seva_id int not null,
    perform_date date not null,
    devotee_name text not null,
    created_at timestamptz not null
  )`;

const COUNTER_SQL = `
  with hold as (
    update seva_day_counters
       set booked = booked + 1, updated_at = now()
     where seva_id = $1 and perform_date = $2::date and (capacity is null or booked + 1 <= capacity)
    returning temple_id, seva_id, perform_date
  )
  insert into bench_floor_lines (temple_id, seva_id, perform_date, devotee_name, created_at)
  select temple_id, seva_id, perform_date, $3, now() from hold
  returning id`;

export type FloorKind = 'write' | 'counter';

export interface FloorTarget {
  userId: number;
  templeId: number;
  deityId: number;
  sevaId: number;
  performDate: string;
  /** The day's limit, as checkout sends it. */
  capacity: number;
  /** The devotee's session and the booking facts' version, which the write checks. */
  sessionTokenHash: string;
  factsVersion: string;
}

export interface FloorResult {
  latenciesMs: number[];
  elapsedMs: number;
  refused: number;
  /** What the caller measured just before the connections closed (e.g. the backends' CPU). */
  measured: number | null;
}

interface FloorQuery {
  name: string;
  text: string;
  values: unknown[];
}

/** The bench's one-line cart in the shape checkout plans it (Rs 50.00 with charges; the amounts do not change the cost). */
function benchPlan(target: FloorTarget): CheckoutPlan {
  const now = new Date();
  const receiptToken = randomBytes(32).toString('base64url');
  return {
    userId: target.userId,
    sessionTokenHash: target.sessionTokenHash,
    factsVersion: target.factsVersion,
    paymentMode: PaymentMode.Gateway,
    gateway: 'demo',
    gatewayOrderId: `demo_${randomBytes(12).toString('base64url')}`,
    amount: 6645,
    now,
    orders: [
      {
        templeId: target.templeId,
        orderDate: now.toISOString().slice(0, 10),
        amount: 5000,
        serviceCharge: 1075,
        postageCharge: 0,
        platformCharge: 1075,
        gstCharge: 270,
        splitServiceCharge: 300,
        dakshinaAmount: 0,
        invoiceAmount: 6645,
        totalAmount: 6645,
        deliveryAddress: null,
        lastPerformDate: target.performDate,
        receiptToken,
        status: 'pending',
        holdExpiresAt: new Date(now.getTime() + 600_000),
        dueBy: null,
      },
    ],
    lines: [
      {
        templeId: target.templeId,
        sevaId: target.sevaId,
        deityId: target.deityId,
        sevaName: 'Seva 0',
        sevaType: SevaType.Regular,
        devoteeNameId: null,
        devoteeName: 'Bench Devotee',
        starId: 5,
        performDate: target.performDate,
        tillDate: null,
        isContinuous: false,
        quantity: 1,
        rate: 5000,
        postageCharge: 0,
        amount: 5000,
        status: OrderLineStatus.Booked,
        isAllowEdit: true,
        prasadamDelivery: 0,
        deliveryAddress: null,
        description: null,
        forType: 0,
        starSeriesId: null,
        orderReceiptToken: receiptToken,
      },
    ],
    series: [],
    claims: [
      {
        templeId: target.templeId,
        sevaId: target.sevaId,
        performDate: target.performDate,
        quantity: 1,
        capacity: target.capacity,
      },
    ],
  };
}

function floorQuery(kind: FloorKind, target: FloorTarget): FloorQuery {
  if (kind === 'counter') {
    return {
      name: 'bench_floor_counter',
      text: COUNTER_SQL,
      values: [target.sevaId, target.performDate, 'Bench Devotee'],
    };
  }
  const { statement, values } = checkoutStatement(benchPlan(target));
  return { name: statement.name, text: statement.text, values };
}

async function drive(
  requests: number,
  inFlight: number,
  book: () => Promise<boolean>,
): Promise<Omit<FloorResult, 'measured'>> {
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
  kind: FloorKind,
  target: FloorTarget,
  options: {
    connections: number;
    inFlight: number;
    requests: number;
    /** Started after the warm-up and read once the loop is done, while the connections are still open. */
    meter?: { start(): void; elapsedMs(): Promise<number | null> };
  },
): Promise<FloorResult> {
  const pool = new pg.Pool({ connectionString: url, max: options.connections });
  pool.on('error', () => {});
  const book = async () => {
    const result = await pool.query(floorQuery(kind, target));
    return (result.rowCount ?? 0) >= 1;
  };
  // Opens the connections and prepares the statement on each before the clock starts.
  await drive(options.connections * 4, options.connections, book);
  options.meter?.start();
  const result = await drive(options.requests, options.inFlight, book);
  const measured = options.meter ? await options.meter.elapsedMs() : null;
  await pool.end();
  return { ...result, measured };
}

export async function floorPglite(
  dataDir: string,
  kind: FloorKind,
  target: FloorTarget,
  options: { inFlight: number; requests: number },
): Promise<FloorResult> {
  const client = new PGlite(dataDir, { relaxedDurability: false });
  await client.waitReady;
  const book = async () => {
    const { text, values } = floorQuery(kind, target);
    const result = await client.query(text, values);
    return result.rows.length >= 1;
  };
  await drive(50, 1, book);
  const result = await drive(options.requests, options.inFlight, book);
  await client.close();
  return { ...result, measured: null };
}
