import type { StoredImageView } from '@nivedya/domain';
import {
  ApiError,
  NETWORK_ERROR,
  parseProblem,
  readCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../../lib/api-client.ts';

export type { CroppedImage } from './image-cropper-modal.tsx';

export type UploadKind = 'temple-logo' | 'temple-banner' | 'deity' | 'seva';

/**
 * PUT T/images/:kind/:ownerId as multipart/form-data with one file (the cropper's JPEG). The JSON
 * client cannot send a form, so this call speaks fetch itself with the same cookie and XSRF rules.
 */
export async function uploadImage(
  templeId: number,
  kind: UploadKind,
  ownerId: number,
  image: Blob,
): Promise<StoredImageView> {
  const form = new FormData();
  form.append('file', image, `${kind}-${ownerId}.jpg`);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(`/api/v1/temples/${templeId}/images/${kind}/${ownerId}`, {
      method: 'PUT',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      title: 'Network error',
      detail: error instanceof Error ? error.message : 'The server could not be reached',
    });
  }
  if (!response.ok) throw await parseProblem(response);
  return (await response.json()) as StoredImageView;
}

/** The image's address with a version, so a new upload shows at once instead of the cached one. */
export function freshImageUrl(url: string, version: string | number): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(String(version))}`;
}
