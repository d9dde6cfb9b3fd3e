import { DomainError, type ImageKind } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { defaultImage } from './default-images.ts';
import { type ServedImage, selectGalleryImage, selectOwnedImage } from './images-repository.ts';

/**
 * The image to show for an owner: the stored one, else the kind's default (so an <img> never breaks).
 * For 'gallery' the id is the image's own id and there is no default.
 */
export async function getImage(
  db: Executor,
  kind: ImageKind,
  ownerId: number,
  /** ETags the client holds (If-None-Match): a stored image with one of them comes without its bytes. */
  knownEtags: readonly string[] = [],
): Promise<ServedImage> {
  const stored =
    kind === 'gallery'
      ? await selectGalleryImage(db, ownerId, knownEtags)
      : await selectOwnedImage(db, kind, ownerId, knownEtags);
  if (stored) return stored;
  const fallback = defaultImage(kind);
  if (!fallback) throw new DomainError('NOT_FOUND', 'No such image');
  const image = await fallback;
  return knownEtags.includes(image.etag) ? { ...image, bytes: null } : image;
}
