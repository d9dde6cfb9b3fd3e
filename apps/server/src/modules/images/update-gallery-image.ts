import { DomainError, type StoredImageView, type UpdateGalleryImageInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStoredImage } from './image-dto.ts';
import { selectGalleryImageOfTemple, updateGalleryImageRow } from './images-repository.ts';

/** spec gallery: a gallery image's caption or place in the order. */
export async function updateGalleryImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  imageId: number,
  input: UpdateGalleryImageInput,
): Promise<StoredImageView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectGalleryImageOfTemple(tx, templeId, imageId);
    if (!before) throw new DomainError('NOT_FOUND', 'No gallery image of this temple has this id');
    await updateGalleryImageRow(tx, imageId, { ...input, updatedAt: now });
    const after = (await selectGalleryImageOfTemple(tx, templeId, imageId))!;
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'gallery-image.updated',
      entity: 'gallery',
      entityId: imageId,
      before: { caption: before.caption, orderNo: before.orderNo },
      after: { caption: after.caption, orderNo: after.orderNo },
      ip: actor.ip,
      at: now,
    });
    return toStoredImage(after);
  });
}
