import {
  type CreateUserInput,
  DomainError,
  LAST_ADMIN_MESSAGE,
  NO_TEMPLE_MESSAGE,
  needsTemple,
  TEMPLE_REQUIRED_MESSAGE,
  type UpdateUserInput,
  type User,
  UserStatus,
  UserType,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/auth.ts';
import { deleteUserSessions } from '../auth/index.ts';
import {
  countOtherActiveAdmins,
  findUserById,
  insertUser,
  templeExists,
  toUserDto,
  type UserRow,
  updateUser,
} from './user-repository.ts';

/**
 * spec userinsert (POST /User, GET /User?Id): administrators open and change accounts of every type.
 * Temple administrators and staff belong to a temple, nobody else does; the platform always keeps an
 * active administrator; a blocked account's sessions end at once. Passwords never reach the audit trail.
 */

async function assertTempleFor(tx: Executor, userType: number, templeId: number | null): Promise<void> {
  const field = (message: string) =>
    new DomainError('VALIDATION_FAILED', `templeId: ${message}`, {
      errors: [{ field: 'templeId', message }],
    });
  if (needsTemple(userType)) {
    if (templeId === null) throw field(TEMPLE_REQUIRED_MESSAGE);
    if (!(await templeExists(tx, templeId))) throw field('No such temple');
  } else if (templeId !== null) {
    throw field(NO_TEMPLE_MESSAGE);
  }
}

const audited = (row: UserRow) => ({
  userName: row.userName,
  email: row.email,
  mobile: row.mobile,
  userType: row.userType,
  templeId: row.templeId,
  status: row.status,
  hasPassword: row.passwordHash !== null,
});

export function signInMessage(
  config: Pick<AppDeps['config'], 'productName' | 'publicUrl'>,
  mobile: string,
): string {
  return (
    `An account on ${config.productName} is ready for you. Log in at ${config.publicUrl}/otp-login ` +
    `with your mobile ${mobile} and the OTP sent to it; set a password through Forgot password.`
  );
}

export async function createUser(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms' | 'config'>,
  actor: Actor,
  input: CreateUserInput,
): Promise<User> {
  const now = deps.now();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return deps.db.transaction(async (tx) => {
    const templeId = input.templeId ?? null;
    await assertTempleFor(tx, input.userType, templeId);
    const row = await insertUser(tx, {
      userName: input.userName,
      email: input.email ?? null,
      mobile: input.mobile ?? null,
      passwordHash,
      userType: input.userType,
      templeId,
      status: UserStatus.Active,
      createdAt: now,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'user.created',
      entity: 'user',
      entityId: row.id,
      after: audited(row),
      ip: actor.ip,
      at: now,
    });
    if (!passwordHash && row.mobile) {
      await deps.sms.send(
        tx,
        {
          to: row.mobile,
          body: signInMessage(deps.config, row.mobile),
          purpose: 'account-created',
          templeId,
        },
        now,
      );
    }
    return toUserDto(tx, row);
  });
}

export async function updateUserAccount(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  userId: number,
  input: UpdateUserInput,
): Promise<User> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before || before.deletedAt !== null) throw new DomainError('NOT_FOUND', 'No user has this id');
    const userType = input.userType ?? before.userType;
    const status = input.status ?? before.status;
    // Changing the type alone keeps a temple only where the new type has one.
    const templeId =
      input.templeId !== undefined ? input.templeId : needsTemple(userType) ? before.templeId : null;
    await assertTempleFor(tx, userType, templeId);
    const stopsBeingAdmin =
      before.userType === UserType.Admin &&
      before.status === UserStatus.Active &&
      (userType !== UserType.Admin || status !== UserStatus.Active);
    if (stopsBeingAdmin && (await countOtherActiveAdmins(tx, userId)) === 0) {
      throw new DomainError('CONFLICT', LAST_ADMIN_MESSAGE);
    }
    if (userId === actor.id && status !== UserStatus.Active) {
      throw new DomainError('CONFLICT', 'You cannot block your own account');
    }
    const after = await updateUser(tx, userId, {
      ...(input.userName !== undefined ? { userName: input.userName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
      userType,
      templeId,
      status,
      updatedAt: now,
    });
    // A blocked account, or one whose type or temple changed, logs in again to get what it now may do.
    if (status !== before.status || userType !== before.userType || templeId !== before.templeId) {
      await deleteUserSessions(tx, userId);
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: after.templeId ?? before.templeId,
      action:
        status !== before.status
          ? status === UserStatus.Active
            ? 'user.unblocked'
            : 'user.blocked'
          : 'user.updated',
      entity: 'user',
      entityId: userId,
      before: audited(before),
      after: audited(after),
      ip: actor.ip,
      at: now,
    });
    return toUserDto(tx, after);
  });
}
