import { DomainError } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStoredImage } from './image-dto.ts';
import { deleteImageById, selectGalleryImageOfTemple } from './images-repository.ts';

/** spec gallery (delete): events that showed it fall back to the temple's banner. */
export async function deleteGalleryImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  imageId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await selectGalleryImageOfTemple(tx, templeId, imageId);
    if (!before) throw new DomainError('NOT_FOUND', 'No gallery image of this temple has this id');
    await deleteImageById(tx, imageId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'gallery-image.deleted',
      entity: 'gallery',
      entityId: imageId,
      before: { ...toStoredImage(before), etag: before.etag },
      ip: actor.ip,
      at: now,
    });
  });
}
