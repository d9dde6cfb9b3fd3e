import {
  DomainError,
  hasTempleRight,
  isAdmin,
  TEMPLE_RIGHT_LABELS,
  type TempleRight,
  UserType,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectGrantedRights } from './temple-rights-repository.ts';

/**
 * FORBIDDEN unless the user holds the right at the temple the route is scoped to: administrators and
 * temple administrators hold all; staff only what the temple administrator granted (spec §6 UserRights).
 * The temple scope itself is checked before (plugins/auth.ts).
 */
export async function assertTempleRight(
  db: Executor,
  user: { id: number; userType: number },
  right: TempleRight,
): Promise<void> {
  const granted = user.userType === UserType.TempleStaff ? await selectGrantedRights(db, user.id) : [];
  if (!hasTempleRight(user.userType, granted, right)) {
    throw new DomainError(
      'FORBIDDEN',
      `You need the right "${TEMPLE_RIGHT_LABELS[right].en}" for this; ask your temple administrator`,
      { right },
    );
  }
}

/** FORBIDDEN unless the user is the temple's administrator (or a platform administrator). */
export function assertTempleAdmin(user: { userType: number }, what: string): void {
  if (user.userType !== UserType.TempleAdmin && !isAdmin(user.userType)) {
    throw new DomainError('FORBIDDEN', `Only the temple administrator can ${what}`);
  }
}
