import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userRights } from '../../db/schema/index.ts';

/** The rights granted to a user (spec GET /UserRights?userid), as stored. */
export async function selectGrantedRights(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ right: userRights.right })
    .from(userRights)
    .where(eq(userRights.userId, userId))
    .orderBy(asc(userRights.right));
  return rows.map((row) => row.right);
}

/** Rights of several users at once, by user id. */
export async function selectGrantedRightsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRights.userId, right: userRights.right })
    .from(userRights)
    .where(inArray(userRights.userId, [...userIds]))
    .orderBy(asc(userRights.right));
  for (const row of rows) {
    const rights = byUser.get(row.userId);
    if (rights) rights.push(row.right);
    else byUser.set(row.userId, [row.right]);
  }
  return byUser;
}

/** Replaces the user's rights with exactly these. */
export async function replaceGrantedRights(
  db: Executor,
  userId: number,
  rights: readonly string[],
  grantedBy: number,
  now: Date,
): Promise<void> {
  await db.delete(userRights).where(eq(userRights.userId, userId));
  if (rights.length === 0) return;
  await db.insert(userRights).values(rights.map((right) => ({ userId, right, grantedBy, createdAt: now })));
}
