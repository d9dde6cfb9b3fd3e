import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

const served = { contentType: images.contentType, bytes: images.bytes, etag: images.etag };

/** The one image of a single-image kind (temple-logo, temple-banner, deity, seva) for an owner. */
export async function selectOwnedImage(
  db: Executor,
  kind: string,
  ownerId: number,
): Promise<StoredImage | undefined> {
  const rows = await db
    .select(served)
    .from(images)
    .where(and(eq(images.kind, kind), eq(images.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** A gallery image by its own id. */
export async function selectGalleryImage(db: Executor, imageId: number): Promise<StoredImage | undefined> {
  const rows = await db
    .select(served)
    .from(images)
    .where(and(eq(images.kind, 'gallery'), eq(images.id, imageId)))
    .limit(1);
  return rows[0];
}

/** A temple's gallery images (metadata only), in their display order. */
export async function selectGalleryOfTemple(db: Executor, templeId: number) {
  return db
    .select({ id: images.id, caption: images.caption, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.kind, 'gallery'), eq(images.ownerId, templeId)))
    .orderBy(asc(images.orderNo), asc(images.id));
}
