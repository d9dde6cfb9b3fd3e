import { randomBytes } from 'node:crypto';
import { type PerformancePhoto, performancePhotoUrl } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertPerformancePhoto } from './images-repository.ts';
import { encodeUploadedImage, type UploadedFile } from './upload-image.ts';

/**
 * A photo of sevas being performed (issue #17 §4), uploaded before the marking that attaches it
 * (POST …/performances `{ photoId }`), as an event's picture is added to the gallery before the event
 * is saved. Checked and re-encoded as every upload is (spec §5); its address carries 24 random bytes,
 * the only way to read it (ARCHITECTURE rule 6), since it is shown to the devotees of the lines it is
 * attached to and on their receipts, not to everyone.
 */
export async function addPerformancePhoto(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  file: UploadedFile,
): Promise<PerformancePhoto> {
  const image = await encodeUploadedImage(file);
  const now = deps.now();
  const urlToken = randomBytes(24).toString('base64url');
  return deps.db.transaction(async (tx) => {
    const stored = await insertPerformancePhoto(tx, { templeId, urlToken, uploadedBy: actor.id, now }, image);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'performance-photo.uploaded',
      entity: 'performance-photo',
      entityId: stored.id,
      // Not the address: the audit log is read by more people than the devotees it is meant for.
      after: {
        id: stored.id,
        width: stored.width,
        height: stored.height,
        byteSize: stored.byteSize,
        etag: stored.etag,
      },
      ip: actor.ip,
      at: now,
    });
    return {
      photoId: stored.id,
      url: performancePhotoUrl(urlToken),
      width: stored.width,
      height: stored.height,
    };
  });
}
