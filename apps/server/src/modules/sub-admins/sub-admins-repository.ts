import { PLATFORM_RIGHTS, type PlatformAccess, type PlatformRight, UserType } from '@nivedya/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { subAdminTemples, temples, userRights, users } from '../../db/schema/index.ts';

/** Platform rights live in user_rights beside temple staff rights; this one marks "every temple". */
const ALL_TEMPLES_RIGHT = 'platform.all-temples';

export interface PlatformAccessRow extends PlatformAccess {
  /** The temples of `templeIds`, named, by name. */
  temples: { id: number; name: string }[];
}

/** Each sub-administrator's rights and temples, for a page of them in two queries. */
export async function selectPlatformAccesses(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PlatformAccessRow>> {
  if (userIds.length === 0) return new Map();
  const [rights, templeRows] = await Promise.all([
    db
      .select({ userId: userRights.userId, right: userRights.right })
      .from(userRights)
      .where(and(inArray(userRights.userId, [...userIds]), like(userRights.right, 'platform.%'))),
    db
      .select({ userId: subAdminTemples.userId, id: temples.id, name: temples.name })
      .from(subAdminTemples)
      .innerJoin(temples, eq(temples.id, subAdminTemples.templeId))
      .where(inArray(subAdminTemples.userId, [...userIds]))
      .orderBy(asc(temples.name)),
  ]);
  return new Map(
    userIds.map((userId) => {
      const held = new Set(rights.filter((row) => row.userId === userId).map((row) => row.right));
      const own = templeRows.filter((row) => row.userId === userId).map(({ id, name }) => ({ id, name }));
      return [
        userId,
        {
          rights: PLATFORM_RIGHTS.filter((right) => held.has(right)),
          allTemples: held.has(ALL_TEMPLES_RIGHT),
          templeIds: own.map((temple) => temple.id).sort((a, b) => a - b),
          temples: own,
        },
      ];
    }),
  );
}

export async function selectPlatformAccess(db: Executor, userId: number): Promise<PlatformAccess> {
  const row = (await selectPlatformAccesses(db, [userId])).get(userId);
  return { rights: row?.rights ?? [], allTemples: row?.allTemples ?? false, templeIds: row?.templeIds ?? [] };
}

export async function replacePlatformAccess(
  db: Executor,
  userId: number,
  access: PlatformAccess,
  grantedBy: number,
  now: Date,
): Promise<void> {
  await db.delete(userRights).where(and(eq(userRights.userId, userId), like(userRights.right, 'platform.%')));
  await db.delete(subAdminTemples).where(eq(subAdminTemples.userId, userId));
  const rights: string[] = [...access.rights, ...(access.allTemples ? [ALL_TEMPLES_RIGHT] : [])];
  if (rights.length > 0) {
    await db.insert(userRights).values(rights.map((right) => ({ userId, right, grantedBy, createdAt: now })));
  }
  if (!access.allTemples && access.templeIds.length > 0) {
    await db
      .insert(subAdminTemples)
      .values(access.templeIds.map((templeId) => ({ userId, templeId, grantedBy, createdAt: now })));
  }
}

/** The ids among `templeIds` that are temples (not deleted). */
export async function selectExistingTempleIds(db: Executor, templeIds: readonly number[]): Promise<number[]> {
  if (templeIds.length === 0) return [];
  const rows = await db
    .select({ id: temples.id })
    .from(temples)
    .where(
      and(
        inArray(temples.id, [...templeIds]),
        or(eq(temples.status, 0), eq(temples.status, 1), eq(temples.status, 3)),
      ),
    );
  return rows.map((row) => row.id);
}

export async function selectSubAdminPage(
  db: Executor,
  query: { search?: string | undefined; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [eq(users.userType, UserType.SubAdmin), isNull(users.deletedAt)];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(users.userName, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type { PlatformRight };
