import type {
  CreateInstructionInput,
  Instruction,
  InstructionList,
  UpdateInstructionInput,
} from '@nivedya/domain';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const instructionsKey = (templeId: number) => ['temple-admin', templeId, 'instructions'] as const;

/** GET T/instructions/all?search&offset&limit (instruction-list): hidden ones too. */
export function useStaffInstructions(
  templeId: number,
  query: { search?: string; offset: number; limit: number },
) {
  return useQuery({
    queryKey: [...instructionsKey(templeId), 'list', query],
    queryFn: ({ signal }): Promise<InstructionList> =>
      apiClient.get('/api/v1/temples/{templeId}/instructions/all', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/instructions/:instructionId (instruction-details). */
export function useStaffInstruction(templeId: number, instructionId: number | null) {
  return useQuery({
    queryKey: [...instructionsKey(templeId), instructionId],
    queryFn:
      instructionId === null
        ? skipToken
        : ({ signal }): Promise<Instruction> =>
            apiClient.get('/api/v1/temples/{templeId}/instructions/{instructionId}', {
              params: { path: { templeId, instructionId } },
              signal,
            }),
  });
}

export type SaveInstructionVariables =
  | { instructionId: null; input: CreateInstructionInput }
  | { instructionId: number; input: UpdateInstructionInput };

/** POST T/instructions or PATCH T/instructions/:instructionId. */
export function useSaveInstruction(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instructionId, input }: SaveInstructionVariables): Promise<Instruction> =>
      instructionId === null
        ? apiClient.post('/api/v1/temples/{templeId}/instructions', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.patch('/api/v1/temples/{templeId}/instructions/{instructionId}', {
            params: { path: { templeId, instructionId } },
            body: input,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructionsKey(templeId) }),
  });
}

/** DELETE T/instructions/:instructionId. */
export function useDeleteInstruction(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructionId: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/instructions/{instructionId}', {
        params: { path: { templeId, instructionId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructionsKey(templeId) }),
  });
}
