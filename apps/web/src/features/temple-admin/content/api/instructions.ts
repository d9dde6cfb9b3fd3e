import type {
  CreateInstructionInput,
  Instruction,
  InstructionList,
  UpdateInstructionInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { templePath } from '../../shared/temple-path.ts';

const instructionsKey = (templeId: number) => ['temple-admin', templeId, 'instructions'] as const;

/** GET T/instructions/all?search&offset&limit (instruction-list): hidden ones too. */
export function useStaffInstructions(
  templeId: number,
  query: { search?: string; offset: number; limit: number },
) {
  return useQuery({
    queryKey: [...instructionsKey(templeId), 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get<InstructionList>(templePath(templeId, 'instructions/all'), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/instructions/:instructionId (instruction-details). */
export function useStaffInstruction(templeId: number, instructionId: number | null) {
  return useQuery({
    queryKey: [...instructionsKey(templeId), instructionId],
    queryFn: ({ signal }) =>
      apiClient.get<Instruction>(templePath(templeId, `instructions/${instructionId}`), { signal }),
    enabled: instructionId !== null,
  });
}

export type SaveInstructionVariables =
  | { instructionId: null; input: CreateInstructionInput }
  | { instructionId: number; input: UpdateInstructionInput };

/** POST T/instructions or PATCH T/instructions/:instructionId. */
export function useSaveInstruction(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instructionId, input }: SaveInstructionVariables) =>
      instructionId === null
        ? apiClient.post<Instruction>(templePath(templeId, 'instructions'), input)
        : apiClient.patch<Instruction>(templePath(templeId, `instructions/${instructionId}`), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructionsKey(templeId) }),
  });
}

/** DELETE T/instructions/:instructionId. */
export function useDeleteInstruction(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructionId: number) =>
      apiClient.delete<void>(templePath(templeId, `instructions/${instructionId}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructionsKey(templeId) }),
  });
}
