import type { PerformanceMaterials, PerformanceMaterialsQuery } from '@nivedya/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, sevaMaterials, sevas } from '../../db/schema/index.ts';
import { toPerformInRange } from './performance-reports.ts';

/**
 * The priest's worksheet's materials (performance-priest-report): for each seva to perform in the range
 * that lists its materials, each material's quantity per seva times the sevas booked (the lines'
 * quantities), in the order the temple listed them. Sevas that list none are simply not here.
 */
export async function findPerformanceMaterials(
  db: Database,
  templeId: number,
  query: PerformanceMaterialsQuery,
): Promise<PerformanceMaterials> {
  const booked = db.$with('booked').as(
    db
      .select({
        sevaId: orderLines.sevaId,
        sevasBooked: sql<number>`sum(${orderLines.quantity})::int`.as('sevas_booked'),
      })
      .from(orderLines)
      .innerJoin(sevas, eq(sevas.id, orderLines.sevaId))
      .where(toPerformInRange(templeId, query))
      .groupBy(orderLines.sevaId),
  );
  const rows = await db
    .with(booked)
    .select({
      sevaId: booked.sevaId,
      seva: sevas.name,
      sevasBooked: booked.sevasBooked,
      name: sevaMaterials.name,
      unit: sevaMaterials.unit,
      quantityPerSeva: sevaMaterials.quantity,
      // numeric × int stays exact in the database; three decimals, as the quantities are kept.
      quantity: sql<string>`(${sevaMaterials.quantity} * ${booked.sevasBooked})::numeric(14, 3)`,
    })
    .from(booked)
    .innerJoin(sevaMaterials, eq(sevaMaterials.sevaId, booked.sevaId))
    .innerJoin(sevas, eq(sevas.id, booked.sevaId))
    .orderBy(sevas.name, booked.sevaId, sevaMaterials.position);
  return {
    from: query.from,
    to: query.to,
    items: rows.map((row) => ({
      ...row,
      quantityPerSeva: Number(row.quantityPerSeva),
      quantity: Number(row.quantity),
    })),
  };
}
