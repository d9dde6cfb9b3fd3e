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
 * round(x·before/whole), its running share of the checkout, in order-id order): the database's view
 * temple_payment_settlements_computed, whose rows it keeps in temple_payment_settlements.
 *
 * Statuses: 'unsettled' (no payout names the payment yet; the whole capture is the difference),
 * 'mismatch' (a payout names it for another amount), 'settled'. Refunds taken out of later payouts are
 * the refunds' business, not a difference of the payment.
 */
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
  // The rows are kept by the database as payments, orders and settlements are written (migration 0016,
  // temple_payment_settlements): a year is read, not computed from every payment's shares.
  rows: (_db, temple, query) => {
    const withStatus = sql`
      select
        payment_id as "paymentId",
        gateway_payment_id as "gatewayPaymentId",
        booking_numbers as "bookingNumbers",
        (paid_at at time zone ${temple.timeZone})::date as "paidOn",
        captured, fee, tax, net_settled as "netSettled",
        (settled_at at time zone ${temple.timeZone})::date as "settledOn",
        utr,
        (captured - coalesce(settled_gross, 0))::int as difference,
        case
          when settled_gross is null then 'unsettled'
          when settled_gross <> captured then 'mismatch'
          else 'settled'
        end as status
      from temple_payment_settlements
      where temple_id = ${temple.id} and order_date >= ${query.from} and order_date <= ${query.to}`;
    if (query.status === undefined) return withStatus;
    return sql`select * from (${withStatus}) as with_status where status = ${query.status}`;
  },
  order: [{ id: 'paidOn' }, { id: 'paymentId' }],
  // The accountant's first question: how much is settled, unsettled and in question.
  subtotalsBy: ['status'],
};
