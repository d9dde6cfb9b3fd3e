import { DomainError, type UpdateProfileInput, type User } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { findUserByEmail, findUserById, toUserDto, updateUser } from '../users/index.ts';

const EDITABLE = ['userName', 'email', 'whatsapp', 'address', 'language', 'templeMessagesBySms'] as const;

/** The person's own profile (spec devotee-profile). Mobile is the login and changes only through support. */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: UpdateProfileInput,
  client: ClientInfo,
): Promise<User> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw new DomainError('NOT_FOUND', 'No user has this id');
    const changed = EDITABLE.filter((field) => input[field] !== undefined && input[field] !== current[field]);
    if (changed.length === 0) return toUserDto(tx, current);
    if (input.email && changed.includes('email')) {
      const holder = await findUserByEmail(tx, input.email);
      if (holder && holder.id !== userId) {
        throw new DomainError('EMAIL_ALREADY_REGISTERED', 'This email address is already registered');
      }
    }
    const updated = await updateUser(tx, userId, {
      ...(input.userName !== undefined ? { userName: input.userName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.whatsapp !== undefined ? { whatsapp: input.whatsapp } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.templeMessagesBySms !== undefined ? { templeMessagesBySms: input.templeMessagesBySms } : {}),
      updatedAt: now,
    });
    // Field names only: the audit trail must not keep personal data an account deletion erases.
    await writeAuditLog(tx, {
      actorUserId: userId,
      templeId: current.templeId,
      action: 'account.profile-updated',
      entity: 'user',
      entityId: userId,
      after: { changed },
      ip: client.ip,
      at: now,
    });
    return toUserDto(tx, updated);
  });
}
