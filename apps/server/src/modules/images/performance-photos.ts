import { DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import {
  deleteUnusedPerformancePhotos,
  lockPerformancePhotoOfTemple,
  type ServedImage,
  selectPerformancePhoto,
} from './images-repository.ts';

/** How long an uploaded performance photo waits to be attached before the purge removes it. */
const UNUSED_PHOTO_KEPT_MS = 24 * 60 * 60 * 1000;

/** A performance photo by its address's token (GET /api/v1/images/performance-photo/{token}). */
export async function getPerformancePhoto(
  db: Executor,
  urlToken: string,
  knownEtags: readonly string[] = [],
): Promise<ServedImage> {
  const photo = await selectPerformancePhoto(db, urlToken, knownEtags);
  if (!photo) throw new DomainError('NOT_FOUND', 'No such photo');
  return photo;
}

/**
 * The photo a marking attaches must be one of this temple's performance photos (another temple's, or
 * any other image, is not found); it is held until the marking's transaction ends.
 */
export async function holdPerformancePhoto(db: Executor, templeId: number, photoId: number): Promise<void> {
  if (!(await lockPerformancePhotoOfTemple(db, templeId, photoId))) {
    throw new DomainError('NOT_FOUND', `No photo of this temple has id ${photoId}; upload it again`, {
      errors: [{ field: 'photoId', message: 'Upload the photo again' }],
    });
  }
}

/** Photos uploaded a day ago or more that no seva shows (a dialog cancelled after its upload). */
export function purgeUnusedPerformancePhotos(db: Executor, now: Date): Promise<number> {
  return deleteUnusedPerformancePhotos(db, new Date(now.getTime() - UNUSED_PHOTO_KEPT_MS));
}
