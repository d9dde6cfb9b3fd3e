import { type ImageKind, imageUrl, type StaffGalleryImage, type StoredImageView } from '@nivedya/domain';
import type { ImageMetaRow, StaffGalleryRow } from './images-repository.ts';

export function toStoredImage(row: ImageMetaRow): StoredImageView {
  // The column's check constraint admits only these kinds.
  const kind = row.kind as ImageKind;
  return {
    id: row.id,
    kind,
    ownerId: row.ownerId,
    url: imageUrl(kind, kind === 'gallery' ? row.id : row.ownerId),
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    caption: row.caption,
  };
}

export function toStaffGalleryImage(row: StaffGalleryRow): StaffGalleryImage {
  return { ...toStoredImage(row), orderNo: row.orderNo, createdAt: row.createdAt.toISOString() };
}
