import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { temples, visitGates, visitSettings, visitZones } from '../../db/schema/index.ts';

/** A temple's zones, gates and visit types: the only file that writes them. */

export async function selectVisitTemple(db: Executor, templeId: number) {
  const rows = await db
    .select({
      id: temples.id,
      name: temples.name,
      timeZone: temples.timeZone,
      isDevoteeVisit: temples.isDevoteeVisit,
      visitTypes: visitSettings.visitTypes,
    })
    .from(temples)
    .leftJoin(visitSettings, eq(visitSettings.templeId, temples.id))
    .where(eq(temples.id, templeId))
    .limit(1);
  return rows[0];
}

export async function selectZones(db: Executor, templeId: number) {
  return db
    .select()
    .from(visitZones)
    .where(eq(visitZones.templeId, templeId))
    .orderBy(asc(visitZones.orderNo), asc(visitZones.id));
}
export type ZoneRow = Awaited<ReturnType<typeof selectZones>>[number];

export async function selectZone(db: Executor, templeId: number, zoneId: number) {
  const rows = await db
    .select()
    .from(visitZones)
    .where(and(eq(visitZones.templeId, templeId), eq(visitZones.id, zoneId)))
    .limit(1);
  return rows[0];
}

export async function insertZone(db: Executor, values: typeof visitZones.$inferInsert): Promise<ZoneRow> {
  const [row] = await db.insert(visitZones).values(values).returning();
  if (!row) throw new Error('zone not saved');
  return row;
}

export async function updateZone(
  db: Executor,
  templeId: number,
  zoneId: number,
  changes: Partial<typeof visitZones.$inferInsert>,
): Promise<ZoneRow | undefined> {
  const [row] = await db
    .update(visitZones)
    .set(changes)
    .where(and(eq(visitZones.templeId, templeId), eq(visitZones.id, zoneId)))
    .returning();
  return row;
}

function gateRows(db: Executor) {
  return db
    .select({
      id: visitGates.id,
      zoneId: visitGates.zoneId,
      zoneName: visitZones.name,
      name: visitGates.name,
      direction: visitGates.direction,
      isActive: visitGates.isActive,
    })
    .from(visitGates)
    .innerJoin(visitZones, eq(visitZones.id, visitGates.zoneId));
}

export async function selectGates(db: Executor, templeId: number) {
  return gateRows(db)
    .where(eq(visitGates.templeId, templeId))
    .orderBy(asc(visitZones.orderNo), asc(visitZones.id), asc(visitGates.name));
}
export type GateRow = Awaited<ReturnType<typeof selectGates>>[number];

export async function selectGate(
  db: Executor,
  templeId: number,
  gateId: number,
): Promise<GateRow | undefined> {
  const [row] = await gateRows(db)
    .where(and(eq(visitGates.templeId, templeId), eq(visitGates.id, gateId)))
    .limit(1);
  return row;
}

export async function insertGate(db: Executor, values: typeof visitGates.$inferInsert) {
  const [row] = await db.insert(visitGates).values(values).returning({ id: visitGates.id });
  if (!row) throw new Error('gate not saved');
  return row.id;
}

export async function updateGate(
  db: Executor,
  templeId: number,
  gateId: number,
  changes: Partial<typeof visitGates.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(visitGates)
    .set(changes)
    .where(and(eq(visitGates.templeId, templeId), eq(visitGates.id, gateId)))
    .returning({ id: visitGates.id });
  return rows.length > 0;
}

export async function upsertVisitTypes(
  db: Executor,
  values: { templeId: number; visitTypes: number[]; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(visitSettings)
    .values(values)
    .onConflictDoUpdate({
      target: visitSettings.templeId,
      set: { visitTypes: values.visitTypes, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}
