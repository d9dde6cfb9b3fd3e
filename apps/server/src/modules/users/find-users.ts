import type { UserListQuery, UserPage } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findUserPage, toUserDtos } from './user-repository.ts';

/** The admins' user list (spec §2 userlist): newest first, deleted accounts left out. */
export async function findUsers(deps: Pick<AppDeps, 'db'>, query: UserListQuery): Promise<UserPage> {
  const page = await findUserPage(deps.db, query);
  return { items: await toUserDtos(deps.db, page.rows), total: page.total };
}
