import {
  type CreateSevaInput,
  CreateSevaInputSchema,
  type StaffSeva,
  type UpdateSevaInput,
} from '@nivedya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { type CroppedImage, uploadImage } from '../../image-cropper/upload-image.ts';

export interface SaveSevaVariables {
  sevaId: number | null;
  input: CreateSevaInput | UpdateSevaInput;
  image: CroppedImage | null;
}

/** POST T/sevas or PATCH T/sevas/:sevaId, then the cropped image through PUT T/images/seva/:sevaId. */
export async function saveSeva(templeId: number, variables: SaveSevaVariables): Promise<StaffSeva> {
  // The screen validated the input with the create schema; parsing again gives it that type (an update's
  // optional fields cannot reach the create call) and refuses what the server would refuse.
  const seva: StaffSeva =
    variables.sevaId === null
      ? await apiClient.post('/api/v1/temples/{templeId}/sevas', {
          params: { path: { templeId } },
          body: CreateSevaInputSchema.parse(variables.input),
        })
      : await apiClient.patch('/api/v1/temples/{templeId}/sevas/{sevaId}', {
          params: { path: { templeId, sevaId: variables.sevaId } },
          body: variables.input,
        });
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
