import { RecordStatus } from '@nivedya/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations, temples } from '../../db/schema/index.ts';

export type TempleRow = typeof temples.$inferSelect;

/** The temple whatever its listing (staff manage hidden temples too); not a deleted one. */
export async function selectTempleRow(db: Executor, templeId: number): Promise<TempleRow | undefined> {
  const rows = await db
    .select()
    .from(temples)
    .where(and(eq(temples.id, templeId), ne(temples.status, RecordStatus.Deleted)))
    .limit(1);
  return rows[0];
}

export async function updateTempleRow(
  db: Executor,
  templeId: number,
  changes: Partial<typeof temples.$inferInsert>,
): Promise<void> {
  await db.update(temples).set(changes).where(eq(temples.id, templeId));
}

export async function locationExists(db: Executor, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  return rows.length > 0;
}
