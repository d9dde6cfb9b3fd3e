import type { StoredImageView } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStoredImage } from './image-dto.ts';
import { insertGalleryImage } from './images-repository.ts';
import { encodeUploadedImage, type UploadedFile } from './upload-image.ts';

/** spec gallery (add): a new image at the end of the temple's gallery, with its caption. */
export async function addGalleryImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  file: UploadedFile,
  caption: string | null,
): Promise<StoredImageView> {
  const image = await encodeUploadedImage(file);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const stored = await insertGalleryImage(tx, { templeId, caption, uploadedBy: actor.id, now }, image);
    const after = toStoredImage(stored);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'gallery-image.created',
      entity: 'gallery',
      entityId: stored.id,
      after: { ...after, etag: stored.etag },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
