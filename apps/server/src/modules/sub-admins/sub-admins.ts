import {
  DomainError,
  type PlatformAccessInput,
  type SubAdmin,
  type SubAdminPage,
  UserType,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import {
  type PlatformAccessRow,
  replacePlatformAccess,
  selectExistingTempleIds,
  selectPlatformAccess,
  selectPlatformAccesses,
  selectSubAdminPage,
} from './sub-admins-repository.ts';

/**
 * spec sub-admin-user-list, sub-admin-user-details (GET /InitAdmin, GET /InitAdmin?userid,
 * GET /UserRights?userid): the platform administrator grants each sub-administrator rights and temples.
 */

function toSubAdmin(row: UserRow, access: PlatformAccessRow | undefined): SubAdmin {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    access: {
      rights: access?.rights ?? [],
      allTemples: access?.allTemples ?? false,
      templeIds: access?.allTemples ? [] : (access?.templeIds ?? []),
    },
    temples: access?.allTemples ? [] : (access?.temples ?? []),
  };
}

async function subAdminOf(db: Executor, row: UserRow): Promise<SubAdmin> {
  return toSubAdmin(row, (await selectPlatformAccesses(db, [row.id])).get(row.id));
}

async function subAdminRow(db: Executor, userId: number): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row || row.deletedAt !== null || row.userType !== UserType.SubAdmin) {
    throw new DomainError('NOT_FOUND', 'No sub-administrator has this id');
  }
  return row;
}

export async function findSubAdmins(
  deps: Pick<AppDeps, 'db'>,
  query: { search?: string | undefined; offset: number; limit: number },
): Promise<SubAdminPage> {
  const { rows, total } = await selectSubAdminPage(deps.db, query);
  const accesses = await selectPlatformAccesses(
    deps.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toSubAdmin(row, accesses.get(row.id))), total };
}

export async function getSubAdmin(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SubAdmin> {
  return subAdminOf(deps.db, await subAdminRow(deps.db, userId));
}

export async function setSubAdminAccess(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  userId: number,
  input: PlatformAccessInput,
): Promise<SubAdmin> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await subAdminRow(tx, userId);
    const templeIds = input.allTemples ? [] : input.templeIds;
    const existing = await selectExistingTempleIds(tx, templeIds);
    const unknown = templeIds.filter((id) => !existing.includes(id));
    if (unknown.length > 0) {
      const message = `No such temple: ${unknown.join(', ')}`;
      throw new DomainError('VALIDATION_FAILED', `templeIds: ${message}`, {
        errors: [{ field: 'templeIds', message }],
      });
    }
    const before = await selectPlatformAccess(tx, userId);
    const after = { rights: input.rights, allTemples: input.allTemples, templeIds };
    await replacePlatformAccess(tx, userId, after, actor.id, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      action: 'sub-admin.access-changed',
      entity: 'user',
      entityId: userId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return subAdminOf(tx, row);
  });
}
