import { type Executor, runStatement, type Statement } from '../../db/client.ts';

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
  holdExpiresAt: Date;
  now: Date;
  orders: PlannedOrder[];
  lines: PlannedLine[];
  /** Merged per (seva, date) and sorted in lock order. */
  claims: PlannedClaim[];
}

export type PlacedOrderRow = { id: number; templeId: number; orderNumber: string; paymentId: number };

/**
 * What became of a checkout's write: its orders; `full`, a day would have overfilled; or `refused`, the
 * session had ended, a saved name was no longer the devotee's or the facts the cart was priced with had
 * changed, and nothing was written.
 */
export type CheckoutWrite =
  | { outcome: 'placed'; orders: PlacedOrderRow[] }
  | { outcome: 'full' }
  | { outcome: 'refused' };

/**
 * Numbers the parameters of a statement while its text is written, once, at load: each `param` adds
 * one ($n, cast to its type) and how to read its value from a plan, so the text and the values can
 * never disagree on the order.
 */
function parameters<T>() {
  const readers: ((input: T) => unknown)[] = [];
  return {
    param(type: string, read: (input: T) => unknown): string {
      readers.push(read);
      return `$${readers.length}::${type}`;
    },
    /** One column of a row set, as a typed array for unnest(). */
    column<R, K extends keyof R>(type: string, rows: (input: T) => readonly R[], key: K): string {
      return this.param(`${type}[]`, (input) => rows(input).map((row) => row[key]));
    },
    values: (input: T): unknown[] => readers.map((read) => read(input)),
  };
}

const p = parameters<CheckoutPlan>();
const claims = (plan: CheckoutPlan) => plan.claims;
const orders = (plan: CheckoutPlan) => plan.orders;
const lines = (plan: CheckoutPlan) => plan.lines;
const userId = p.param('int', (plan) => plan.userId);
const now = p.param('timestamptz', (plan) => plan.now.toISOString());
const paymentMode = p.param('smallint', (plan) => plan.paymentMode);
const savedNameIds = (plan: CheckoutPlan) => [
  ...new Set(plan.lines.flatMap((line) => (line.devoteeNameId === null ? [] : [line.devoteeNameId]))),
];

/**
 * Writes a whole checkout in ONE statement, so it commits or fails as one: the payment, one order per
 * temple (numbered 'BKS' + nextval), their lines, an audit row per order, and the capacity hold.
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
  name: 'insert_checkout_v2',
  text: `
    with expected as materialized (
      select ${p.param('text', (plan) => plan.sessionTokenHash)} as token_hash,
             ${p.param('bigint', (plan) => plan.factsVersion)} as facts_version,
             ${p.param('int[]', savedNameIds)} as saved_name_ids
    ), devotee as (
      select u.id, u.mobile, u.email
        from expected e
        join sessions s on s.token_hash = e.token_hash
        join users u on u.id = s.user_id
       where s.expires_at > ${now} and u.id = ${userId} and u.status = 1 and u.deleted_at is null
         and (select version from booking_facts_version where id = 1) = e.facts_version
         and cardinality(e.saved_name_ids) = (
           select count(*) from devotee_names dn join devotees d on d.id = dn.devotee_id
            where dn.id = any(e.saved_name_ids) and d.user_id = u.id)
    ), holds as (
      insert into seva_day_counters as c (temple_id, seva_id, perform_date, booked, capacity, updated_at)
      select v.temple_id, v.seva_id, v.perform_date, v.quantity, v.capacity, ${now}
      from unnest(${p.column('int', claims, 'templeId')}, ${p.column('int', claims, 'sevaId')},
        ${p.column('date', claims, 'performDate')}, ${p.column('int', claims, 'quantity')},
        ${p.column('int', claims, 'capacity')}) with ordinality
        as v(temple_id, seva_id, perform_date, quantity, capacity, position)
      where exists (select from devotee)
      order by v.position
      on conflict (seva_id, perform_date) do update
        set booked = c.booked + excluded.booked, capacity = excluded.capacity, updated_at = excluded.updated_at
      returning c.seva_id
    ), payment as (
      insert into payments (user_id, gateway, gateway_order_id, amount, status, created_at, updated_at)
      select devotee.id, ${p.param('text', (plan) => plan.gateway)}, ${p.param('text', (plan) => plan.gatewayOrderId)},
        ${p.param('int', (plan) => plan.amount)}, 'created', ${now}, ${now}
      from devotee
      returning id
    ), placed as (
      insert into orders (order_number, user_id, devotee_id, temple_id, type, payment_mode, payment_id, order_date,
        status, amount, service_charge, postage_charge, platform_charge, gst_charge, split_service_charge,
        dakshina_amount, invoice_amount, total_amount, mobile, email, delivery_address, last_perform_date,
        is_verified, receipt_token, hold_expires_at, created_by, created_at, updated_at)
      select 'BKS' || lpad(nextval('order_number_seq')::text, 8, '0'), ${userId},
        (select id from devotees where user_id = ${userId}), v.temple_id, 0, ${paymentMode},
        payment.id, v.order_date, 'pending', v.amount, v.service_charge, v.postage_charge, v.platform_charge,
        v.gst_charge, v.split_service_charge, v.dakshina_amount, v.invoice_amount, v.total_amount,
        (select mobile from devotee), (select email from devotee), v.delivery_address,
        v.last_perform_date, false, v.receipt_token,
        ${p.param('timestamptz', (plan) => plan.holdExpiresAt.toISOString())}, ${userId}, ${now}, ${now}
      from unnest(${p.column('int', orders, 'templeId')}, ${p.column('date', orders, 'orderDate')},
        ${p.column('int', orders, 'amount')}, ${p.column('int', orders, 'serviceCharge')},
        ${p.column('int', orders, 'postageCharge')}, ${p.column('int', orders, 'platformCharge')},
        ${p.column('int', orders, 'gstCharge')}, ${p.column('int', orders, 'splitServiceCharge')},
        ${p.column('int', orders, 'dakshinaAmount')}, ${p.column('int', orders, 'invoiceAmount')},
        ${p.column('int', orders, 'totalAmount')}, ${p.column('text', orders, 'deliveryAddress')},
        ${p.column('date', orders, 'lastPerformDate')}, ${p.column('text', orders, 'receiptToken')})
        as v(temple_id, order_date, amount, service_charge, postage_charge, platform_charge, gst_charge,
          split_service_charge, dakshina_amount, invoice_amount, total_amount, delivery_address,
          last_perform_date, receipt_token)
      cross join payment
      returning id, temple_id, order_number, payment_id, total_amount
    ), lines as (
      insert into order_lines (order_id, temple_id, seva_id, deity_id, seva_name, seva_type, devotee_name_id,
        devotee_name, star_id, perform_date, till_date, is_continuous, quantity, rate, postage_charge, amount,
        status, is_allow_edit, prasadam_delivery, delivery_address, description, for_type, created_at, updated_at)
      select placed.id, v.temple_id, v.seva_id, v.deity_id, v.seva_name, v.seva_type, v.devotee_name_id,
        v.devotee_name, v.star_id, v.perform_date, v.till_date, v.is_continuous, v.quantity, v.rate,
        v.postage_charge, v.amount, v.status, v.is_allow_edit, v.prasadam_delivery, v.delivery_address,
        v.description, v.for_type, ${now}, ${now}
      from unnest(${p.column('int', lines, 'templeId')}, ${p.column('int', lines, 'sevaId')},
        ${p.column('int', lines, 'deityId')}, ${p.column('text', lines, 'sevaName')},
        ${p.column('smallint', lines, 'sevaType')}, ${p.column('int', lines, 'devoteeNameId')},
        ${p.column('text', lines, 'devoteeName')}, ${p.column('smallint', lines, 'starId')},
        ${p.column('date', lines, 'performDate')}, ${p.column('date', lines, 'tillDate')},
        ${p.column('boolean', lines, 'isContinuous')}, ${p.column('int', lines, 'quantity')},
        ${p.column('int', lines, 'rate')}, ${p.column('int', lines, 'postageCharge')},
        ${p.column('int', lines, 'amount')}, ${p.column('smallint', lines, 'status')},
        ${p.column('boolean', lines, 'isAllowEdit')}, ${p.column('smallint', lines, 'prasadamDelivery')},
        ${p.column('text', lines, 'deliveryAddress')}, ${p.column('text', lines, 'description')},
        ${p.column('smallint', lines, 'forType')})
        as v(temple_id, seva_id, deity_id, seva_name, seva_type, devotee_name_id, devotee_name, star_id,
          perform_date, till_date, is_continuous, quantity, rate, postage_charge, amount, status, is_allow_edit,
          prasadam_delivery, delivery_address, description, for_type)
      join placed on placed.temple_id = v.temple_id
    ), audit as (
      insert into audit_log (actor_user_id, temple_id, action, entity, entity_id, after, created_at)
      select ${userId}, placed.temple_id, 'order.created', 'order', placed.id::text,
        jsonb_build_object('orderNumber', placed.order_number, 'paymentId', placed.payment_id,
          'paymentMode', ${paymentMode}::int, 'status', 'pending', 'totalAmount', placed.total_amount),
        ${now}
      from placed
    )
    select id, temple_id, order_number, payment_id from placed`,
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
      payment_id: number;
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
