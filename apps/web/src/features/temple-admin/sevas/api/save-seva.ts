import type { CreateSevaInput, StaffSeva, UpdateSevaInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { type CroppedImage, uploadImage } from '../../image-cropper/upload-image.ts';
import { templePath } from '../../shared/temple-path.ts';

export interface SaveSevaVariables {
  sevaId: number | null;
  input: CreateSevaInput | UpdateSevaInput;
  image: CroppedImage | null;
}

/** POST T/sevas or PATCH T/sevas/:sevaId, then the cropped image through PUT T/images/seva/:sevaId. */
export async function saveSeva(templeId: number, variables: SaveSevaVariables): Promise<StaffSeva> {
  const seva =
    variables.sevaId === null
      ? await apiClient.post<StaffSeva>(templePath(templeId, 'sevas'), variables.input)
      : await apiClient.patch<StaffSeva>(templePath(templeId, `sevas/${variables.sevaId}`), variables.input);
  if (variables.image) await uploadImage(templeId, 'seva', seva.id, variables.image.blob);
  return seva;
}

export function useSaveSeva(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveSevaVariables) => saveSeva(templeId, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'sevas'] }),
  });
}
