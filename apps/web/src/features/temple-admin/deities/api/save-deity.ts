import type { CreateDeityInput, StaffDeity, UpdateDeityInput } from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { type CroppedImage, uploadImage } from '../../image-cropper/upload-image.ts';
import { templePath } from '../../shared/temple-path.ts';

export interface SaveDeityVariables {
  deityId: number | null;
  input: CreateDeityInput | UpdateDeityInput;
  image: CroppedImage | null;
}

/**
 * POST T/deities or PATCH T/deities/:deityId, then the cropped image (if one was picked) through
 * PUT T/images/deity/:deityId. Invalidates the temple's deity lists and the deity.
 */
export async function saveDeity(templeId: number, variables: SaveDeityVariables): Promise<StaffDeity> {
  const deity =
    variables.deityId === null
      ? await apiClient.post<StaffDeity>(templePath(templeId, 'deities'), variables.input)
      : await apiClient.patch<StaffDeity>(
          templePath(templeId, `deities/${variables.deityId}`),
          variables.input,
        );
  if (variables.image) await uploadImage(templeId, 'deity', deity.id, variables.image.blob);
  return deity;
}

export function useSaveDeity(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveDeityVariables) => saveDeity(templeId, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['temple-admin', templeId, 'deities'] }),
  });
}
