import type { MarkPerformedInput, MarkPerformedResult, PerformancePhoto } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient, multipart } from '../../../lib/api-client.ts';

/** POST T/performances/photos: the cropped photo (JPEG), to be attached by the marking. */
export function uploadPerformancePhoto(templeId: number, photo: Blob): Promise<PerformancePhoto> {
  const form = new FormData();
  form.append('file', photo, 'performed.jpg');
  return apiClient.post('/api/v1/temples/{templeId}/performances/photos', {
    params: { path: { templeId } },
    ...multipart(form),
  });
}

/**
 * POST T/performances, after the photo's upload when there is one: the lines are marked and their
 * devotees told; the report's pages are read again. A photo already uploaded for a marking the server
 * refused is attached on the next try rather than sent again.
 */
export function useMarkPerformed(templeId: number) {
  const queryClient = useQueryClient();
  const uploaded = useRef<{ photo: Blob; photoId: number } | null>(null);
  return useMutation({
    mutationFn: async ({
      input,
      photo,
    }: {
      input: MarkPerformedInput;
      photo: Blob | null;
    }): Promise<MarkPerformedResult> => {
      let photoId: number | undefined;
      if (photo) {
        if (uploaded.current?.photo !== photo) {
          uploaded.current = { photo, photoId: (await uploadPerformancePhoto(templeId, photo)).photoId };
        }
        photoId = uploaded.current.photoId;
      }
      return apiClient.post('/api/v1/temples/{templeId}/performances', {
        params: { path: { templeId } },
        body: photoId === undefined ? input : { ...input, photoId },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reports', templeId] }),
  });
}
