import { addDays, DEFAULT_TIME_ZONE, localDateTime } from '@nivedya/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deities, locations, sevaAvailability, sevaGroups, sevas, temples } from '../../db/schema/index.ts';
import type { DemoAvailability, DemoTemple } from './demo-types.ts';
import { mahadevaSreekaryam } from './temple-mahadeva-sreekaryam.ts';
import { rajarajeswariKalamassery } from './temple-rajarajeswari-kalamassery.ts';
import { venugopalaMannuthy } from './temple-venugopala-mannuthy.ts';

/** The demo temples, first the one the demo temple admin and staff work for. */
export const DEMO_TEMPLES: readonly DemoTemple[] = [
  venugopalaMannuthy,
  rajarajeswariKalamassery,
  mahadevaSreekaryam,
];

export interface SeededTemple {
  id: number;
  demo: DemoTemple;
  locationName: string | null;
  /** Deity id by deity code. */
  deityIds: Map<string, number>;
}

export interface DemoTemplesResult {
  temples: SeededTemple[];
  sevasCreated: number;
  sevaCount: number;
}

/** The seed day in India, as yyyy-MM-dd, moved by `days`. */
function indianDay(now: Date, days: number): string {
  return addDays(localDateTime(now, DEFAULT_TIME_ZONE).date, days);
}

function availabilityRows(rule: DemoAvailability, now: Date) {
  const base = { kind: rule.kind, dailyLimit: rule.dailyLimit ?? null, remarks: rule.remarks ?? null };
  if (rule.kind === 'weekly') return [{ ...base, weekdays: rule.weekdays }];
  return rule.inDays.map((days) => ({
    ...base,
    fromDate: indianDay(now, days),
    toDate: indianDay(now, days),
  }));
}

const key = (templeId: number, code: string) => `${templeId}:${code}`;

/**
 * Temples, deities, seva groups, sevas and their availability, matched by their stable codes: rows
 * already present are left alone; availability rules are added only with a newly created seva.
 */
export async function seedDemoTemples(db: Executor, now: Date): Promise<DemoTemplesResult> {
  const locationRows = await db
    .select({ id: locations.id, code: locations.code, name: locations.name })
    .from(locations)
    .where(inArray(locations.code, [...new Set(DEMO_TEMPLES.map((demo) => demo.locationCode))]));
  const locationByCode = new Map(locationRows.map((row) => [row.code, row]));

  await db
    .insert(temples)
    .values(
      DEMO_TEMPLES.map((demo) => ({
        ...demo.temple,
        locationId: locationByCode.get(demo.locationCode)?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: temples.code });
  const templeRows = await db
    .select({ id: temples.id, code: temples.code })
    .from(temples)
    .where(
      inArray(
        temples.code,
        DEMO_TEMPLES.map((demo) => demo.temple.code),
      ),
    );
  const templeIdByCode = new Map(templeRows.map((row) => [row.code, row.id]));
  const templeIds = DEMO_TEMPLES.map((demo) => {
    const id = templeIdByCode.get(demo.temple.code);
    if (id === undefined) throw new Error(`Demo temple ${demo.temple.code} was not created`);
    return id;
  });

  await db
    .insert(deities)
    .values(
      DEMO_TEMPLES.flatMap((demo, index) =>
        demo.deities.map((deity, order) => ({
          ...deity,
          templeId: templeIds[index]!,
          orderNo: order + 1,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    )
    .onConflictDoNothing({ target: [deities.templeId, deities.code] });
  await db
    .insert(sevaGroups)
    .values(
      DEMO_TEMPLES.flatMap((demo, index) =>
        demo.groups.map((group, order) => ({
          ...group,
          templeId: templeIds[index]!,
          orderNo: order + 1,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    )
    .onConflictDoNothing({ target: [sevaGroups.templeId, sevaGroups.code] });

  const [deityRows, groupRows] = await Promise.all([
    db
      .select({ id: deities.id, templeId: deities.templeId, code: deities.code })
      .from(deities)
      .where(inArray(deities.templeId, templeIds)),
    db
      .select({ id: sevaGroups.id, templeId: sevaGroups.templeId, code: sevaGroups.code })
      .from(sevaGroups)
      .where(inArray(sevaGroups.templeId, templeIds)),
  ]);
  const deityIds = new Map(deityRows.map((row) => [key(row.templeId, row.code), row.id]));
  const groupIds = new Map(groupRows.map((row) => [key(row.templeId, row.code), row.id]));

  const sevaValues = DEMO_TEMPLES.flatMap((demo, index) => {
    const templeId = templeIds[index]!;
    return demo.sevas.map(({ deity, group, availability: _availability, ...seva }, order) => ({
      ...seva,
      templeId,
      deityId: deityIds.get(key(templeId, deity)) ?? null,
      sevaGroupId: groupIds.get(key(templeId, group)) ?? null,
      orderNo: order + 1,
      createdAt: now,
      updatedAt: now,
    }));
  });
  const createdSevas = await db
    .insert(sevas)
    .values(sevaValues)
    .onConflictDoNothing({ target: [sevas.templeId, sevas.code] })
    .returning({ id: sevas.id, templeId: sevas.templeId, code: sevas.code });

  const createdByKey = new Map(createdSevas.map((row) => [key(row.templeId, row.code), row.id]));
  const availabilityValues = DEMO_TEMPLES.flatMap((demo, index) => {
    const templeId = templeIds[index]!;
    return demo.sevas.flatMap((seva) => {
      const sevaId = createdByKey.get(key(templeId, seva.code));
      if (sevaId === undefined || !seva.availability) return [];
      return seva.availability.flatMap((rule) =>
        availabilityRows(rule, now).map((row) => ({
          ...row,
          templeId,
          sevaId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
  });
  if (availabilityValues.length > 0) await db.insert(sevaAvailability).values(availabilityValues);

  return {
    temples: DEMO_TEMPLES.map((demo, index) => {
      const id = templeIds[index]!;
      return {
        id,
        demo,
        locationName: locationByCode.get(demo.locationCode)?.name ?? null,
        deityIds: new Map(demo.deities.map((deity) => [deity.code, deityIds.get(key(id, deity.code))!])),
      };
    }),
    sevasCreated: createdSevas.length,
    sevaCount: sevaValues.length,
  };
}
