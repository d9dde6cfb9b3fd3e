import { PERFORMANCE_PHOTO_KIND } from '@nivedya/domain';
import { and, asc, count, eq, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, orderLines } from '../../db/schema/index.ts';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** An image as served: no bytes when the client already holds this version (its ETag matched). */
export interface ServedImage {
  contentType: string;
  etag: string;
  bytes: Buffer | null;
}

/**
 * The bytes only when the stored ETag is none the client holds: a 304 then costs an index read, never
 * the image itself (PostgreSQL leaves an unreferenced TOASTed value on disk).
 */
function servedUnless(knownEtags: readonly string[]) {
  const bytes: SQL<Buffer | null> | typeof images.bytes =
    knownEtags.length === 0
      ? images.bytes
      : sql<Buffer | null>`case when ${inArray(images.etag, [...knownEtags])} then null else ${images.bytes} end`.mapWith(
          images.bytes,
        );
  return { contentType: images.contentType, etag: images.etag, bytes };
}

/** The one image of a single-image kind (temple-logo, temple-banner, deity, seva) for an owner. */
export async function selectOwnedImage(
  db: Executor,
  kind: string,
  ownerId: number,
  knownEtags: readonly string[] = [],
): Promise<ServedImage | undefined> {
  const rows = await db
    .select(servedUnless(knownEtags))
    .from(images)
    .where(and(eq(images.kind, kind), eq(images.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** A gallery image by its own id. */
export async function selectGalleryImage(
  db: Executor,
  imageId: number,
  knownEtags: readonly string[] = [],
): Promise<ServedImage | undefined> {
  const rows = await db
    .select(servedUnless(knownEtags))
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

// Uploads (temple staff) ---------------------------------------------------------------------------

const metaColumns = {
  id: images.id,
  kind: images.kind,
  ownerId: images.ownerId,
  width: images.width,
  height: images.height,
  byteSize: images.byteSize,
  etag: images.etag,
  caption: images.caption,
  orderNo: images.orderNo,
};

export type ImageMetaRow = {
  id: number;
  kind: string;
  ownerId: number;
  width: number;
  height: number;
  byteSize: number;
  etag: string;
  caption: string | null;
  orderNo: number;
};

export interface NewImage {
  contentType: string;
  bytes: Buffer;
  byteSize: number;
  width: number;
  height: number;
  etag: string;
}

export async function selectOwnedImageMeta(
  db: Executor,
  kind: string,
  ownerId: number,
): Promise<ImageMetaRow | undefined> {
  const rows = await db
    .select(metaColumns)
    .from(images)
    .where(and(eq(images.kind, kind), eq(images.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

/** The owner's one image of the kind becomes this one. */
export async function replaceOwnedImage(
  db: Executor,
  scope: { kind: string; ownerId: number; uploadedBy: number; now: Date },
  image: NewImage,
): Promise<ImageMetaRow> {
  await db.delete(images).where(and(eq(images.kind, scope.kind), eq(images.ownerId, scope.ownerId)));
  const rows = await db
    .insert(images)
    .values({
      kind: scope.kind,
      ownerId: scope.ownerId,
      ...image,
      uploadedBy: scope.uploadedBy,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning(metaColumns);
  return rows[0]!;
}

export async function deleteOwnedImage(db: Executor, kind: string, ownerId: number): Promise<void> {
  await db.delete(images).where(and(eq(images.kind, kind), eq(images.ownerId, ownerId)));
}

/** A gallery image of the temple (metadata), or undefined for another temple's. */
export async function selectGalleryImageOfTemple(
  db: Executor,
  templeId: number,
  imageId: number,
): Promise<ImageMetaRow | undefined> {
  const rows = await db
    .select(metaColumns)
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.kind, 'gallery'), eq(images.ownerId, templeId)))
    .limit(1);
  return rows[0];
}

/** Adds a gallery image after the temple's others. */
export async function insertGalleryImage(
  db: Executor,
  scope: { templeId: number; caption: string | null; uploadedBy: number; now: Date },
  image: NewImage,
): Promise<ImageMetaRow> {
  const rows = await db
    .insert(images)
    .values({
      kind: 'gallery',
      ownerId: scope.templeId,
      ...image,
      caption: scope.caption,
      orderNo: sql`(select coalesce(max(${images.orderNo}), -1) + 1 from ${images} where ${images.kind} = 'gallery' and ${images.ownerId} = ${scope.templeId})`,
      uploadedBy: scope.uploadedBy,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning(metaColumns);
  return rows[0]!;
}

export async function updateGalleryImageRow(
  db: Executor,
  imageId: number,
  changes: { caption?: string | null | undefined; orderNo?: number | undefined; updatedAt: Date },
): Promise<void> {
  await db.update(images).set(changes).where(eq(images.id, imageId));
}

export async function deleteImageById(db: Executor, imageId: number): Promise<void> {
  await db.delete(images).where(eq(images.id, imageId));
}

// Gallery management (temple staff) ----------------------------------------------------------------

const galleryOfTemple = (templeId: number) => and(eq(images.kind, 'gallery'), eq(images.ownerId, templeId));

export type StaffGalleryRow = ImageMetaRow & { createdAt: Date };

/** A page of the temple's gallery (metadata), in display order. */
export async function selectStaffGallery(
  db: Executor,
  filter: { templeId: number; offset: number; limit: number },
): Promise<{ rows: StaffGalleryRow[]; total: number }> {
  const where = galleryOfTemple(filter.templeId);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...metaColumns, createdAt: images.createdAt })
      .from(images)
      .where(where)
      .orderBy(asc(images.orderNo), asc(images.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(images).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectStaffGalleryImage(
  db: Executor,
  templeId: number,
  imageId: number,
): Promise<StaffGalleryRow | undefined> {
  const rows = await db
    .select({ ...metaColumns, createdAt: images.createdAt })
    .from(images)
    .where(and(eq(images.id, imageId), galleryOfTemple(templeId)))
    .limit(1);
  return rows[0];
}

/**
 * The temple's gallery ids in display order, their rows locked until the transaction ends, so two
 * moves at once renumber one after the other instead of interleaving. The rows are locked in id order,
 * which no move changes, so two moves never lock them in opposite orders (a deadlock); the display
 * order is sorted from the locked, current values.
 */
export async function lockGalleryOrder(
  db: Executor,
  templeId: number,
): Promise<{ id: number; orderNo: number }[]> {
  const rows = await db
    .select({ id: images.id, orderNo: images.orderNo })
    .from(images)
    .where(galleryOfTemple(templeId))
    .orderBy(asc(images.id))
    .for('update');
  return rows.sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
}

export async function setGalleryOrderNo(
  db: Executor,
  imageId: number,
  orderNo: number,
  now: Date,
): Promise<void> {
  await db.update(images).set({ orderNo, updatedAt: now }).where(eq(images.id, imageId));
}

// Performance photos (issue #17 §4) --------------------------------------------------------------

/** A performance photo by the random token of its address; never by its id. */
export async function selectPerformancePhoto(
  db: Executor,
  urlToken: string,
  knownEtags: readonly string[] = [],
): Promise<ServedImage | undefined> {
  const rows = await db
    .select(servedUnless(knownEtags))
    .from(images)
    .where(and(eq(images.kind, PERFORMANCE_PHOTO_KIND), eq(images.urlToken, urlToken)))
    .limit(1);
  return rows[0];
}

export async function insertPerformancePhoto(
  db: Executor,
  scope: { templeId: number; urlToken: string; uploadedBy: number; now: Date },
  image: NewImage,
): Promise<ImageMetaRow & { urlToken: string }> {
  const rows = await db
    .insert(images)
    .values({
      kind: PERFORMANCE_PHOTO_KIND,
      ownerId: scope.templeId,
      ...image,
      urlToken: scope.urlToken,
      uploadedBy: scope.uploadedBy,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning(metaColumns);
  return { ...rows[0]!, urlToken: scope.urlToken };
}

/**
 * One of the temple's performance photos, held (FOR KEY SHARE) until the transaction ends, so that
 * the purge of unused photos cannot remove it while lines are being given it.
 */
export async function lockPerformancePhotoOfTemple(
  db: Executor,
  templeId: number,
  photoId: number,
): Promise<{ id: number } | undefined> {
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, photoId), eq(images.kind, PERFORMANCE_PHOTO_KIND), eq(images.ownerId, templeId)))
    .for('key share')
    .limit(1);
  return rows[0];
}

/**
 * Removes performance photos uploaded before `uploadedBefore` that no order line shows: a dialog
 * cancelled after its photo was uploaded, or a marking that was refused. The lines are read here,
 * against the module rule, because the question is only which photos they point at.
 */
export async function deleteUnusedPerformancePhotos(db: Executor, uploadedBefore: Date): Promise<number> {
  const rows = await db
    .delete(images)
    .where(
      and(
        eq(images.kind, PERFORMANCE_PHOTO_KIND),
        lt(images.createdAt, uploadedBefore),
        notExists(
          db.select({ one: sql`1` }).from(orderLines).where(eq(orderLines.performedPhotoId, images.id)),
        ),
      ),
    )
    .returning({ id: images.id });
  return rows.length;
}
