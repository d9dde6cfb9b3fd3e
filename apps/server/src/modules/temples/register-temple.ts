import {
  DomainError,
  isAdmin,
  type RegisteredTemple,
  type RegisterTempleInput,
  TempleStatus,
  UserStatus,
  UserType,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { maskMobile } from '../../lib/identifier.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findUserByEmail, findUserByMobile, insertUser, type UserRow } from '../users/index.ts';
import { toAdminTemple } from './admin-temple-dto.ts';
import { insertTempleRow, makeTempleAdministrator, setTempleOwner } from './platform-temples-repository.ts';
import { locationExists } from './temple-profile-repository.ts';

/**
 * spec temple (register, POST /Temple): an administrator registers a temple and names its administrator.
 * The mobile's account is linked when it has one (a devotee becomes the temple's administrator; an
 * account that already runs a temple or the platform is refused), otherwise an account without a
 * password is opened. Either way an SMS tells the person how to log in: with an OTP to that mobile,
 * then a password of their own through Forgot password. The temple stays hidden from devotees until
 * it is made active.
 */
export async function registerTemple(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms' | 'config'>,
  actor: Actor,
  input: RegisterTempleInput,
): Promise<RegisteredTemple> {
  const now = deps.now();
  const { admin: adminInput, ...templeInput } = input;
  return deps.db.transaction(async (tx) => {
    if (templeInput.locationId != null && !(await locationExists(tx, templeInput.locationId))) {
      throw new DomainError('VALIDATION_FAILED', 'locationId: No such location', {
        errors: [{ field: 'locationId', message: 'No such location' }],
      });
    }
    const temple = await insertTemple(tx, {
      ...templeInput,
      status: templeInput.status ?? TempleStatus.Onboarding,
      createdAt: now,
      updatedAt: now,
    });
    const linked = await linkableAccount(tx, adminInput.mobile);
    const account =
      linked ??
      (await openAdminAccount(tx, {
        userName: adminInput.userName,
        mobile: adminInput.mobile,
        email: adminInput.email ?? null,
        templeId: temple.id,
        now,
      }));
    if (linked) await makeTempleAdministrator(tx, linked.id, temple.id, now);
    const row = await setTempleOwner(tx, temple.id, account.id);
    const admin = {
      id: account.id,
      userName: account.userName,
      mobile: account.mobile,
      email: account.email,
    };
    const registered = toAdminTemple(row, admin);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: temple.id,
      action: 'temple.registered',
      entity: 'temple',
      entityId: temple.id,
      after: { ...registered, isNewAdminAccount: linked === null },
      ip: actor.ip,
      at: now,
    });
    await deps.sms.send(
      tx,
      {
        to: adminInput.mobile,
        body: welcomeMessage(deps.config, row.name, adminInput.mobile),
        purpose: 'temple-admin-welcome',
        templeId: temple.id,
      },
      now,
    );
    return {
      temple: registered,
      isNewAdminAccount: linked === null,
      smsSentTo: maskMobile(adminInput.mobile),
    };
  });
}

export function welcomeMessage(
  config: Pick<AppDeps['config'], 'productName' | 'publicUrl'>,
  templeName: string,
  mobile: string,
): string {
  return (
    `${templeName} is now on ${config.productName} and you are its administrator. ` +
    `Log in at ${config.publicUrl}/login with your mobile ${mobile} and the OTP sent to it; ` +
    'set a password through Forgot password.'
  );
}

async function insertTemple(tx: Executor, values: Parameters<typeof insertTempleRow>[1]) {
  try {
    return await insertTempleRow(tx, values);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'temples_code_unique' || constraint === 'temples_short_code_unique') {
      const field = constraint === 'temples_code_unique' ? 'code' : 'shortCode';
      throw new DomainError('CODE_IN_USE', 'Another temple already uses this code', {
        errors: [{ field, message: 'Another temple already uses this code' }],
      });
    }
    throw error;
  }
}

/** The mobile's account, if it may become this temple's administrator; a refusal says whose it is. */
async function linkableAccount(tx: Executor, mobile: string): Promise<UserRow | null> {
  const account = await findUserByMobile(tx, mobile);
  if (!account) return null;
  if (account.status !== UserStatus.Active) {
    throw adminMobileError('This mobile belongs to a disabled account; enable it or use another mobile');
  }
  if (isAdmin(account.userType)) {
    throw adminMobileError(
      "This mobile belongs to a platform administrator; use the temple administrator's own",
    );
  }
  if (account.userType !== UserType.Devotee && account.templeId !== null) {
    throw adminMobileError('This mobile already works for another temple; use another mobile');
  }
  return account;
}

async function openAdminAccount(
  tx: Executor,
  input: { userName: string; mobile: string; email: string | null; templeId: number; now: Date },
): Promise<UserRow> {
  if (input.email && (await findUserByEmail(tx, input.email))) {
    throw new DomainError('EMAIL_ALREADY_REGISTERED', 'This email address is already registered', {
      errors: [{ field: 'admin.email', message: 'This email address is already registered' }],
    });
  }
  return insertUser(tx, {
    userName: input.userName,
    mobile: input.mobile,
    email: input.email,
    passwordHash: null,
    userType: UserType.TempleAdmin,
    templeId: input.templeId,
    status: UserStatus.Active,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

function adminMobileError(message: string): DomainError {
  return new DomainError('CONFLICT', message, { errors: [{ field: 'admin.mobile', message }] });
}
