import { DomainError, type SingleImageUploadKind } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStoredImage } from './image-dto.ts';
import { assertImageOwner } from './image-owner.ts';
import { deleteOwnedImage, selectOwnedImageMeta } from './images-repository.ts';

/** Removes an owner's image: the default image (spec §9 fallback images) is served again. */
export async function deleteImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  scope: { templeId: number; kind: SingleImageUploadKind; ownerId: number },
): Promise<void> {
  await assertImageOwner(deps.db, actor, scope.templeId, scope.kind, scope.ownerId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await selectOwnedImageMeta(tx, scope.kind, scope.ownerId);
    if (!before) throw new DomainError('NOT_FOUND', 'There is no uploaded image; the default is shown');
    await deleteOwnedImage(tx, scope.kind, scope.ownerId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: scope.templeId,
      action: 'image.deleted',
      entity: scope.kind,
      entityId: scope.ownerId,
      before: { ...toStoredImage(before), etag: before.etag },
      ip: actor.ip,
      at: now,
    });
  });
}
