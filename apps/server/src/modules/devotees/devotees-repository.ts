import { and, asc, count, countDistinct, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { devoteeNames, devotees, favouriteTemples, orders } from '../../db/schema/index.ts';

export async function selectDevoteeIdOfUser(db: Executor, userId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: devotees.id })
    .from(devotees)
    .where(eq(devotees.userId, userId))
    .limit(1);
  return rows[0]?.id;
}

/** The user's devotee row, created on first use; a concurrent first use finds the other's row. */
export async function ensureDevoteeOfUser(
  db: Executor,
  user: { id: number; userName: string; mobile: string | null; email: string | null },
  now: Date,
): Promise<number> {
  await db
    .insert(devotees)
    .values({
      userId: user.id,
      name: user.userName,
      mobile: user.mobile,
      email: user.email,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: devotees.userId });
  const id = await selectDevoteeIdOfUser(db, user.id);
  if (id === undefined) throw new Error('devotee row not created');
  return id;
}

/** Of the given saved-name ids, those that belong to the user's devotee row. */
export async function selectOwnDevoteeNameIds(
  db: Executor,
  userId: number,
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: devoteeNames.id })
    .from(devoteeNames)
    .innerJoin(devotees, eq(devotees.id, devoteeNames.devoteeId))
    .where(and(eq(devotees.userId, userId), inArray(devoteeNames.id, ids)));
  return rows.map((row) => row.id);
}

const nameColumns = {
  id: devoteeNames.id,
  name: devoteeNames.name,
  starId: devoteeNames.starId,
  birthMonthId: devoteeNames.birthMonthId,
  genderId: devoteeNames.genderId,
  relation: devoteeNames.relation,
  isDefault: devoteeNames.isDefault,
};

const SHOWN = 1;

/** The devotee's saved names, the default first, then in the order they were added. */
export async function selectDevoteeNames(db: Executor, devoteeId: number) {
  return db
    .select(nameColumns)
    .from(devoteeNames)
    .where(and(eq(devoteeNames.devoteeId, devoteeId), eq(devoteeNames.status, SHOWN)))
    .orderBy(desc(devoteeNames.isDefault), asc(devoteeNames.id));
}

export type DevoteeNameRow = Awaited<ReturnType<typeof selectDevoteeNames>>[number];

export async function selectDevoteeName(db: Executor, devoteeId: number, id: number) {
  const rows = await db
    .select(nameColumns)
    .from(devoteeNames)
    .where(
      and(eq(devoteeNames.id, id), eq(devoteeNames.devoteeId, devoteeId), eq(devoteeNames.status, SHOWN)),
    )
    .limit(1);
  return rows[0];
}

export async function countDevoteeNames(db: Executor, devoteeId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(devoteeNames)
    .where(and(eq(devoteeNames.devoteeId, devoteeId), eq(devoteeNames.status, SHOWN)));
  return rows[0]?.total ?? 0;
}

export interface DevoteeNameValues {
  name?: string | undefined;
  starId?: number | undefined;
  birthMonthId?: number | null | undefined;
  genderId?: number | null | undefined;
  relation?: string | null | undefined;
  isDefault?: boolean | undefined;
}

function defined(values: DevoteeNameValues) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export async function insertDevoteeName(
  db: Executor,
  devoteeId: number,
  values: DevoteeNameValues & { name: string; starId: number },
  now: Date,
): Promise<DevoteeNameRow> {
  const rows = await db
    .insert(devoteeNames)
    .values({ ...defined(values), name: values.name, devoteeId, createdAt: now, updatedAt: now })
    .returning(nameColumns);
  const row = rows[0];
  if (!row) throw new Error('devotee name not inserted');
  return row;
}

export async function updateDevoteeName(
  db: Executor,
  devoteeId: number,
  id: number,
  values: DevoteeNameValues,
  now: Date,
): Promise<DevoteeNameRow | undefined> {
  const rows = await db
    .update(devoteeNames)
    .set({ ...defined(values), updatedAt: now })
    .where(
      and(eq(devoteeNames.id, id), eq(devoteeNames.devoteeId, devoteeId), eq(devoteeNames.status, SHOWN)),
    )
    .returning(nameColumns);
  return rows[0];
}

/** Only one name is the default: clears it on the devotee's other names. */
export async function clearOtherDefaults(db: Executor, devoteeId: number, keepId: number, now: Date) {
  await db
    .update(devoteeNames)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(
        eq(devoteeNames.devoteeId, devoteeId),
        ne(devoteeNames.id, keepId),
        eq(devoteeNames.isDefault, true),
      ),
    );
}

/** Removes the name for good; order lines keep their copy of it (devotee_name_id is set null). */
export async function deleteDevoteeName(db: Executor, devoteeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(devoteeNames)
    .where(and(eq(devoteeNames.id, id), eq(devoteeNames.devoteeId, devoteeId)))
    .returning({ id: devoteeNames.id });
  return rows.length > 0;
}

/** The user's favourite temples, the latest marked first. */
export async function selectFavouriteTempleIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ templeId: favouriteTemples.templeId })
    .from(favouriteTemples)
    .where(eq(favouriteTemples.userId, userId))
    .orderBy(desc(favouriteTemples.createdAt), desc(favouriteTemples.templeId));
  return rows.map((row) => row.templeId);
}

export async function insertFavouriteTemple(db: Executor, userId: number, templeId: number, now: Date) {
  await db
    .insert(favouriteTemples)
    .values({ userId, templeId, createdAt: now })
    .onConflictDoNothing({ target: [favouriteTemples.userId, favouriteTemples.templeId] });
}

export async function deleteFavouriteTemple(db: Executor, userId: number, templeId: number) {
  await db
    .delete(favouriteTemples)
    .where(and(eq(favouriteTemples.userId, userId), eq(favouriteTemples.templeId, templeId)));
}

/**
 * Temples of the user's paid orders, the most recently booked first (spec GET /Temple?UserId&Type&str&
 * offset&rows). Reads orders, the checkout module's table, for their temple and time only.
 */
export async function selectRecentTempleIds(
  db: Executor,
  userId: number,
  page: { offset: number; limit: number },
) {
  const lastBooked = max(orders.createdAt);
  const where = and(eq(orders.userId, userId), eq(orders.status, 'paid'));
  const [rows, totals] = await Promise.all([
    db
      .select({ templeId: orders.templeId, lastBookedAt: lastBooked })
      .from(orders)
      .where(where)
      .groupBy(orders.templeId)
      .orderBy(desc(lastBooked), asc(orders.templeId))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: countDistinct(orders.templeId) })
      .from(orders)
      .where(where),
  ]);
  return { templeIds: rows.map((row) => row.templeId), total: totals[0]?.total ?? 0 };
}
