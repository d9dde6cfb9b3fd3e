import type {
  StaffGalleryImage,
  StaffGalleryList,
  StoredImageView,
  UpdateGalleryImageInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiClient,
  NETWORK_ERROR,
  parseProblem,
  readCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

export const galleryKey = (templeId: number) => ['temple-admin', templeId, 'gallery'] as const;

/** GET T/gallery/all?offset&limit: the gallery in display order. */
export function useStaffGallery(templeId: number, query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...galleryKey(templeId), 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get<StaffGalleryList>(templePath(templeId, 'gallery/all'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST T/gallery as multipart/form-data: the cropper's JPEG and its caption. The JSON client cannot
 * send a form, so this call speaks fetch itself with the same cookie and XSRF rules.
 */
export async function addGalleryImage(
  templeId: number,
  image: Blob,
  caption: string,
): Promise<StoredImageView> {
  const form = new FormData();
  if (caption.trim()) form.append('caption', caption.trim());
  form.append('file', image, 'gallery.jpg');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(templePath(templeId, 'gallery'), {
      method: 'POST',
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

export function useAddGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, caption }: { image: Blob; caption: string }) =>
      addGalleryImage(templeId, image, caption),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
  });
}

/** PATCH T/gallery/:imageId: the caption. */
export function useUpdateGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, input }: { imageId: number; input: UpdateGalleryImageInput }) =>
      apiClient.patch<StoredImageView>(templePath(templeId, `gallery/${imageId}`), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
  });
}

/** PUT T/gallery/:imageId/position: one image to a place in the order, the others close up. */
export function useMoveGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, position }: { imageId: number; position: number }) =>
      apiClient.put<StaffGalleryImage>(templePath(templeId, `gallery/${imageId}/position`), { position }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
  });
}

/** DELETE T/gallery/:imageId: events that showed it show the temple's banner again. */
export function useDeleteGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => apiClient.delete<void>(templePath(templeId, `gallery/${imageId}`)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
        queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'events'] }),
      ]),
  });
}
