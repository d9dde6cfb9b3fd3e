import { DomainError, type User } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findUserById, toUserDto } from './user-repository.ts';

/** One user by id; deleted accounts answer too, anonymised, so old orders can name them. */
export async function getUser(deps: Pick<AppDeps, 'db'>, userId: number): Promise<User> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new DomainError('NOT_FOUND', 'No user has this id');
  return toUserDto(deps.db, row);
}
