import { PaymentMode, REPORT_STATUSES, type ReportQuery } from '@nivedya/domain';
import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { orders, payments, temples } from '../../db/schema/index.ts';
import { ORDER_COLUMNS, orderFacts, paidInRange } from './paid-orders.ts';
import { localTime, type ReportDefinition, type ReportTemple, reportFields } from './report-definition.ts';

/**
 * The money reports of issue #14 beside the settlement report: GST on the platform's service charge,
 * checkouts whose payment failed, and money still to come in. Each reads the temple's orders placed on
 * the days of the range (orders_temple_date_idx), one row per order.
 */

/**
 * spec §9 and packages/domain priceOrder: GST is 9% SGST and 9% CGST of the platform's service charge,
 * each rounded alike, so the stored gst_charge is twice either half. Halving it here (the odd paisa, were
 * there ever one, to SGST) keeps SGST + CGST equal to what the devotee paid.
 */
const sgstOf = sql`(${orders.gstCharge} - ${orders.gstCharge} / 2)::int`;
const cgstOf = sql`(${orders.gstCharge} / 2)::int`;

/** The GSTINs the GST report is made out under, printed in its files' heading. */
async function gstinLines(
  db: Parameters<ReportDefinition['rows']>[0],
  temple: ReportTemple,
  platform: { gstin: string | null; name: string },
) {
  const [row] = await db.select({ gstin: temples.gstin }).from(temples).where(eq(temples.id, temple.id));
  return [
    ...(row?.gstin ? [`Temple GSTIN: ${row.gstin}`] : []),
    ...(platform.gstin ? [`${platform.name} GSTIN: ${platform.gstin}`] : []),
  ];
}

/**
 * spec gstreport: the service charge the platform took on each paid online order and the GST on it,
 * with a subtotal per month (what a GST return is filed by). Counter bills carry no charge
 * (docs/decisions.md), a fully refunded order is left out as in the collection reports: its charge went
 * back with the refund.
 */
export const gstReport: ReportDefinition = {
  name: 'gstreport',
  group: 'money',
  title: 'GST on service charges',
  fileStem: 'gst',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    { id: 'serviceCharge', kind: 'money', header: 'Taxable service charge (₹)', width: 16 },
    { id: 'sgst', kind: 'money', header: 'SGST 9% (₹)', width: 12 },
    { id: 'cgst', kind: 'money', header: 'CGST 9% (₹)', width: 12 },
    { id: 'gst', kind: 'money', header: 'Total GST (₹)', width: 12 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          orderNumber: orders.orderNumber,
          date: orders.orderDate,
          month: sql`to_char(${orders.orderDate}, 'YYYY-MM')`,
          orderId: orders.id,
          serviceCharge: orders.serviceCharge,
          sgst: sgstOf,
          cgst: cgstOf,
          gst: orders.gstCharge,
        }),
      )
      .from(orders)
      .where(and(paidInRange(temple, query), or(gt(orders.serviceCharge, 0), gt(orders.gstCharge, 0)))),
  order: [{ id: 'date' }, { id: 'orderId' }],
  subtotalsBy: ['month'],
  fileHeading: (db, temple, config) =>
    gstinLines(db, temple, { gstin: config.platformGstin, name: config.productName }),
};

/** The temple's orders placed on the days of the range, in these order statuses. */
function placedInRange(temple: ReportTemple, query: ReportQuery, statuses: string[]) {
  return and(
    eq(orders.templeId, temple.id),
    gte(orders.orderDate, query.from),
    lte(orders.orderDate, query.to),
    inArray(orders.status, statuses),
    query.paymentMode === undefined ? undefined : eq(orders.paymentMode, query.paymentMode),
  );
}

const FAILED_STATUSES = REPORT_STATUSES['payment-failed-report'];

/**
 * spec payment-failed-report: checkouts that never got paid: the gateway declined or the devotee
 * cancelled ('failed'), or the hold ran out before the payment came ('expired'). With who tried and
 * what the gateway said, so the office can call the devotee back.
 */
export const paymentFailedReport: ReportDefinition = {
  name: 'payment-failed-report',
  group: 'money',
  title: 'Failed and expired payments',
  fileStem: 'failed-payments',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    { id: 'status', kind: 'label', header: 'Status', width: 10 },
    ORDER_COLUMNS.devotee,
    { id: 'mobile', kind: 'text', header: 'Mobile', width: 14 },
    ORDER_COLUMNS.paymentMode,
    { id: 'total', kind: 'money', header: 'Amount (₹)', width: 12 },
    { id: 'gatewayReference', kind: 'text', header: 'Gateway reference', width: 24 },
    { id: 'reason', kind: 'text', header: 'Reason', width: 30 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          orderNumber: orders.orderNumber,
          date: orders.orderDate,
          time: localTime(temple, orders.createdAt),
          orderId: orders.id,
          status: orders.status,
          devotee: orderFacts.devotee,
          mobile: orders.mobile,
          paymentMode: orders.paymentMode,
          total: orders.totalAmount,
          gatewayReference: sql`coalesce(${payments.gatewayPaymentId}, ${payments.gatewayOrderId}, ${orders.paymentCode})`,
          reason: sql`coalesce(${orders.reason}, ${payments.errorDescription}, ${payments.errorCode})`,
        }),
      )
      .from(orders)
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .where(placedInRange(temple, query, query.status ? [query.status] : [...FAILED_STATUSES])),
  order: [{ id: 'date' }, { id: 'time' }, { id: 'orderId' }],
};

/** A bank transfer waits for staff to find it in the trust's account; any other pending order for the gateway. */
const pendingStateOf = sql`case when ${orders.paymentMode} = ${PaymentMode.BankTransfer} then 'unverified' else 'holding' end`;

/**
 * spec payment-pendingreport: money not yet in. Checkouts started and still holding their seva places
 * while the devotee pays ('holding', until the hold expires), and bank transfers the temple has not
 * verified yet ('unverified', verified from the payment-verification report). The age is hours since
 * the order was placed, when the report was read.
 */
export const paymentPendingReport: ReportDefinition = {
  name: 'payment-pendingreport',
  group: 'money',
  title: 'Payments pending',
  fileStem: 'pending-payments',
  columns: [
    ORDER_COLUMNS.orderNumber,
    ORDER_COLUMNS.date,
    { id: 'time', kind: 'time', header: 'Time', width: 8 },
    { id: 'status', kind: 'label', header: 'Status', width: 11 },
    ORDER_COLUMNS.devotee,
    { id: 'mobile', kind: 'text', header: 'Mobile', width: 14 },
    ORDER_COLUMNS.paymentMode,
    { id: 'total', kind: 'money', header: 'Amount (₹)', width: 12 },
    { id: 'holdExpires', kind: 'text', header: 'Hold until', width: 18 },
    { id: 'ageHours', kind: 'text', header: 'Age (hours)', width: 10 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          orderNumber: orders.orderNumber,
          date: orders.orderDate,
          time: localTime(temple, orders.createdAt),
          orderId: orders.id,
          status: pendingStateOf,
          devotee: orderFacts.devotee,
          mobile: orders.mobile,
          paymentMode: orders.paymentMode,
          total: orders.totalAmount,
          holdExpires: sql`to_char(${orders.holdExpiresAt} at time zone ${temple.timeZone}, 'DD-Mon-YYYY HH24:MI')`,
          ageHours: sql`floor(extract(epoch from (now() - ${orders.createdAt})) / 3600)::int::text`,
        }),
      )
      .from(orders)
      .where(
        and(
          placedInRange(temple, query, ['pending']),
          query.status === undefined ? undefined : sql`${pendingStateOf} = ${query.status}`,
        ),
      ),
  order: [{ id: 'date' }, { id: 'time' }, { id: 'orderId' }],
};
