import { effectiveTempleRights, type MyRights, UserType } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import { selectGrantedRights } from './temple-rights-repository.ts';

/** spec GET /UserRights?userid for the logged-in user: what the screens may offer them. */
export async function getMyRights(db: Executor, user: SessionUser): Promise<MyRights> {
  const granted = user.userType === UserType.TempleStaff ? await selectGrantedRights(db, user.id) : [];
  return {
    userType: user.userType,
    templeId: user.templeId,
    rights: effectiveTempleRights(user.userType, granted),
  };
}
