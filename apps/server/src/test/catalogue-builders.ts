import type { Database } from '../db/client.ts';
import {
  deities,
  sevaAvailability,
  sevaBlocking,
  sevaDayCounters,
  sevaGroups,
  sevas,
  temples,
} from '../db/schema/index.ts';

/** Typed test data for the catalogue: temples with booking rules, sevas, rules, blockings and counters. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export type TempleSpec = Partial<Omit<typeof temples.$inferInsert, 'id'>>;
export type SevaSpec = Partial<Omit<typeof sevas.$inferInsert, 'id' | 'templeId'>>;

export interface TestTemple {
  id: number;
  deityId: number;
  groupId: number;
}

/** A listed temple taking seva bookings, with one deity and one seva group. */
export async function insertBookableTemple(db: Database, spec: TempleSpec = {}): Promise<TestTemple> {
  const n = next();
  const [temple] = await db
    .insert(temples)
    .values({
      code: `test-temple-${n}`,
      name: `Test Temple ${n}`,
      isSeva: true,
      sevaBlockPeriodDays: 1,
      ...spec,
    })
    .returning({ id: temples.id });
  const [deity] = await db
    .insert(deities)
    .values({ templeId: temple!.id, code: 'main', name: 'Sree Krishna', nameNarration: 'ശ്രീകൃഷ്ണൻ' })
    .returning({ id: deities.id });
  const [group] = await db
    .insert(sevaGroups)
    .values({ templeId: temple!.id, code: 'archana', name: 'Archana', nameNarration: 'അർച്ചന' })
    .returning({ id: sevaGroups.id });
  return { id: temple!.id, deityId: deity!.id, groupId: group!.id };
}

export async function insertSeva(db: Database, temple: TestTemple, spec: SevaSpec = {}): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(sevas)
    .values({
      templeId: temple.id,
      deityId: temple.deityId,
      sevaGroupId: temple.groupId,
      code: `seva-${n}`,
      name: `Seva ${n}`,
      rate: 2_000,
      ...spec,
    })
    .returning({ id: sevas.id });
  return row!.id;
}

export async function insertAvailability(
  db: Database,
  temple: TestTemple,
  sevaId: number,
  rule: Pick<typeof sevaAvailability.$inferInsert, 'kind'> &
    Partial<Omit<typeof sevaAvailability.$inferInsert, 'id' | 'templeId' | 'sevaId'>>,
): Promise<void> {
  await db.insert(sevaAvailability).values({ templeId: temple.id, sevaId, ...rule });
}

/** Blocks from..to for one seva, or for every seva of the temple when sevaId is null. */
export async function insertBlocking(
  db: Database,
  temple: TestTemple,
  sevaId: number | null,
  fromDate: string,
  toDate = fromDate,
): Promise<void> {
  await db
    .insert(sevaBlocking)
    .values({ templeId: temple.id, sevaId, fromDate, toDate, reason: 'Test closure' });
}

/** What checkout's holds leave behind: `booked` units paid or held for the seva on the day. */
export async function setBooked(
  db: Database,
  temple: TestTemple,
  sevaId: number,
  performDate: string,
  booked: number,
  capacity: number | null = booked,
): Promise<void> {
  await db
    .insert(sevaDayCounters)
    .values({ templeId: temple.id, sevaId, performDate, booked, capacity })
    .onConflictDoUpdate({
      target: [sevaDayCounters.sevaId, sevaDayCounters.performDate],
      set: { booked, capacity },
    });
}
