import type { Executor } from '../../db/client.ts';
import { selectGalleryImageOfTemple } from './images-repository.ts';

/** Whether the image is one of the temple's gallery images (an event may show only those). */
export async function isGalleryImageOfTemple(
  db: Executor,
  templeId: number,
  imageId: number,
): Promise<boolean> {
  return (await selectGalleryImageOfTemple(db, templeId, imageId)) !== undefined;
}
