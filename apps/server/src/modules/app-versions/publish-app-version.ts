import {
  type AppVersionRelease,
  DomainError,
  type Page,
  type PageQuery,
  type PublishAppVersionInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type AppVersionFullRow, insertAppVersion, selectAppVersionPage } from './app-versions-repository.ts';

/**
 * App versions for administrators (issue #15 §3): each release published is the version clients
 * compare with their own at startup (GET /AppVersion, spec §4), forced or optional; the older ones are
 * the history.
 */

function toRelease(row: AppVersionFullRow): AppVersionRelease {
  return {
    id: row.id,
    version: row.version,
    isForceUpdate: row.isForceUpdate,
    platform: row.platform as AppVersionRelease['platform'],
    releaseNotes: row.releaseNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findAppVersions(
  deps: Pick<AppDeps, 'db'>,
  query: PageQuery,
): Promise<Page<AppVersionRelease>> {
  const { rows, total } = await selectAppVersionPage(deps.db, query);
  return { items: rows.map(toRelease), total };
}

export async function publishAppVersion(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  input: PublishAppVersionInput,
): Promise<AppVersionRelease> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertAppVersion(tx, {
      version: input.version,
      isForceUpdate: input.isForceUpdate,
      platform: input.platform,
      releaseNotes: input.releaseNotes ?? null,
      createdAt: now,
    }).catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === 'app_versions_version_platform_unique') {
        const message = 'This version was published already for this platform';
        throw new DomainError('CONFLICT', message, { errors: [{ field: 'version', message }] });
      }
      throw error;
    });
    const release = toRelease(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'app-version.published',
      entity: 'app-version',
      entityId: row.id,
      after: release,
      ip: actor.ip,
      at: now,
    });
    return release;
  });
}
