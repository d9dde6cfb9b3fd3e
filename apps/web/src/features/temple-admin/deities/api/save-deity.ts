import {
  type CreateDeityInput,
  CreateDeityInputSchema,
  type StaffDeity,
  type UpdateDeityInput,
} from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { type CroppedImage, uploadImage } from '../../image-cropper/upload-image.ts';

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
  // The screen validated the input with the create schema; parsing again gives it that type (an update's
  // optional fields cannot reach the create call) and refuses what the server would refuse.
  const deity: StaffDeity =
    variables.deityId === null
      ? await apiClient.post('/api/v1/temples/{templeId}/deities', {
          params: { path: { templeId } },
          body: CreateDeityInputSchema.parse(variables.input),
        })
      : await apiClient.patch('/api/v1/temples/{templeId}/deities/{deityId}', {
          params: { path: { templeId, deityId: variables.deityId } },
          body: variables.input,
        });
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
