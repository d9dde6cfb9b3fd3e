import { type AppVersion, type AppVersionQuery, DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectLatestAppVersion } from './app-versions-repository.ts';

/** spec GET /AppVersion: the version clients compare with their own at startup (spec §4). */
export async function getAppVersion(db: Executor, query: AppVersionQuery): Promise<AppVersion> {
  const latest = await selectLatestAppVersion(db, query.platform);
  if (!latest) throw new DomainError('NOT_FOUND', 'No app version has been published');
  return latest;
}
