import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * What the database derives and keeps itself, checked against what it is derived from (migrations
 * 0013, 0014 and 0016): each order line's copy of its order's status, seva_collection_days against the
 * paid orders' lines added up, and temple_payment_settlements against its view computed afresh. Every test context runs this when it closes, so every test's mix of
 * bookings, payments, cancellations, refunds and approvals proves the triggers kept them equal.
 * Returns at most five disagreements of each; none when all is kept.
 */
export interface DerivedDataApart {
  lines: unknown[];
  collection: unknown[];
  settlements: unknown[];
}

export async function derivedDataApart(db: Database): Promise<DerivedDataApart> {
  const lines = await db.execute(sql`
    select l.id as "lineId", l.order_status as "lineSays", o.status as "orderIs"
    from order_lines l join orders o on o.id = l.order_id
    where l.order_status <> o.status
    limit 5`);
  const collection = await db.execute(sql`
    with computed as (
      select o.temple_id, o.order_date, l.seva_id, coalesce(l.deity_id, 0) as deity_id, o.type as order_type,
             o.payment_mode, case when o.type = 1 then coalesce(o.created_by, 0) else 0 end as cashier_id,
             count(*)::int as lines, sum(l.quantity)::bigint as quantity, sum(l.amount)::bigint as amount
      from order_lines l join orders o on o.id = l.order_id
      where o.status = 'paid'
      group by 1, 2, 3, 4, 5, 6, 7
    ), kept as (
      select * from seva_collection_days where lines <> 0 or quantity <> 0 or amount <> 0
    )
    select temple_id as "templeId", order_date::text as "day", seva_id as "sevaId",
           computed.lines as "linesFromOrders", kept.lines as "linesKept",
           computed.amount::text as "amountFromOrders", kept.amount::text as "amountKept"
    from computed full join kept
      using (temple_id, order_date, seva_id, deity_id, order_type, payment_mode, cashier_id)
    where computed.lines is distinct from kept.lines
       or computed.quantity is distinct from kept.quantity
       or computed.amount is distinct from kept.amount
    limit 5`);
  const settlements = await db.execute(sql`
    select payment_id as "paymentId", temple_id as "templeId",
           computed.captured as "capturedFromOrders", kept.captured as "capturedKept",
           computed.settled_gross as "settledFromItems", kept.settled_gross as "settledKept"
    from temple_payment_settlements_computed computed
    full join temple_payment_settlements kept using (payment_id, temple_id)
    where (computed.order_date, computed.paid_at, computed.gateway_payment_id, computed.booking_numbers,
           computed.captured, computed.settled_gross, computed.fee, computed.tax, computed.net_settled,
           computed.settled_at, computed.utr)
      is distinct from
          (kept.order_date, kept.paid_at, kept.gateway_payment_id, kept.booking_numbers, kept.captured,
           kept.settled_gross, kept.fee, kept.tax, kept.net_settled, kept.settled_at, kept.utr)
    limit 5`);
  return {
    lines: (lines as unknown as { rows: unknown[] }).rows,
    collection: (collection as unknown as { rows: unknown[] }).rows,
    settlements: (settlements as unknown as { rows: unknown[] }).rows,
  };
}
