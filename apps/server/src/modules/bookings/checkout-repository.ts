import { OrderType, UserStatus } from '@nivedya/domain';
import { type Executor, runStatement, type Statement } from '../../db/client.ts';
import { NEXT_ORDER_NUMBER_SQL } from '../../db/order-number.ts';
import {
  auditLog,
  bookingFactsVersion,
  devoteeNames,
  devotees,
  orderLines,
  orders,
  payments,
  sessions,
  sevaDayCounters,
  starSeries,
  users,
} from '../../db/schema/index.ts';
import { aliased, insertColumns, pickColumns, sqlColumn, sqlTable } from '../../db/sql-names.ts';
import { statementParameters } from '../../db/statement-parameters.ts';

export interface PlannedOrder {
  templeId: number;
  orderDate: string;
  amount: number;
  serviceCharge: number;
  postageCharge: number;
  platformCharge: number;
  gstCharge: number;
  splitServiceCharge: number;
  dakshinaAmount: number;
  invoiceAmount: number;
  totalAmount: number;
  deliveryAddress: string | null;
  lastPerformDate: string | null;
  receiptToken: string;
  /**
   * pending: paid by this checkout's payment, held until the plan's holdExpiresAt; due: a later date of a
   * star series paid date by date, outside this payment, held until its dueBy.
   */
  status: 'pending' | 'due';
  holdExpiresAt: Date;
  dueBy: Date | null;
}

export interface PlannedLine {
  templeId: number;
  sevaId: number;
  deityId: number | null;
  sevaName: string;
  sevaType: number;
  devoteeNameId: number | null;
  devoteeName: string;
  starId: number;
  performDate: string | null;
  tillDate: string | null;
  isContinuous: boolean;
  quantity: number;
  rate: number;
  postageCharge: number;
  amount: number;
  status: number;
  isAllowEdit: boolean;
  prasadamDelivery: number;
  deliveryAddress: string | null;
  description: string | null;
  forType: number;
  /** The star series (issue #19) the line is one date of. */
  starSeriesId: string | null;
  /** The receipt token of the planned order the line belongs to. */
  orderReceiptToken: string;
}

/** A star series the checkout starts: its dates are lines carrying its id. */
export interface PlannedStarSeries {
  id: string;
  templeId: number;
  sevaId: number;
  starId: number;
  devoteeName: string;
  every: string;
  malayalamMonth: number | null;
  occurrences: number;
  payment: string;
}

export interface PlannedClaim {
  templeId: number;
  sevaId: number;
  performDate: string;
  quantity: number;
  capacity: number | null;
}

export interface CheckoutPlan {
  userId: number;
  /** The devotee's session (its stored hash): the write goes ahead only while it is live. */
  sessionTokenHash: string;
  /** The booking facts' version the cart was priced at: the write goes ahead only while it is current. */
  factsVersion: string;
  paymentMode: number;
  gateway: string;
  gatewayOrderId: string | null;
  amount: number;
  now: Date;
  orders: PlannedOrder[];
  lines: PlannedLine[];
  series: PlannedStarSeries[];
  /** Merged per (seva, date) and sorted in lock order. */
  claims: PlannedClaim[];
}

/** An order the checkout placed; a due date of a star series has no payment yet. */
export type PlacedOrderRow = {
  id: number;
  templeId: number;
  orderNumber: string;
  paymentId: number | null;
  receiptToken: string;
};

/**
 * What became of a checkout's write: its orders; `full`, a day would have overfilled; or `refused`, the
 * session had ended, a saved name was no longer the devotee's or the facts the cart was priced with had
 * changed, and nothing was written.
 */
export type CheckoutWrite =
  | { outcome: 'placed'; orders: PlacedOrderRow[] }
  | { outcome: 'full' }
  | { outcome: 'refused' };

/*
 * The text of the checkout's write, built ONCE when this file loads (it never changes per request, so it
 * is a prepared statement). Every table and column in it comes from the Drizzle schema (db/schema/*.ts)
 * through db/sql-names.ts and db/statement-parameters.ts, so the schema checks it where a hand-written
 * string would go unchecked:
 * - `sqlTable(orders)` is "orders", `sqlColumn(orders.orderNumber)` is "order_number", and
 *   `aliased(users, 'u').mobile` is u."mobile": a column renamed or dropped in the schema fails the
 *   typecheck here, and the names are spelled as the migrations made them;
 * - each insert is `insertColumns(table, { schemaKey: sqlExpression, … })`, which writes its column list
 *   and its value list from one object: a column the table requires (not null, no default) that is left
 *   out, or a key the table does not have, fails the typecheck;
 * - the plan's rows arrive as arrays (`p.rows`), each cast to the type of the column it fills and typed
 *   against it: a planned field that no longer fits its column fails the typecheck too.
 * Names that are not the schema's (the CTEs `expected`, `devotee`, `holds`, `payment`, `placed`, `lines`,
 * `audit`, the row sets `v` and the columns each CTE returns) are the statement's own: they are given with
 * `as` where they are made, so a renamed column never changes what insertCheckout reads.
 * To change the write: change the schema and its migration first, then this; `npx tsc -b` points at
 * what no longer fits. checkout.integration.test.ts writes through it and reads the rows back with the ORM.
 */
const p = statementParameters<CheckoutPlan>();
const userId = p.value(orders.userId, (plan) => plan.userId);
const now = p.param('timestamptz', (plan) => plan.now.toISOString());
const paymentMode = p.value(orders.paymentMode, (plan) => plan.paymentMode);
const savedNameIds = (plan: CheckoutPlan) => [
  ...new Set(plan.lines.flatMap((line) => (line.devoteeNameId === null ? [] : [line.devoteeNameId]))),
];

const s = aliased(sessions, 's');
const u = aliased(users, 'u');
const dn = aliased(devoteeNames, 'dn');
const d = aliased(devotees, 'd');
const c = aliased(sevaDayCounters, 'c');
const version = sqlColumn(bookingFactsVersion.version);
const factsVersion = `(select ${version} from ${sqlTable(bookingFactsVersion)} where ${sqlColumn(bookingFactsVersion.id)} = 1)`;

const claimRows = p.rows(
  'v',
  (plan) => plan.claims,
  {
    templeId: sevaDayCounters.templeId,
    sevaId: sevaDayCounters.sevaId,
    performDate: sevaDayCounters.performDate,
    quantity: sevaDayCounters.booked,
    capacity: sevaDayCounters.capacity,
  },
  { ordinality: 'position' },
);
const hold = insertColumns(sevaDayCounters, {
  templeId: claimRows.field.templeId,
  sevaId: claimRows.field.sevaId,
  performDate: claimRows.field.performDate,
  booked: claimRows.field.quantity,
  capacity: claimRows.field.capacity,
  updatedAt: now,
});
const booked = sqlColumn(sevaDayCounters.booked);
const capacity = sqlColumn(sevaDayCounters.capacity);
const counterUpdatedAt = sqlColumn(sevaDayCounters.updatedAt);

const payment = insertColumns(payments, {
  userId: 'devotee.id',
  gateway: p.value(payments.gateway, (plan) => plan.gateway),
  gatewayOrderId: p.value(payments.gatewayOrderId, (plan) => plan.gatewayOrderId),
  amount: p.value(payments.amount, (plan) => plan.amount),
  status: `'created'`,
  createdAt: now,
  updatedAt: now,
});

const orderRows = p.rows(
  'v',
  (plan) => plan.orders,
  pickColumns(orders, [
    'templeId',
    'orderDate',
    'amount',
    'serviceCharge',
    'postageCharge',
    'platformCharge',
    'gstCharge',
    'splitServiceCharge',
    'dakshinaAmount',
    'invoiceAmount',
    'totalAmount',
    'deliveryAddress',
    'lastPerformDate',
    'receiptToken',
    'status',
    'holdExpiresAt',
    'dueBy',
  ]),
);
const order = insertColumns(orders, {
  orderNumber: NEXT_ORDER_NUMBER_SQL,
  userId,
  devoteeId: `(select ${sqlColumn(devotees.id)} from ${sqlTable(devotees)} where ${sqlColumn(devotees.userId)} = ${userId})`,
  type: String(OrderType.Online),
  paymentMode,
  paymentId: `case when ${orderRows.field.status} = 'pending' then payment.id end`,
  mobile: '(select mobile from devotee)',
  email: '(select email from devotee)',
  isVerified: 'false',
  createdBy: userId,
  createdAt: now,
  updatedAt: now,
  ...orderRows.field,
});

const lineRows = p.rows('v', (plan) => plan.lines, {
  ...pickColumns(orderLines, [
    'templeId',
    'sevaId',
    'deityId',
    'sevaName',
    'sevaType',
    'devoteeNameId',
    'devoteeName',
    'starId',
    'performDate',
    'tillDate',
    'isContinuous',
    'quantity',
    'rate',
    'postageCharge',
    'amount',
    'status',
    'isAllowEdit',
    'prasadamDelivery',
    'deliveryAddress',
    'description',
    'forType',
    'starSeriesId',
  ]),
  orderReceiptToken: orders.receiptToken,
});
const { orderReceiptToken: lineReceiptToken, ...lineFields } = lineRows.field;
const line = insertColumns(orderLines, {
  orderId: 'placed.id',
  ...lineFields,
  createdAt: now,
  updatedAt: now,
});

const seriesRows = p.rows(
  'v',
  (plan) => plan.series,
  pickColumns(starSeries, [
    'id',
    'templeId',
    'sevaId',
    'starId',
    'devoteeName',
    'every',
    'malayalamMonth',
    'occurrences',
    'payment',
  ]),
);
const series = insertColumns(starSeries, {
  ...seriesRows.field,
  userId,
  createdAt: now,
});

const audit = insertColumns(auditLog, {
  actorUserId: userId,
  templeId: 'placed.temple_id',
  action: `'order.created'`,
  entity: `'order'`,
  entityId: 'placed.id::text',
  after: `jsonb_build_object('orderNumber', placed.order_number, 'paymentId', placed.payment_id,
    'paymentMode', ${paymentMode}::int, 'status', placed.status, 'totalAmount', placed.total_amount)`,
  createdAt: now,
});

/**
 * Writes a whole checkout in ONE statement, so it commits or fails as one: the payment, one order per
 * temple (numbered by NEXT_ORDER_NUMBER_SQL: 'BKS' + nextval) and one per later date of a star series
 * paid date by date (status due, outside the payment), the star series it starts, their lines
 * (a series' lines point at it: the foreign key is checked at the statement's end), an audit row per
 * order, and the capacity hold.
 * ARCHITECTURE rule 3: the hold is an upsert of each (seva, date) counter row, `booked = booked + n`
 * with `capacity` refreshed to the day's limit; the table's check (booked <= capacity) refuses a day
 * that would overfill, atomically under the row lock, and the refusal undoes the whole statement.
 * One round trip and no BEGIN/COMMIT, and the hold is the last sub-statement PostgreSQL runs:
 * data-modifying CTEs the main query does not read run after it, in reverse order of declaration, so
 * `holds` is declared first; its rows are taken in the claims' order (seva, date). The hot counter row
 * is locked only from there to the commit (pretix: lock late, once). Rows travel as arrays (unnest), so
 * the text is the same for every cart: a prepared statement, parsed and planned once per connection.
 * It writes nothing unless `devotee` finds the devotee's session still live, the booking facts' version
 * still the one the cart was priced at (booking-facts-memo.ts) and every saved name the lines point at
 * still the devotee's own: so checkout may price from facts and a session it saw a moment ago and make
 * this its only round trip. What it expects travels through `expected`, out of the planner's sight (as
 * in the facts read, sevas-repository.ts): with the values in sight PostgreSQL found a plan of its own
 * for each request cheaper than the shared one, and planned this statement on every execution.
 */
const INSERT_CHECKOUT: Statement = {
  name: 'insert_checkout_v5',
  text: `
    with expected as materialized (
      select ${p.param('text', (plan) => plan.sessionTokenHash)} as token_hash,
             ${p.param('bigint', (plan) => plan.factsVersion)} as facts_version,
             ${p.param('int[]', savedNameIds)} as saved_name_ids
    ), devotee as (
      select ${u.id} as id, ${u.mobile} as mobile, ${u.email} as email
        from expected e
        join ${sqlTable(sessions)} s on ${s.tokenHash} = e.token_hash
        join ${sqlTable(users)} u on ${u.id} = ${s.userId}
       where ${s.expiresAt} > ${now} and ${u.id} = ${userId} and ${u.status} = ${UserStatus.Active}
         and ${u.deletedAt} is null
         and ${factsVersion} = e.facts_version
         and cardinality(e.saved_name_ids) = (
           select count(*) from ${sqlTable(devoteeNames)} dn join ${sqlTable(devotees)} d on ${d.id} = ${dn.devoteeId}
            where ${dn.id} = any(e.saved_name_ids) and ${d.userId} = ${u.id})
    ), holds as (
      insert into ${sqlTable(sevaDayCounters)} as c (${hold.columns})
      select ${hold.values}
      from ${claimRows.from}
      where exists (select from devotee)
      order by v.position
      on conflict (${sqlColumn(sevaDayCounters.sevaId)}, ${sqlColumn(sevaDayCounters.performDate)}) do update
        set ${booked} = ${c.booked} + excluded.${booked}, ${capacity} = excluded.${capacity},
          ${counterUpdatedAt} = excluded.${counterUpdatedAt}
      returning ${c.sevaId}
    ), payment as (
      insert into ${sqlTable(payments)} (${payment.columns})
      select ${payment.values}
      from devotee
      returning ${sqlColumn(payments.id)} as id
    ), placed as (
      insert into ${sqlTable(orders)} (${order.columns})
      select ${order.values}
      from ${orderRows.from}
      cross join payment
      returning ${sqlColumn(orders.id)} as id, ${sqlColumn(orders.templeId)} as temple_id,
        ${sqlColumn(orders.orderNumber)} as order_number, ${sqlColumn(orders.paymentId)} as payment_id,
        ${sqlColumn(orders.totalAmount)} as total_amount, ${sqlColumn(orders.status)} as status,
        ${sqlColumn(orders.receiptToken)} as receipt_token
    ), series as (
      insert into ${sqlTable(starSeries)} (${series.columns})
      select ${series.values}
      from ${seriesRows.from}
      where exists (select from devotee)
    ), lines as (
      insert into ${sqlTable(orderLines)} (${line.columns})
      select ${line.values}
      from ${lineRows.from}
      join placed on placed.receipt_token = ${lineReceiptToken}
    ), audit as (
      insert into ${sqlTable(auditLog)} (${audit.columns})
      select ${audit.values}
      from placed
    )
    select id, temple_id, order_number, payment_id, receipt_token from placed`,
};

/** The checkout's write and its values: also what bench/booking.ts runs in a raw driver loop as its floor. */
export function checkoutStatement(plan: CheckoutPlan): { statement: Statement; values: unknown[] } {
  return { statement: INSERT_CHECKOUT, values: p.values(plan) };
}

/** Writes the checkout (see INSERT_CHECKOUT). */
export async function insertCheckout(db: Executor, plan: CheckoutPlan): Promise<CheckoutWrite> {
  const { statement, values } = checkoutStatement(plan);
  try {
    const rows = await runStatement<{
      id: number;
      temple_id: number;
      order_number: string;
      payment_id: number | null;
      receipt_token: string;
    }>(db, statement, values);
    // Every checkout has an order: none means `devotee` found nothing and nothing was written.
    if (rows.length === 0) return { outcome: 'refused' };
    return {
      outcome: 'placed',
      orders: rows.map((row) => ({
        id: row.id,
        templeId: row.temple_id,
        orderNumber: row.order_number,
        paymentId: row.payment_id,
        receiptToken: row.receipt_token,
      })),
    };
  } catch (error) {
    if (violatedCapacityCheck(error)) return { outcome: 'full' };
    throw error;
  }
}

/** True when the statement failed on seva_day_counters_capacity_check: a day would have overfilled. */
function violatedCapacityCheck(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514' && candidate.constraint === 'seva_day_counters_capacity_check')
      return true;
    current = candidate.cause;
  }
  return false;
}
