import { type GalleryList, imageUrl } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectGalleryOfTemple } from './images-repository.ts';

/** spec temple-gallery: the temple's gallery images, with captions and sizes for the layout. */
export async function findGalleryImages(db: Executor, templeId: number): Promise<GalleryList> {
  const rows = await selectGalleryOfTemple(db, templeId);
  return { items: rows.map((row) => ({ ...row, url: imageUrl('gallery', row.id) })), total: rows.length };
}
