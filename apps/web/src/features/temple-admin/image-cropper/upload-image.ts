import type { StoredImageView } from '@nivedya/domain';
import { apiClient, multipart } from '../../../lib/api-client.ts';

export type { CroppedImage } from '../../../ui/image-cropper-modal.tsx';

export type UploadKind = 'temple-logo' | 'temple-banner' | 'deity' | 'seva';

/** PUT T/images/:kind/:ownerId as multipart/form-data with one file (the cropper's JPEG). */
export function uploadImage(
  templeId: number,
  kind: UploadKind,
  ownerId: number,
  image: Blob,
): Promise<StoredImageView> {
  const form = new FormData();
  form.append('file', image, `${kind}-${ownerId}.jpg`);
  return apiClient.put('/api/v1/temples/{templeId}/images/{kind}/{ownerId}', {
    params: { path: { templeId, kind, ownerId } },
    ...multipart(form),
  });
}

/** The image's address with a version, so a new upload shows at once instead of the cached one. */
export function freshImageUrl(url: string, version: string | number): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(String(version))}`;
}
