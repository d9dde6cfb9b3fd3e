import { DomainError, type MoveGalleryImageInput, type StaffGalleryImage } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStaffGalleryImage } from './image-dto.ts';
import { lockGalleryOrder, selectStaffGalleryImage, setGalleryOrderNo } from './images-repository.ts';

/**
 * spec gallery (order): puts one image at a place in the gallery and numbers the gallery 0, 1, 2 … in
 * its new order, so devotees see it in the order the staff chose (ties by upload order never arise).
 */
export async function moveGalleryImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  imageId: number,
  input: MoveGalleryImageInput,
): Promise<StaffGalleryImage> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockGalleryOrder(tx, templeId);
    const from = order.findIndex((image) => image.id === imageId);
    if (from === -1) throw new DomainError('NOT_FOUND', 'No gallery image of this temple has this id');
    const to = Math.min(input.position, order.length - 1);
    const moved = order.splice(from, 1);
    order.splice(to, 0, ...moved);
    let changed = 0;
    for (const [position, image] of order.entries()) {
      if (image.orderNo === position) continue;
      await setGalleryOrderNo(tx, image.id, position, now);
      changed += 1;
    }
    const after = (await selectStaffGalleryImage(tx, templeId, imageId))!;
    if (changed > 0) {
      await writeAuditLog(tx, {
        actorUserId: actor.id,
        templeId,
        action: 'gallery-image.moved',
        entity: 'gallery',
        entityId: imageId,
        before: { position: from },
        after: { position: to },
        ip: actor.ip,
        at: now,
      });
    }
    return toStaffGalleryImage(after);
  });
}
