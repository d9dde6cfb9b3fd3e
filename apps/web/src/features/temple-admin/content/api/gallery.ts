import type {
  StaffGalleryImage,
  StaffGalleryList,
  StoredImageView,
  UpdateGalleryImageInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, multipart } from '../../../../lib/api-client.ts';

export const galleryKey = (templeId: number) => ['temple-admin', templeId, 'gallery'] as const;

/** GET T/gallery/all?offset&limit: the gallery in display order. */
export function useStaffGallery(templeId: number, query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...galleryKey(templeId), 'list', query],
    queryFn: ({ signal }): Promise<StaffGalleryList> =>
      apiClient.get('/api/v1/temples/{templeId}/gallery/all', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST T/gallery as multipart/form-data: the cropper's JPEG and its caption. */
export function addGalleryImage(templeId: number, image: Blob, caption: string): Promise<StoredImageView> {
  const form = new FormData();
  if (caption.trim()) form.append('caption', caption.trim());
  form.append('file', image, 'gallery.jpg');
  return apiClient.post('/api/v1/temples/{templeId}/gallery', {
    params: { path: { templeId } },
    ...multipart(form),
  });
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
    mutationFn: ({
      imageId,
      input,
    }: {
      imageId: number;
      input: UpdateGalleryImageInput;
    }): Promise<StoredImageView> =>
      apiClient.patch('/api/v1/temples/{templeId}/gallery/{imageId}', {
        params: { path: { templeId, imageId } },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
  });
}

/** PUT T/gallery/:imageId/position: one image to a place in the order, the others close up. */
export function useMoveGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, position }: { imageId: number; position: number }): Promise<StaffGalleryImage> =>
      apiClient.put('/api/v1/temples/{templeId}/gallery/{imageId}/position', {
        params: { path: { templeId, imageId } },
        body: { position },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
  });
}

/** DELETE T/gallery/:imageId: events that showed it show the temple's banner again. */
export function useDeleteGalleryImage(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/gallery/{imageId}', {
        params: { path: { templeId, imageId } },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
        queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'events'] }),
      ]),
  });
}
