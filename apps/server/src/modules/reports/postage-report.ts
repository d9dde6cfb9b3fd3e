import { OrderLineStatus, PrasadamDelivery, type ReportQuery } from '@nivedya/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import { type ReportDefinition, type ReportTemple, reportFields } from './report-definition.ts';

/**
 * A parcel is one order line, not one order: checkout keeps a delivery address on each line (a family's
 * cart may post one seva's prasadam to a grandmother and another's home), charges postage per line and
 * per day (a continuous seva is a line a day, each day's prasadam a parcel of its own), and the "posted"
 * flag is the line's (spec IsPrasadamDelivered). orders.deliveryAddress is only the first line's copy.
 *
 * The parcels of confirmed bookings only: a paid order's booked lines (a line awaiting approval,
 * rejected, cancelled or refunded sends nothing), on the perform days of the range.
 */
export function parcelsInRange(
  temple: ReportTemple,
  query: Pick<ReportQuery, 'from' | 'to'> & Partial<ReportQuery>,
) {
  return and(
    // These three are the partial index order_lines_postal_date_idx.
    eq(orderLines.templeId, temple.id),
    // A literal, not a parameter, so that the planner matches the partial index's predicate.
    sql`${orderLines.prasadamDelivery} = ${sql.raw(String(PrasadamDelivery.Post))}`,
    gte(orderLines.performDate, query.from),
    lte(orderLines.performDate, query.to),
    eq(orderLines.status, OrderLineStatus.Booked),
    eq(orders.status, 'paid'),
    query.status === 'to-post' ? eq(orderLines.isPrasadamDelivered, false) : undefined,
    query.status === 'posted' ? eq(orderLines.isPrasadamDelivered, true) : undefined,
    query.sevaId === undefined ? undefined : eq(orderLines.sevaId, query.sevaId),
    query.deityId === undefined ? undefined : eq(orderLines.deityId, query.deityId),
  );
}

/** "Archana", or "Archana × 3" for more than one. */
export const sevaOfParcel = sql<string>`${orderLines.sevaName} || case when ${orderLines.quantity} > 1 then ' × ' || ${orderLines.quantity} else '' end`;

/**
 * issue #14 §2 performance-postage-address-report: the prasadam to post for the days' sevas, one row a
 * parcel with where it goes, and whether it has gone (the day it was posted, its tracking number).
 */
export const postageReport: ReportDefinition = {
  name: 'performance-postage-address-report',
  group: 'performing',
  title: 'Prasadam by post',
  fileStem: 'prasadam-by-post',
  columns: [
    { id: 'performDate', kind: 'date', header: 'Perform date', width: 12 },
    { id: 'orderNumber', kind: 'text', header: 'Booking No', width: 16 },
    // What the label and the tracking number name: the line's id.
    { id: 'parcelNo', kind: 'text', header: 'Parcel No', width: 9 },
    { id: 'devotee', kind: 'text', header: 'Devotee', width: 20 },
    { id: 'sevas', kind: 'text', header: 'Seva', width: 18 },
    { id: 'address', kind: 'text', header: 'Address', width: 36 },
    { id: 'mobile', kind: 'text', header: 'Mobile', width: 13 },
    // Blank until posted: the flag (IsPrasadamDelivered) and the day come together.
    { id: 'postedOn', kind: 'date', header: 'Posted on', width: 12 },
    { id: 'trackingNumber', kind: 'text', header: 'Tracking No', width: 16 },
  ],
  rows: (db, temple, query) =>
    db
      .select(
        reportFields({
          performDate: orderLines.performDate,
          orderNumber: orders.orderNumber,
          parcelNo: sql`${orderLines.id}::text`,
          devotee: orderLines.devoteeName,
          sevas: sevaOfParcel,
          address: orderLines.deliveryAddress,
          // The booking's mobile, else the account's: what the post office asks for on the parcel.
          mobile: sql`coalesce(${orders.mobile}, ${users.mobile})`,
          postedOn: sql`case when ${orderLines.isPrasadamDelivered} then (${orderLines.postedAt} at time zone ${temple.timeZone})::date end`,
          trackingNumber: orderLines.trackingNumber,
          lineId: orderLines.id,
        }),
      )
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(parcelsInRange(temple, query)),
  order: [{ id: 'performDate' }, { id: 'orderNumber' }, { id: 'lineId' }],
};
