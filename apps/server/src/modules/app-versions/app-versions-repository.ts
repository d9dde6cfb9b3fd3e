import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appVersions } from '../../db/schema/index.ts';

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
