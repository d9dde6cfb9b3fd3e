import type { TempleList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findTemplesByIds, getListedTemple } from '../temples/index.ts';
import {
  deleteFavouriteTemple,
  insertFavouriteTemple,
  selectFavouriteTempleIds,
} from './devotees-repository.ts';

/** spec Temple.IsFavouriteTemple, per user: the favourites on devotee-home-page, latest first. */
export async function findFavouriteTemples(db: Executor, userId: number): Promise<TempleList> {
  const items = await findTemplesByIds(db, await selectFavouriteTempleIds(db, userId));
  return { items, total: items.length };
}

/** Marks a listed temple a favourite; marking it again changes nothing. */
export async function addFavouriteTemple(db: Executor, userId: number, templeId: number, now: Date) {
  await getListedTemple(db, templeId);
  await insertFavouriteTemple(db, userId, templeId, now);
}

/** Unmarks it; unmarking a temple that is not a favourite changes nothing. */
export async function removeFavouriteTemple(db: Executor, userId: number, templeId: number) {
  await deleteFavouriteTemple(db, userId, templeId);
}
