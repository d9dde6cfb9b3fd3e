import { randomBytes } from 'node:crypto';
import { UserType } from '@nivedya/domain';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  deities,
  sevaGroups,
  sevaMaterials,
  sevas,
  temples,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

/**
 * What a busy Kerala temple sells and who sells it, for bench/report-year.ts: 12 deities, 4 seva groups,
 * 60 sevas with their rates and how popular each is, 6 counters (staff users), the temple administrator
 * the bench logs in as, and a second, small temple so that every report's temple filter has rows to
 * leave out. Written through the ORM, so the schema checks every column.
 */

/** The bench logs in with this account (the temple administrator may read every report). */
export const BENCH_ADMIN_PASSWORD = 'Reports-Bench-Year-1';

const DEITIES = [
  'Sree Krishna',
  'Ganapathi',
  'Ayyappan',
  'Bhagavathy',
  'Shiva',
  'Subrahmanyan',
  'Hanuman',
  'Nagaraja',
  'Navagraha',
  'Durga',
  'Mahavishnu',
  'Brahmarakshas',
] as const;

const GROUPS = ['Archana and Pushpanjali', 'Nivedyam', 'Vilakku', 'Homam and special poojas'] as const;
type Group = (typeof GROUPS)[number];

interface SevaSpec {
  name: string;
  rupees: number;
  deity: (typeof DEITIES)[number];
  group: Group;
  /** Relative share of the lines: a ₹10 pushpanjali sells far more than a homam. */
  popularity: number;
  /** The prasadam can be posted (performance-postage-address-report). */
  isPostable?: boolean;
  /** spec SevaType 3: the temple allots the date, so the line waits for approval. */
  isPreBooking?: boolean;
}

/** The presiding deity's own offerings: most of what the counters sell. */
const MAIN_DEITY_SEVAS: SevaSpec[] = (
  [
    { name: 'Pushpanjali', rupees: 10, group: 'Archana and Pushpanjali', popularity: 140 },
    { name: 'Sahasranama Archana', rupees: 50, group: 'Archana and Pushpanjali', popularity: 45 },
    { name: 'Swayamvara Pushpanjali', rupees: 30, group: 'Archana and Pushpanjali', popularity: 30 },
    { name: 'Bhagyasooktham Archana', rupees: 30, group: 'Archana and Pushpanjali', popularity: 30 },
    { name: 'Santhanagopala Archana', rupees: 30, group: 'Archana and Pushpanjali', popularity: 20 },
    { name: 'Vidyasooktham Archana', rupees: 30, group: 'Archana and Pushpanjali', popularity: 25 },
    { name: 'Neyvilakku', rupees: 15, group: 'Vilakku', popularity: 110 },
    { name: 'Chuttuvilakku', rupees: 2500, group: 'Vilakku', popularity: 3 },
    { name: 'Niramala', rupees: 1500, group: 'Vilakku', popularity: 3 },
    { name: 'Palpayasam', rupees: 100, group: 'Nivedyam', popularity: 60, isPostable: true },
    { name: 'Neypayasam', rupees: 120, group: 'Nivedyam', popularity: 45, isPostable: true },
    { name: 'Thrimadhuram', rupees: 40, group: 'Nivedyam', popularity: 35 },
    { name: 'Appam', rupees: 60, group: 'Nivedyam', popularity: 35, isPostable: true },
    { name: 'Aval Nivedyam', rupees: 25, group: 'Nivedyam', popularity: 30 },
    { name: 'Thulabharam', rupees: 500, group: 'Homam and special poojas', popularity: 8 },
    {
      name: 'Udayasthamana Pooja',
      rupees: 15000,
      group: 'Homam and special poojas',
      popularity: 1,
      isPreBooking: true,
    },
  ] satisfies Omit<SevaSpec, 'deity'>[]
).map((seva) => ({ ...seva, deity: 'Sree Krishna' as const }));

/** Each other deity has its few offerings; together with the main deity's, 60 sevas. */
const SUB_DEITY_OFFERINGS: { name: string; rupees: number; group: Group; popularity: number }[] = [
  { name: 'Pushpanjali', rupees: 10, group: 'Archana and Pushpanjali', popularity: 18 },
  { name: 'Archana', rupees: 20, group: 'Archana and Pushpanjali', popularity: 10 },
  { name: 'Neyvilakku', rupees: 15, group: 'Vilakku', popularity: 12 },
  { name: 'Nivedyam', rupees: 40, group: 'Nivedyam', popularity: 5 },
];

const SPECIAL_SEVAS: SevaSpec[] = [
  {
    name: 'Ganapathi Homam',
    rupees: 150,
    deity: 'Ganapathi',
    group: 'Homam and special poojas',
    popularity: 25,
  },
  { name: 'Ottappam', rupees: 60, deity: 'Ganapathi', group: 'Nivedyam', popularity: 15, isPostable: true },
  { name: 'Neerajanam', rupees: 50, deity: 'Ayyappan', group: 'Vilakku', popularity: 10 },
  {
    name: 'Bhagavathy Seva',
    rupees: 300,
    deity: 'Bhagavathy',
    group: 'Homam and special poojas',
    popularity: 6,
  },
  {
    name: 'Mrityunjaya Homam',
    rupees: 500,
    deity: 'Shiva',
    group: 'Homam and special poojas',
    popularity: 4,
  },
  { name: 'Noorum Palum', rupees: 250, deity: 'Nagaraja', group: 'Homam and special poojas', popularity: 4 },
  {
    name: 'Navagraha Pooja',
    rupees: 200,
    deity: 'Navagraha',
    group: 'Homam and special poojas',
    popularity: 5,
  },
  { name: 'Vada Mala', rupees: 120, deity: 'Hanuman', group: 'Nivedyam', popularity: 4 },
];

function busyTempleSevas(): SevaSpec[] {
  const subDeities = DEITIES.filter((deity) => deity !== 'Sree Krishna');
  // Offering by offering across the deities, so that every deity keeps at least three when cut to 60.
  const offerings = SUB_DEITY_OFFERINGS.flatMap((offering) =>
    subDeities.map((deity) => ({ ...offering, deity, name: `${deity} ${offering.name}` })),
  );
  return [...MAIN_DEITY_SEVAS, ...SPECIAL_SEVAS, ...offerings.slice(0, 60 - 16 - SPECIAL_SEVAS.length)];
}

/** What the priest's worksheet multiplies: the materials of a few sevas, per seva performed. */
const MATERIALS: Record<string, [name: string, quantity: number, unit: string][]> = {
  Pushpanjali: [['Flowers', 0.05, 'kg']],
  Neyvilakku: [
    ['Ghee', 0.02, 'litre'],
    ['Wick', 1, 'piece'],
  ],
  Palpayasam: [
    ['Rice', 0.1, 'kg'],
    ['Milk', 1, 'litre'],
    ['Sugar', 0.2, 'kg'],
  ],
  Neypayasam: [
    ['Rice', 0.1, 'kg'],
    ['Ghee', 0.05, 'litre'],
    ['Jaggery', 0.25, 'kg'],
  ],
  Appam: [
    ['Rice flour', 0.2, 'kg'],
    ['Jaggery', 0.1, 'kg'],
    ['Ghee', 0.02, 'litre'],
  ],
  'Ganapathi Homam': [
    ['Coconut', 8, 'piece'],
    ['Ghee', 0.25, 'litre'],
    ['Jaggery', 0.5, 'kg'],
  ],
};

/** Cashiers by how much each counter sells: the east nada counter is the busiest. */
const COUNTERS = [
  { name: 'East Nada Counter · Suresh K', share: 30 },
  { name: 'West Nada Counter · Lathika P', share: 24 },
  { name: 'Annadanam Counter · Mohanan V', share: 18 },
  { name: 'Prasadam Counter · Sindhu R', share: 13 },
  { name: 'Office Counter · Rajeev M', share: 9 },
  { name: 'Thulabharam Counter · Anil S', share: 6 },
] as const;

export interface SeededTemple {
  templeId: number;
  adminUserId: number;
  /** Each counter's staff user, repeated by its share of the bills (a pick table for SQL). */
  counterPicks: number[];
  /** Each seva, repeated by its popularity (a pick table for SQL). */
  sevaPicks: number[];
}

export interface SeededCatalogue {
  busy: SeededTemple;
  small: SeededTemple;
  adminEmail: string;
}

/** `weights` scaled so that their ids fill about `slots` places of a pick table. */
function pickTable(entries: { id: number; weight: number }[], slots: number): number[] {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  return entries.flatMap((entry) =>
    Array.from({ length: Math.max(1, Math.round((entry.weight / total) * slots)) }, () => entry.id),
  );
}

async function insertTemple(
  db: Database,
  spec: { name: string; shortCode: string; deityNames: readonly string[]; sevaSpecs: SevaSpec[] },
  counters: readonly { name: string; share: number }[],
  adminEmail: string,
): Promise<SeededTemple> {
  const suffix = randomBytes(3).toString('hex');
  const [temple] = await db
    .insert(temples)
    .values({
      code: `${spec.shortCode.toLowerCase()}-bench-${suffix}`,
      shortCode: `${spec.shortCode}${suffix.slice(0, 3).toUpperCase()}`,
      name: spec.name,
      place: 'Thrissur',
      platformChargeAmount: 500,
      platformChargePercent: 1.5,
      splitServiceCharge: 300,
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('temple not inserted');
  const deityRows = await db
    .insert(deities)
    .values(
      spec.deityNames.map((name, index) => ({
        templeId: temple.id,
        code: `deity-${index + 1}`,
        name,
        orderNo: index,
      })),
    )
    .returning({ id: deities.id, name: deities.name });
  const groupRows = await db
    .insert(sevaGroups)
    .values(
      GROUPS.map((name, index) => ({
        templeId: temple.id,
        code: `group-${index + 1}`,
        name,
        orderNo: index,
      })),
    )
    .returning({ id: sevaGroups.id, name: sevaGroups.name });
  const idOf = (rows: { id: number; name: string }[], name: string) =>
    rows.find((row) => row.name === name)?.id;
  const sevaRows = await db
    .insert(sevas)
    .values(
      spec.sevaSpecs.map((seva, index) => ({
        templeId: temple.id,
        deityId: idOf(deityRows, seva.deity) ?? null,
        sevaGroupId: idOf(groupRows, seva.group) ?? null,
        code: `seva-${index + 1}`,
        name: seva.name,
        rate: seva.rupees * 100,
        sevaType: seva.isPreBooking ? 3 : 1,
        needsApproval: seva.isPreBooking === true,
        isPrasadamDeliverable: seva.isPostable === true,
        deliveryCharge: seva.isPostable ? 5000 : 0,
        orderNo: index,
      })),
    )
    .returning({ id: sevas.id, name: sevas.name });
  const materials = sevaRows.flatMap((seva) =>
    (MATERIALS[seva.name] ?? []).map(([name, quantity, unit], position) => ({
      sevaId: seva.id,
      position,
      name,
      quantity,
      unit,
    })),
  );
  if (materials.length > 0) await db.insert(sevaMaterials).values(materials);
  const staffRows = await db
    .insert(users)
    .values(
      counters.map((counter, index) => ({
        userName: counter.name,
        email: `counter-${index + 1}-${suffix}@bench.nivedya.test`,
        userType: UserType.TempleStaff,
        templeId: temple.id,
      })),
    )
    .returning({ id: users.id });
  const [admin] = await db
    .insert(users)
    .values({
      userName: `${spec.name} Administrator`,
      email: adminEmail,
      passwordHash: await hashPassword(BENCH_ADMIN_PASSWORD),
      userType: UserType.TempleAdmin,
      templeId: temple.id,
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('temple administrator not inserted');
  return {
    templeId: temple.id,
    adminUserId: admin.id,
    counterPicks: pickTable(
      staffRows.map((row, index) => ({ id: row.id, weight: counters[index]?.share ?? 1 })),
      100,
    ),
    sevaPicks: pickTable(
      sevaRows.map((row, index) => ({ id: row.id, weight: spec.sevaSpecs[index]?.popularity ?? 1 })),
      2000,
    ),
  };
}

export async function insertCatalogue(db: Database): Promise<SeededCatalogue> {
  const adminEmail = `reports-admin-${randomBytes(3).toString('hex')}@bench.nivedya.test`;
  const busy = await insertTemple(
    db,
    {
      name: 'Sree Krishna Temple (reports bench)',
      shortCode: 'SKB',
      deityNames: DEITIES,
      sevaSpecs: busyTempleSevas(),
    },
    COUNTERS,
    adminEmail,
  );
  const small = await insertTemple(
    db,
    {
      name: 'Dharma Sastha Temple (reports bench)',
      shortCode: 'DSB',
      deityNames: ['Ayyappan'],
      sevaSpecs: SUB_DEITY_OFFERINGS.map((offering) => ({ ...offering, deity: 'Ayyappan' as const })),
    },
    [{ name: 'Sastha Counter · Girija N', share: 1 }],
    `small-${adminEmail}`,
  );
  return { busy, small, adminEmail };
}
