import { type CreateStaffUserInput, type StaffUser, UserType } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertUser } from '../users/index.ts';
import { toStaffUser } from './staff-user-dto.ts';
import { replaceGrantedRights } from './temple-rights-repository.ts';

/**
 * spec temple-user (insert, POST /User): the temple administrator opens a staff account (type 3) for
 * their temple, with a password and the rights it holds. The password never reaches the audit trail.
 */
export async function createTempleUser(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateStaffUserInput,
): Promise<StaffUser> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      userName: input.userName,
      email: input.email ?? null,
      mobile: input.mobile ?? null,
      passwordHash,
      userType: UserType.TempleStaff,
      templeId,
      status: input.status,
      createdAt: now,
      updatedAt: now,
    });
    await replaceGrantedRights(tx, row.id, input.rights, actor.id, now);
    const created = toStaffUser(row, input.rights);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'temple-user.created',
      entity: 'user',
      entityId: row.id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
