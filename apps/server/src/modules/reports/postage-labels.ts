import { DomainError, type PostageLabelsQuery } from '@nivedya/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, temples, users } from '../../db/schema/index.ts';
import type { ReportAnswer } from '../../lib/report-files.ts';
import { type AddressLabel, streamAddressLabels } from './postage-labels-pdf.ts';
import { parcelsInRange } from './postage-report.ts';
import { reportFields } from './report-definition.ts';
import { readInBatches } from './report-rows.ts';

/** The labels of the report's parcels, in the report's order, read in batches while the PDF is written. */
export async function postageLabels(
  db: Database,
  templeId: number,
  query: PostageLabelsQuery,
): Promise<ReportAnswer<never>> {
  const [temple] = await db
    .select({ id: temples.id, name: temples.name, timeZone: temples.timeZone, address: temples.address })
    .from(temples)
    .where(eq(temples.id, templeId));
  if (!temple) throw new DomainError('NOT_FOUND', 'There is no such temple');
  const rows = db
    .select(
      reportFields({
        devotee: orderLines.devoteeName,
        address: sql`coalesce(${orderLines.deliveryAddress}, '')`,
        mobile: sql`coalesce(${orders.mobile}, ${users.mobile})`,
        orderNumber: orders.orderNumber,
        parcelNo: sql`${orderLines.id}::text`,
      }),
    )
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(parcelsInRange(temple, query))
    .orderBy(asc(orderLines.performDate), asc(orders.orderNumber), asc(orderLines.id));
  const { batches } = await readInBatches(db, { totals: sql`select 1`, rows: rows.getSQL() });
  const labels = async function* () {
    for await (const batch of batches as AsyncIterable<Record<string, unknown>[]>) {
      for (const raw of batch) yield labelOf(raw);
    }
  };
  const body = streamAddressLabels(
    { templeName: temple.name, templeAddress: temple.address },
    labels(),
    'Prasadam by post: address labels',
  );
  return {
    kind: 'file',
    file: {
      fileName: `prasadam-address-labels-${query.from}-to-${query.to}.pdf`,
      contentType: 'application/pdf',
      body,
    },
  };
}

function labelOf(raw: Record<string, unknown>): AddressLabel {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    devotee: text(raw.devotee),
    address: text(raw.address),
    mobile: raw.mobile === null || raw.mobile === undefined ? null : String(raw.mobile),
    orderNumber: text(raw.orderNumber),
    parcelNo: text(raw.parcelNo),
  };
}
