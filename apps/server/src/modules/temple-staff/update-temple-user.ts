import { DomainError, type StaffUser, type UpdateStaffUserInput, UserType } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/auth.ts';
import { deleteUserSessions } from '../auth/index.ts';
import { updateUser } from '../users/index.ts';
import { toStaffUser } from './staff-user-dto.ts';
import { replaceGrantedRights, selectGrantedRights } from './temple-rights-repository.ts';
import { selectTempleUser } from './temple-users-repository.ts';

/**
 * spec temple-user (update): name, email, mobile, status, rights or a new password of one of the
 * temple's staff users. The temple administrator's own account is changed on its profile, not here.
 * Disabling the user or setting a password ends their sessions, so the change holds at once.
 */
export async function updateTempleUser(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  userId: number,
  input: UpdateStaffUserInput,
): Promise<StaffUser> {
  const now = deps.now();
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const current = await selectTempleUser(tx, templeId, userId);
    if (!current || current.userType !== UserType.TempleStaff) {
      throw new DomainError('NOT_FOUND', 'No staff user of this temple has this id');
    }
    const currentRights = await selectGrantedRights(tx, userId);
    const email = input.email === undefined ? current.email : input.email;
    const mobile = input.mobile === undefined ? current.mobile : input.mobile;
    if (email === null && mobile === null) {
      throw new DomainError('VALIDATION_FAILED', 'Give an email address or a mobile number to log in with', {
        errors: [{ field: 'mobile', message: 'Give an email address or a mobile number to log in with' }],
      });
    }
    const updated = await updateUser(tx, userId, {
      ...(input.userName !== undefined ? { userName: input.userName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
      updatedAt: now,
    });
    const rights = input.rights ?? currentRights;
    if (input.rights !== undefined) await replaceGrantedRights(tx, userId, input.rights, actor.id, now);
    if (input.status === 0 || passwordHash !== undefined) await deleteUserSessions(tx, userId);

    const before = toStaffUser(current, currentRights);
    const after = toStaffUser(updated, rights);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'temple-user.updated',
      entity: 'user',
      entityId: userId,
      before,
      after: { ...after, ...(passwordHash !== undefined ? { passwordChanged: true } : {}) },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
