import { asc, eq, inArray } from 'drizzle-orm';
import { type Executor, runStatement, type Statement } from '../../db/client.ts';
import { userRights } from '../../db/schema/index.ts';
import { batchedStatement } from '../../db/statement-batches.ts';

/**
 * The rights of the users asked about at once: every request to a route that needs a right asks, so the
 * requests that arrive together share one statement (statement-batches.ts).
 */
const GRANTED_RIGHTS: Statement = {
  name: 'user_granted_rights_v1',
  text: `select user_id as "userId", "right" from user_rights where user_id = any($1::int[]) order by "right"`,
};

const grantedRights = batchedStatement<number, string[]>({
  maxItems: 1_000,
  async run(db, userIds) {
    const rows = await runStatement<{ userId: number; right: string }>(db, GRANTED_RIGHTS, [
      [...new Set(userIds)],
    ]);
    const byUser = new Map<number, string[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.right]);
    return userIds.map((userId) => [...(byUser.get(userId) ?? [])]);
  },
});

/** The rights granted to a user (spec GET /UserRights?userid), as stored. */
export function selectGrantedRights(db: Executor, userId: number): Promise<string[]> {
  return grantedRights(db, userId);
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
