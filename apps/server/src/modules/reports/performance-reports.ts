import { OrderLineStatus, PrasadamDelivery, type ReportQuery } from '@nivedya/domain';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deities, orderLines, orders, sevas, starSeries, stars } from '../../db/schema/index.ts';
import { NONE } from './collection-reports.ts';
import {
  type ReportColumnDeclaration,
  type ReportDefinition,
  type ReportTemple,
  reportFields,
} from './report-definition.ts';

/**
 * The performing reports (spec performancereport, performance-priest-report): what the priests perform
 * on the days of the range, read by PERFORM date, not by the day it was booked.
 *
 * A line is to be performed when its order is paid (an online booking paid, a counter bill not
 * cancelled, a bank transfer verified) and the line itself is booked (status 0). That takes in a
 * pre-booking or a vazhipad the temple approved, on the date it allotted (approval turns status 2 into
 * 0 and sets the date), and leaves out a line still awaiting approval, a rejected, cancelled or refunded
 * line, and every line of a failed, expired, pending, cancelled or refunded order. The order's status
 * is read from the line (order_lines.order_status, which the database keeps equal to it), so that the
 * lines are found in order_lines_to_perform_idx without reading their orders.
 */
export function toPerformInRange(
  templeId: number,
  query: Pick<ReportQuery, 'from' | 'to' | 'sevaId' | 'deityId'>,
): SQL {
  return and(
    eq(orderLines.templeId, templeId),
    gte(orderLines.performDate, query.from),
    lte(orderLines.performDate, query.to),
    eq(orderLines.status, OrderLineStatus.Booked),
    eq(orderLines.orderStatus, 'paid'),
    query.sevaId === undefined ? undefined : eq(orderLines.sevaId, query.sevaId),
    query.deityId === undefined ? undefined : eq(deityOfLine, query.deityId),
  ) as SQL;
}

/** A line names its deity when booked at the counter; an online booking takes its seva's. */
const deityOfLine = sql<number | null>`coalesce(${orderLines.deityId}, ${sevas.deityId})`;

/** The lines to perform, with their seva, deity and star joined; every performing report reads these. */
function linesToPerform(
  db: Executor,
  temple: ReportTemple,
  query: ReportQuery,
  fields: Parameters<typeof reportFields>[0],
) {
  return db
    .select(
      reportFields({
        ...fields,
        // Not a column: the screens' "Mark performed" shows the time instead once it is (issue #17).
        performed: sql`to_char(${orderLines.performedAt} at time zone ${temple.timeZone}::text, 'HH24:MI')`,
      }),
    )
    .from(orderLines)
    .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
    .innerJoin(stars, eq(stars.id, orderLines.starId))
    .leftJoin(deities, eq(deities.id, deityOfLine))
    .leftJoin(starSeries, eq(starSeries.id, orderLines.starSeriesId))
    .where(toPerformInRange(temple.id, query));
}

const PERFORMING_COLUMNS = {
  performDate: { id: 'performDate', kind: 'date', header: 'Perform date', width: 12 },
  seva: { id: 'seva', kind: 'text', header: 'Seva', width: 24 },
  deity: { id: 'deity', kind: 'text', header: 'Deity', width: 18 },
  devotee: { id: 'devotee', kind: 'text', header: 'Devotee', width: 24 },
  star: { id: 'star', kind: 'text', header: 'Star', width: 22 },
  quantity: { id: 'quantity', kind: 'count', header: 'Qty', width: 6 },
  recurring: { id: 'recurring', kind: 'label', header: 'Recurring', width: 12 },
} as const satisfies Record<string, ReportColumnDeclaration>;

/** A line of a star series (issue #19) as staff read it; a one-off booking has none. */
export const SERIES_WORDS = { month: 'Every month', year: 'Every year' } as const;

/**
 * The fields every performing report has. The seva is named as the catalogue names it today, so that a
 * seva renamed since some were booked is still one heading; the star in English and in Malayalam, as
 * the priest says it.
 */
const lineFacts = {
  lineId: orderLines.id,
  sevaId: orderLines.sevaId,
  performDate: orderLines.performDate,
  seva: sevas.name,
  deity: sql`coalesce(${deities.name}, ${NONE})`,
  devotee: orderLines.devoteeName,
  starId: orderLines.starId,
  star: sql`${stars.name} || ' (' || ${stars.nameNarration} || ')'`,
  quantity: orderLines.quantity,
  // "Every month" beside the star column: the star the series follows is the line's own star.
  recurring: sql`case ${starSeries.every} when 'month' then ${SERIES_WORDS.month} when 'year' then ${SERIES_WORDS.year} end`,
};

/**
 * As a priest reads it: day by day, seva by seva, the names in nakshatra order (Ashwathy 1 … Revathi
 * 27, then those whose star is not known), then by name; the line id makes the order total.
 */
const PRIEST_ORDER = [
  { id: 'performDate' },
  { id: 'seva' },
  { id: 'sevaId' },
  { id: 'starId' },
  { id: 'devotee' },
  { id: 'lineId' },
] as const;

/** What a row's "Mark performed" needs (issue #17): its line, its seva, and the time it was, if it was. */
const PERFORMED_KEYS = ['lineId', 'sevaId', 'performed'] as const;

/** A line per seva (the count of names and the quantity), headed by the seva's name. */
const PER_SEVA = ['seva', 'sevaId'] as const;

/** The prasadam's way to the devotee, as a counter clerk says it. */
export const PRASADAM_WORDS = { collect: 'Collect', post: 'Post' } as const;

export const performanceReport: ReportDefinition = {
  name: 'performancereport',
  group: 'performing',
  title: 'Sevas to perform',
  fileStem: 'sevas-to-perform',
  columns: [
    PERFORMING_COLUMNS.performDate,
    PERFORMING_COLUMNS.seva,
    PERFORMING_COLUMNS.deity,
    PERFORMING_COLUMNS.devotee,
    PERFORMING_COLUMNS.star,
    PERFORMING_COLUMNS.quantity,
    PERFORMING_COLUMNS.recurring,
    { id: 'orderNumber', kind: 'text', header: 'Booking No', width: 16 },
    { id: 'prasadam', kind: 'label', header: 'Prasadam', width: 10 },
  ],
  rows: (db, temple, query) =>
    linesToPerform(db, temple, query, {
      ...lineFacts,
      // A subquery, not a join: read for the rows of the page only, after they are sorted.
      orderNumber: sql`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${orderLines.orderId})`,
      prasadam: sql`case when ${orderLines.prasadamDelivery} = ${PrasadamDelivery.Post} then ${PRASADAM_WORDS.post} else ${PRASADAM_WORDS.collect} end`,
    }),
  order: PRIEST_ORDER,
  subtotalsBy: PER_SEVA,
  rowKeys: PERFORMED_KEYS,
};

/**
 * The priest's worksheet for a day: per seva the names and stars with their quantities, a subtotal per
 * seva. The materials the sevas need are not rows of this table: the engine's table has one shape, and
 * "3 kg rice" is not a devotee's line. They come from GET …/reports/performance-priest-report/materials
 * (performance-materials.ts), which the worksheet screen shows under the table and prints with it.
 */
export const performancePriestReport: ReportDefinition = {
  name: 'performance-priest-report',
  group: 'performing',
  title: "Priest's worksheet",
  fileStem: 'priest-worksheet',
  // The seva first: it heads each name on a phone and in the PDF; the day is usually the one asked for.
  columns: [
    PERFORMING_COLUMNS.seva,
    PERFORMING_COLUMNS.devotee,
    PERFORMING_COLUMNS.star,
    PERFORMING_COLUMNS.quantity,
    PERFORMING_COLUMNS.performDate,
    PERFORMING_COLUMNS.recurring,
  ],
  rows: (db, temple, query) => linesToPerform(db, temple, query, lineFacts),
  order: PRIEST_ORDER,
  subtotalsBy: PER_SEVA,
  rowKeys: PERFORMED_KEYS,
};
