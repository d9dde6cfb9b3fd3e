import type { GalleryList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findGalleryImages } from '../images/index.ts';
import { getListedTemple } from '../temples/index.ts';

/** spec temple-gallery: a listed temple's gallery; NOT_FOUND for an unknown or hidden temple. */
export async function findTempleGallery(db: Executor, templeId: number): Promise<GalleryList> {
  await getListedTemple(db, templeId);
  return findGalleryImages(db, templeId);
}
