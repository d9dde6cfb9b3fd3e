import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sevas, temples } from '../../db/schema/index.ts';
import { rowsOf } from './capacity-repository.ts';

/** The temple facts checkout needs beside the evaluated cart: where the money goes and its calendar. */
export async function findCheckoutTemples(db: Executor, sevaIds: readonly number[]) {
  return db
    .select({
      id: temples.id,
      name: temples.name,
      timeZone: temples.timeZone,
      paymentGatewayId: temples.paymentGatewayId,
      bankName: temples.bankName,
      bankBranch: temples.bankBranch,
      bankAccountName: temples.bankAccountName,
      bankAccountNumber: temples.bankAccountNumber,
      bankIfsc: temples.bankIfsc,
      upiVpa: temples.upiVpa,
    })
    .from(temples)
    .where(
      inArray(
        temples.id,
        db
          .select({ id: sevas.templeId })
          .from(sevas)
          .where(inArray(sevas.id, [...sevaIds])),
      ),
    );
}
export type CheckoutTemple = Awaited<ReturnType<typeof findCheckoutTemples>>[number];

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
  mobile: string | null;
  email: string | null;
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

/** One column of a row set, as a typed array parameter for unnest(). */
function column<T, K extends keyof T>(rows: readonly T[], key: K, type: string) {
  // sql.param: one array parameter (a bare array would be spread into a list of parameters).
  return sql`${sql.param(rows.map((row) => row[key]))}::${sql.raw(type)}[]`;
}

/**
 * Writes a whole checkout in ONE statement, so it commits or fails as one: the payment, one order per
 * temple (numbered 'BKS' + nextval), their lines, an audit row per order, and the capacity hold.
 * ARCHITECTURE rule 3: the hold is an upsert of each (seva, date) counter row, `booked = booked + n`
 * with `capacity` refreshed to the day's limit; the table's check (booked <= capacity) refuses a day
 * that would overfill, atomically under the row lock, and the refusal undoes the whole statement.
 * Returns null when a day was full. One round trip and no BEGIN/COMMIT, and the hold is the last
 * sub-statement PostgreSQL runs: data-modifying CTEs the main query does not read run after it, in
 * reverse order of declaration, so `holds` is declared first; its rows are taken in the claims' order
 * (seva, date). The hot counter row is locked only from there to the commit (pretix: lock late, once).
 * Rows travel as arrays (unnest), so the statement's text is the same for every cart.
 */
export async function insertCheckout(db: Executor, plan: CheckoutPlan): Promise<PlacedOrderRow[] | null> {
  const now = sql`${plan.now.toISOString()}::timestamptz`;
  const { orders, lines, claims } = plan;
  try {
    const result = await db.execute(sql`
      with holds as (
        insert into seva_day_counters as c (temple_id, seva_id, perform_date, booked, capacity, updated_at)
        select v.temple_id, v.seva_id, v.perform_date, v.quantity, v.capacity, ${now}
        from unnest(${column(claims, 'templeId', 'int')}, ${column(claims, 'sevaId', 'int')},
          ${column(claims, 'performDate', 'date')}, ${column(claims, 'quantity', 'int')},
          ${column(claims, 'capacity', 'int')}) with ordinality
          as v(temple_id, seva_id, perform_date, quantity, capacity, position)
        order by v.position
        on conflict (seva_id, perform_date) do update
          set booked = c.booked + excluded.booked, capacity = excluded.capacity, updated_at = excluded.updated_at
        returning c.seva_id
      ), payment as (
        insert into payments (user_id, gateway, gateway_order_id, amount, status, created_at, updated_at)
        values (${plan.userId}::int, ${plan.gateway}::text, ${plan.gatewayOrderId}::text, ${plan.amount}::int,
          'created', ${now}, ${now})
        returning id
      ), placed as (
        insert into orders (order_number, user_id, devotee_id, temple_id, type, payment_mode, payment_id, order_date,
          status, amount, service_charge, postage_charge, platform_charge, gst_charge, split_service_charge,
          dakshina_amount, invoice_amount, total_amount, mobile, email, delivery_address, last_perform_date,
          is_verified, receipt_token, hold_expires_at, created_by, created_at, updated_at)
        select 'BKS' || lpad(nextval('order_number_seq')::text, 8, '0'), ${plan.userId}::int,
          (select id from devotees where user_id = ${plan.userId}::int), v.temple_id, 0, ${plan.paymentMode}::smallint,
          payment.id, v.order_date, 'pending', v.amount, v.service_charge, v.postage_charge, v.platform_charge,
          v.gst_charge, v.split_service_charge, v.dakshina_amount, v.invoice_amount, v.total_amount,
          ${plan.mobile}::text, ${plan.email}::text, v.delivery_address, v.last_perform_date, false, v.receipt_token,
          ${plan.holdExpiresAt.toISOString()}::timestamptz, ${plan.userId}::int, ${now}, ${now}
        from unnest(${column(orders, 'templeId', 'int')}, ${column(orders, 'orderDate', 'date')},
          ${column(orders, 'amount', 'int')}, ${column(orders, 'serviceCharge', 'int')},
          ${column(orders, 'postageCharge', 'int')}, ${column(orders, 'platformCharge', 'int')},
          ${column(orders, 'gstCharge', 'int')}, ${column(orders, 'splitServiceCharge', 'int')},
          ${column(orders, 'dakshinaAmount', 'int')}, ${column(orders, 'invoiceAmount', 'int')},
          ${column(orders, 'totalAmount', 'int')}, ${column(orders, 'deliveryAddress', 'text')},
          ${column(orders, 'lastPerformDate', 'date')}, ${column(orders, 'receiptToken', 'text')})
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
        from unnest(${column(lines, 'templeId', 'int')}, ${column(lines, 'sevaId', 'int')},
          ${column(lines, 'deityId', 'int')}, ${column(lines, 'sevaName', 'text')},
          ${column(lines, 'sevaType', 'smallint')}, ${column(lines, 'devoteeNameId', 'int')},
          ${column(lines, 'devoteeName', 'text')}, ${column(lines, 'starId', 'smallint')},
          ${column(lines, 'performDate', 'date')}, ${column(lines, 'tillDate', 'date')},
          ${column(lines, 'isContinuous', 'boolean')}, ${column(lines, 'quantity', 'int')},
          ${column(lines, 'rate', 'int')}, ${column(lines, 'postageCharge', 'int')}, ${column(lines, 'amount', 'int')},
          ${column(lines, 'status', 'smallint')}, ${column(lines, 'isAllowEdit', 'boolean')},
          ${column(lines, 'prasadamDelivery', 'smallint')}, ${column(lines, 'deliveryAddress', 'text')},
          ${column(lines, 'description', 'text')}, ${column(lines, 'forType', 'smallint')})
          as v(temple_id, seva_id, deity_id, seva_name, seva_type, devotee_name_id, devotee_name, star_id,
            perform_date, till_date, is_continuous, quantity, rate, postage_charge, amount, status, is_allow_edit,
            prasadam_delivery, delivery_address, description, for_type)
        join placed on placed.temple_id = v.temple_id
      ), audit as (
        insert into audit_log (actor_user_id, temple_id, action, entity, entity_id, after, created_at)
        select ${plan.userId}::int, placed.temple_id, 'order.created', 'order', placed.id::text,
          jsonb_build_object('orderNumber', placed.order_number, 'paymentId', placed.payment_id,
            'paymentMode', ${plan.paymentMode}::int, 'status', 'pending', 'totalAmount', placed.total_amount),
          ${now}
        from placed
      )
      select id, temple_id, order_number, payment_id from placed`);
    return rowsOf<{ id: number; temple_id: number; order_number: string; payment_id: number }>(result).map(
      (row) => ({
        id: row.id,
        templeId: row.temple_id,
        orderNumber: row.order_number,
        paymentId: row.payment_id,
      }),
    );
  } catch (error) {
    if (violatedCapacityCheck(error)) return null;
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
