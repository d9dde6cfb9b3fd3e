import { sql } from 'drizzle-orm';
import type { ReportDefinition } from './report-definition.ts';

/**
 * spec settlement-report (issue #14): what the payment gateway paid out against the temple's online
 * payments, and where it differs. A row per gateway payment of the temple's orders placed and paid on
 * the days of the range: what was captured, the gateway's fee (GST included, as Razorpay reports it)
 * and the GST within it, what it credited to the payout, when and under which UTR, and the difference
 * between what was captured and what the gateway says it settled (its gross, before its fee).
 *
 * A checkout's one payment may cover orders of several temples (orders.payment_id). A temple's row
 * carries its own orders' part: the captured amount is its orders' totals, and the gateway's settled
 * amount, fee, tax and credit are split in proportion to the orders' totals, rounded so that the parts
 * of all the temples add up exactly to the gateway's figure (each order takes round(x·after/whole) −
 * round(x·before/whole), its running share of the checkout, in order-id order).
 *
 * Statuses: 'unsettled' (no payout names the payment yet; the whole capture is the difference),
 * 'mismatch' (a payout names it for another amount), 'settled'. Refunds taken out of later payouts are
 * the refunds' business, not a difference of the payment.
 */
const GATEWAYS = sql.raw(`('demo', 'razorpay')`);

export const settlementReport: ReportDefinition = {
  name: 'settlement-report',
  group: 'money',
  title: 'Gateway settlement',
  fileStem: 'gateway-settlement',
  columns: [
    { id: 'bookingNumbers', kind: 'text', header: 'Booking No(s)', width: 18 },
    { id: 'paidOn', kind: 'date', header: 'Paid on', width: 12 },
    { id: 'gatewayPaymentId', kind: 'text', header: 'Gateway payment', width: 22 },
    { id: 'captured', kind: 'money', header: 'Captured (₹)', width: 13 },
    { id: 'fee', kind: 'money', header: 'Fee incl. GST (₹)', width: 12 },
    { id: 'tax', kind: 'money', header: 'GST on fee (₹)', width: 11 },
    { id: 'netSettled', kind: 'money', header: 'Net settled (₹)', width: 13 },
    { id: 'settledOn', kind: 'date', header: 'Settled on', width: 12 },
    { id: 'utr', kind: 'text', header: 'UTR', width: 22 },
    { id: 'difference', kind: 'money', header: 'Difference (₹)', width: 12 },
    { id: 'status', kind: 'label', header: 'Status', width: 11 },
  ],
  rows: (_db, temple, query) => {
    const part = (figure: string) =>
      sql.raw(
        `round(settled.${figure} * (checkout.before + o.total_amount) / checkout.whole) - round(settled.${figure} * checkout.before / checkout.whole)`,
      );
    const perPayment = sql`
      select
        p.id as "paymentId",
        p.gateway_payment_id as "gatewayPaymentId",
        string_agg(o.order_number, ', ' order by o.order_number) as "bookingNumbers",
        (min(coalesce(p.captured_at, o.paid_at)) at time zone ${temple.timeZone})::date as "paidOn",
        sum(o.total_amount)::int as captured,
        sum(${part('amount')})::int as "settledGross",
        sum(${part('fee')})::int as fee,
        sum(${part('tax')})::int as tax,
        sum(${part('credit')})::int as "netSettled",
        (max(settled.settled_at) at time zone ${temple.timeZone})::date as "settledOn",
        max(settled.utr) as utr
      from orders o
      join payments p on p.id = o.payment_id and p.gateway in ${GATEWAYS}
      cross join lateral (
        select
          coalesce(sum(x.total_amount) filter (where x.id < o.id), 0)::numeric as before,
          nullif(sum(x.total_amount), 0)::numeric as whole
        from orders x
        where x.payment_id = o.payment_id
      ) checkout
      left join lateral (
        select
          sum(si.amount) as amount, sum(si.fee) as fee, sum(si.tax) as tax, sum(si.credit) as credit,
          max(s.settled_at) as settled_at, string_agg(distinct s.utr, ', ') as utr
        from settlement_items si
        join settlements s on s.id = si.settlement_id
        where si.payment_id = p.id and si.type = 'payment'
        having count(*) > 0
      ) settled on true
      where o.temple_id = ${temple.id}
        and o.order_date >= ${query.from}
        and o.order_date <= ${query.to}
        and o.status in ('paid', 'refunded')
      group by p.id`;
    const withStatus = sql`
      select
        per_payment.*,
        (captured - coalesce("settledGross", 0))::int as difference,
        case
          when "settledGross" is null then 'unsettled'
          when "settledGross" <> captured then 'mismatch'
          else 'settled'
        end as status
      from (${perPayment}) as per_payment`;
    if (query.status === undefined) return withStatus;
    return sql`select * from (${withStatus}) as with_status where status = ${query.status}`;
  },
  order: [{ id: 'paidOn' }, { id: 'paymentId' }],
  // The accountant's first question: how much is settled, unsettled and in question.
  subtotalsBy: ['status'],
};
