import {
  DomainError,
  hasAllowedImageExtension,
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_DIMENSION,
  INVALID_IMAGE_TYPE_MESSAGE,
  type SingleImageUploadKind,
  type StoredImageView,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { type EncodedImage, reencodeUpload } from '../../lib/jpeg-image.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toStoredImage } from './image-dto.ts';
import { assertImageOwner } from './image-owner.ts';
import { replaceOwnedImage, selectOwnedImageMeta } from './images-repository.ts';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * spec §5: the picked file must be png, jpg, jpeg, bmp, gif, tiff or webp by its name AND its bytes,
 * else "Invalid image type". It is stored re-encoded (JPEG, quality 50, at most 1600 px a side).
 */
export async function encodeUploadedImage(file: UploadedFile): Promise<EncodedImage> {
  if (!hasAllowedImageExtension(file.fileName)) {
    throw new DomainError('INVALID_IMAGE_TYPE', INVALID_IMAGE_TYPE_MESSAGE, {
      reason: 'The file name does not end in .png, .jpg, .jpeg, .bmp, .gif, .tiff or .webp',
    });
  }
  return reencodeUpload(file.bytes, { maxDimension: IMAGE_MAX_DIMENSION, quality: IMAGE_JPEG_QUALITY });
}

/**
 * The image cropper's Select (spec image-cropper): a temple logo or banner, a deity's or a seva's image
 * replaces the one before; GET /api/v1/images/{kind}/{ownerId} serves it from then on.
 */
export async function uploadImage(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  scope: { templeId: number; kind: SingleImageUploadKind; ownerId: number },
  readFile: () => Promise<UploadedFile>,
): Promise<StoredImageView> {
  // The owner and the right are checked before the upload is read: a stranger's bytes are never parsed.
  await assertImageOwner(deps.db, actor, scope.templeId, scope.kind, scope.ownerId);
  const image = await encodeUploadedImage(await readFile());
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await selectOwnedImageMeta(tx, scope.kind, scope.ownerId);
    const stored = await replaceOwnedImage(
      tx,
      { kind: scope.kind, ownerId: scope.ownerId, uploadedBy: actor.id, now },
      image,
    );
    const after = toStoredImage(stored);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: scope.templeId,
      action: 'image.uploaded',
      entity: scope.kind,
      entityId: scope.ownerId,
      before: before ? { ...toStoredImage(before), etag: before.etag } : null,
      after: { ...after, etag: stored.etag },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
