import {
  DomainError,
  FULL_PLATFORM_ACCESS,
  PLATFORM_RIGHT_LABELS,
  type PlatformAccess,
  type PlatformRight,
  reachesTemple,
  UserType,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectPlatformAccess } from './sub-admins-repository.ts';

/** What a platform user holds: administrators everything, sub-administrators what was granted. */
export async function platformAccessOf(
  db: Executor,
  user: { id: number; userType: number },
): Promise<PlatformAccess> {
  if (user.userType === UserType.Admin) return FULL_PLATFORM_ACCESS;
  if (user.userType !== UserType.SubAdmin) return { rights: [], allTemples: false, templeIds: [] };
  return selectPlatformAccess(db, user.id);
}

/**
 * FORBIDDEN unless a sub-administrator holds the route's platform right and, where the request names a
 * temple, may see that temple. Administrators (type 1) pass; other types never reach admin routes.
 */
export async function assertPlatformAccess(
  db: Executor,
  user: { id: number; userType: number },
  right: PlatformRight | 'any',
  templeId: number | null,
): Promise<void> {
  if (user.userType !== UserType.SubAdmin) return;
  const access = await selectPlatformAccess(db, user.id);
  if (right !== 'any' && !access.rights.includes(right)) {
    throw new DomainError(
      'FORBIDDEN',
      `You need the right "${PLATFORM_RIGHT_LABELS[right].en}" for this; ask the platform administrator`,
      { right },
    );
  }
  if (templeId !== null && !reachesTemple(access, templeId)) {
    throw new DomainError('FORBIDDEN', 'This temple is not among the temples you look after');
  }
}

/** The temples a list may show the user: null for every temple. */
export async function visibleTempleIds(
  db: Executor,
  user: { id: number; userType: number },
): Promise<number[] | null> {
  const access = await platformAccessOf(db, user);
  return access.allTemples ? null : access.templeIds;
}
