import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appRatings, appVersions, users } from '../../db/schema/index.ts';

export interface AppVersionRow {
  version: string;
  isForceUpdate: boolean;
}

/** The newest release for a platform: rows for that platform and rows for all platforms count. */
export async function selectLatestAppVersion(
  db: Executor,
  platform: 'android' | 'ios' | 'web' | undefined,
): Promise<AppVersionRow | undefined> {
  const platforms = platform ? ['all', platform] : ['all'];
  const rows = await db
    .select({ version: appVersions.version, isForceUpdate: appVersions.isForceUpdate })
    .from(appVersions)
    .where(inArray(appVersions.platform, platforms))
    .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
    .limit(1);
  return rows[0];
}

export type AppVersionFullRow = typeof appVersions.$inferSelect;

/** Every release, newest first. */
export async function selectAppVersionPage(db: Executor, query: { offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(appVersions)
      .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(appVersions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertAppVersion(db: Executor, values: typeof appVersions.$inferInsert) {
  const rows = await db.insert(appVersions).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into app_versions returned no row');
  return row;
}

export async function insertAppRating(db: Executor, values: typeof appRatings.$inferInsert) {
  const [row] = await db.insert(appRatings).values(values).returning({ id: appRatings.id });
  if (!row) throw new Error('rating not saved');
  return row.id;
}

/** Ratings newest first, with who gave them, and how many of each star over all of them. */
export async function selectAppRatingPage(db: Executor, query: { offset: number; limit: number }) {
  const [rows, stars] = await Promise.all([
    db
      .select({
        id: appRatings.id,
        stars: appRatings.stars,
        comment: appRatings.comment,
        appVersion: appRatings.appVersion,
        platform: appRatings.platform,
        userName: users.userName,
        createdAt: appRatings.createdAt,
      })
      .from(appRatings)
      .leftJoin(users, eq(users.id, appRatings.userId))
      .orderBy(desc(appRatings.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ stars: appRatings.stars, count: count() }).from(appRatings).groupBy(appRatings.stars),
  ]);
  return { rows, stars };
}
