import type { Step, YearShape } from './report-year-plan.ts';

/**
 * A year of a busy temple written from its plan (report-year-plan.ts) into the tables the application
 * writes, in foreign-key order: payments, orders, lines, refunds, the demo gateway's refund ledger, the
 * day counters. The rows are what the application writes (modules/bookings checkout and payments,
 * modules/counter-billing, modules/refunds), with the same pricing (packages/domain priceOrder:
 * platform charge, 9% + 9% GST on it, the temple's split charge; a counter bill carries none of them).
 * Ids and order numbers follow the time of the order, as the sequences would have given them.
 */

/** packages/domain formatRupees in SQL: ₹12,34,567.50. */
export function rupees(paise: string): string {
  return `'₹' || to_char(${paise} / 100.0, 'FM99,99,99,990.00')`;
}

export function tableSteps(shape: YearShape): Step[] {
  const now = shape.now.toISOString();
  return [
    { label: 'payments', text: paymentsSql },
    { label: 'orders', text: ordersSql, values: [now] },
    { label: 'order lines', text: linesSql, values: [shape.today, shape.timeZone] },
    {
      label: 'refunds',
      text: `
        insert into refunds (id, temple_id, order_id, order_line_id, payment_id, amount, reason, status,
                             requested_by, requested_at, approved_by, approved_at, gateway_refund_id,
                             processed_at, updated_at)
        select refund_id, temple_id, order_id, only_line_id, payment_id, amount, 'Seva could not be performed',
               case when is_processed then 'processed' else 'requested' end, admin_id, requested_at,
               case when is_processed then admin_id end,
               case when is_processed then requested_at + interval '2 hours' end,
               case when is_processed then 'rfnd_demo_' || refund_id || substr(md5(order_id::text), 1, 8) end,
               case when is_processed then requested_at + interval '2 hours 1 minute' end,
               case when is_processed then requested_at + interval '2 hours 1 minute' else requested_at end
          from plan_refunds`,
    },
    {
      label: 'refund lines',
      text: `
        insert into refund_lines (refund_id, order_line_id, amount)
        select r.refund_id, l.line_id, l.amount from plan_refunds r join plan_order_lines l using (order_id)`,
    },
    {
      label: 'refunded lines',
      text: `
        update order_lines l set refund_id = r.refund_id, updated_at = r.requested_at + interval '2 hours 1 minute'
          from plan_refunds r where r.is_processed and l.order_id = r.order_id`,
    },
    {
      label: 'demo gateway refund ledger',
      text: `
        insert into demo_gateway_refunds (id, gateway_payment_id, amount, reference, created_at)
        select r.gateway_refund_id, p.gateway_payment_id, r.amount, 'nivedya-refund-' || r.id, r.processed_at
          from refunds r join payments p on p.id = r.payment_id
         where r.status = 'processed' and r.gateway_refund_id like 'rfnd_demo_%'`,
    },
    {
      label: 'seva day counters',
      // What the bookings hold (booked or awaiting approval, dated), as checkout's capacity hold keeps it.
      text: `
        insert into seva_day_counters (temple_id, seva_id, perform_date, booked, capacity, updated_at)
        select temple_id, seva_id, perform_date, sum(quantity), null, max(updated_at)
          from order_lines where status in (0, 2) and perform_date is not null
         group by temple_id, seva_id, perform_date`,
    },
    {
      label: 'sequences',
      text: `
        select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders)),
               setval(pg_get_serial_sequence('order_lines', 'id'), (select max(id) from order_lines)),
               setval(pg_get_serial_sequence('payments', 'id'), (select max(id) from payments)),
               setval(pg_get_serial_sequence('refunds', 'id'), (select max(id) from refunds)),
               setval('order_number_seq', (select max(id) from orders))`,
    },
  ];
}

const paymentsSql = `
  insert into payments (id, user_id, gateway, gateway_order_id, gateway_payment_id, amount, currency, status,
                        error_code, error_description, created_at, updated_at, captured_at)
  select o.payment_id, o.user_id, case when o.payment_mode = 2 then 'bank-transfer' else 'demo' end,
         case when o.payment_mode = 1 then 'order_demo_' || o.order_id || substr(md5(o.order_seq::text), 1, 10) end,
         case when o.payment_mode = 1 and o.status in ('paid', 'refunded')
           then 'pay_demo_' || o.order_id || substr(md5(o.order_seq::text), 11, 10) end,
         t.amount + t.postage_charge + t.service_charge + t.gst_charge + t.split_service_charge + t.dakshina_amount,
         'INR',
         case o.status when 'paid' then 'captured' when 'refunded' then 'captured' when 'failed' then 'failed'
           when 'expired' then 'expired' else 'created' end,
         case when o.status = 'failed' then 'DECLINED' end,
         case o.status when 'failed' then 'Declined on the demo gateway'
           when 'expired' then 'The payment was not completed in time' end,
         o.created_at, coalesce(o.paid_at, least(o.hold_expires_at, o.created_at + interval '10 minutes')),
         o.paid_at
    from plan_orders o join plan_totals t using (order_id)
   where o.type = 0`;

const ordersSql = `
  insert into orders (id, order_number, user_id, devotee_id, temple_id, type, payment_mode, payment_id,
                      order_date, status, amount, service_charge, postage_charge, platform_charge, gst_charge,
                      split_service_charge, cess_amount, dakshina_amount, invoice_amount, total_amount,
                      payment_code, mobile, email, delivery_address, last_perform_date, is_verified,
                      verified_by, verified_at, reason, receipt_token, hold_expires_at, paid_at, created_by,
                      created_at, updated_at)
  select o.order_id, 'BKS' || lpad(o.order_id::text, 8, '0'), o.user_id, dv.id, o.temple_id, o.type,
         o.payment_mode, o.payment_id, o.day, o.status,
         t.amount, t.service_charge, t.postage_charge, t.service_charge, t.gst_charge, t.split_service_charge, 0,
         t.dakshina_amount, t.amount,
         t.amount + t.postage_charge + t.service_charge + t.gst_charge + t.split_service_charge + t.dakshina_amount,
         case
           when o.payment_mode = 1 and o.paid_at is not null
             then 'pay_demo_' || o.order_id || substr(md5(o.order_seq::text), 11, 10)
           when o.payment_mode = 2 and o.paid_at is not null then 'NEFT ' || (700000000 + o.order_id)
           when o.payment_mode = 4 then 'UPI ' || (400000000000 + o.order_id)
           when o.payment_mode = 5 then 'Card xx' || lpad((o.order_id % 10000)::text, 4, '0')
         end,
         case when o.type = 0 then u.mobile
              when o.post_draw < 0.3 then '9' || lpad((o.order_id % 1000000000)::text, 9, '0') end,
         case when o.type = 0 then u.email end,
         case when t.has_posted_line then o.delivery_address end,
         t.last_perform_date,
         o.type = 1 or o.paid_at is not null,
         case when o.type = 1 then o.staff_user_id when o.payment_mode = 2 and o.paid_at is not null then o.admin_id end,
         case when o.type = 1 then o.created_at when o.payment_mode = 2 then o.paid_at end,
         case o.status when 'failed' then 'Declined on the demo gateway'
           when 'expired' then 'The payment was not completed in time'
           when 'cancelled' then 'Billed by mistake'
           when 'refunded' then 'Refunded: ' || ${rupees('t.amount')} end,
         md5(o.order_id || ':' || random()) || md5(random() || ':' || o.order_seq),
         o.hold_expires_at, o.paid_at, coalesce(o.staff_user_id, o.user_id), o.created_at,
         case
           when o.status = 'cancelled' then o.created_at + interval '5 minutes'
           when o.status = 'refunded' then least(o.created_at + interval '1 day 2 hours 1 minute', $1::timestamptz)
           when o.status in ('failed', 'expired') then o.created_at + interval '10 minutes'
           else coalesce(o.paid_at, o.created_at)
         end
    from plan_orders o
    join plan_totals t using (order_id)
    left join users u on u.id = o.user_id
    left join devotees dv on dv.user_id = o.user_id`;

/** A posted parcel carries its India Post article number once the temple has sent it, after the pooja. */
const linesSql = `
  insert into order_lines (id, order_id, temple_id, seva_id, deity_id, seva_name, seva_type, devotee_name, star_id,
                           perform_date, quantity, rate, postage_charge, amount, status, is_approved, approved_by,
                           approved_at, is_allow_edit, prasadam_delivery, delivery_address, tracking_number,
                           posted_at, posted_by, for_type, created_at, updated_at)
  select l.line_id, l.order_id, l.temple_id, l.seva_id, l.deity_id, l.seva_name, l.seva_type, l.devotee_name,
         l.star_id, l.perform_date, l.quantity, l.rate, l.postage_charge, l.amount, l.status, l.is_approved,
         l.approved_by, l.approved_at, l.is_allow_edit, l.prasadam_delivery,
         case when l.is_posted then o.delivery_address end,
         case when parcel.is_sent then 'EK' || lpad((l.line_id % 1000000000)::text, 9, '0') || 'IN' end,
         case when parcel.is_sent then (l.perform_date + 1 + time '11:00') at time zone $2 end,
         case when parcel.is_sent then o.admin_id end,
         l.for_type, l.created_at,
         case when parcel.is_sent then (l.perform_date + 1 + time '11:00') at time zone $2 else l.created_at end
    from plan_order_lines l join plan_orders o using (order_id)
   cross join lateral (select l.is_posted and l.status = 0 and l.perform_date < $1::date - 1 as is_sent) parcel
   order by l.line_id`;
