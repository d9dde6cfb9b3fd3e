import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { visitGates, visitZones } from '../../db/schema/index.ts';
import type { SeededTemple } from './seed-demo-temples.ts';

/** The nalambalam with its east (in) and west (out) nadas, and the annadanam hall with one door both ways. */
const ZONES = [
  {
    name: 'Nalambalam',
    nameNarration: 'നാലമ്പലം',
    capacity: 300,
    alertThreshold: 240,
    gates: [
      { name: 'East nada', direction: 'in' },
      { name: 'West nada', direction: 'out' },
    ],
  },
  {
    name: 'Annadanam hall',
    nameNarration: 'അന്നദാന മണ്ഡപം',
    capacity: 150,
    alertThreshold: 120,
    gates: [{ name: 'Annadanam hall door', direction: 'both' }],
  },
] as const;

/**
 * The demo temples with IsDevoteeVisit get two zones and their gates, so a clerk can record entries and
 * exits at once. Idempotent: a temple that has zones keeps its own.
 */
export async function seedDemoVisits(db: Executor, seeded: readonly SeededTemple[], now: Date) {
  const templeIds = seeded.filter((temple) => temple.demo.temple.isDevoteeVisit).map((temple) => temple.id);
  if (templeIds.length === 0) return 0;
  const withZones = new Set(
    (
      await db
        .select({ templeId: visitZones.templeId })
        .from(visitZones)
        .where(inArray(visitZones.templeId, templeIds))
    ).map((row) => row.templeId),
  );
  let created = 0;
  for (const templeId of templeIds.filter((id) => !withZones.has(id))) {
    for (const [orderNo, zone] of ZONES.entries()) {
      const [row] = await db
        .insert(visitZones)
        .values({
          templeId,
          name: zone.name,
          nameNarration: zone.nameNarration,
          capacity: zone.capacity,
          alertThreshold: zone.alertThreshold,
          orderNo,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: visitZones.id });
      if (!row) continue;
      await db
        .insert(visitGates)
        .values(
          zone.gates.map((gate) => ({ templeId, zoneId: row.id, ...gate, createdAt: now, updatedAt: now })),
        );
      created += 1;
    }
  }
  return created;
}
