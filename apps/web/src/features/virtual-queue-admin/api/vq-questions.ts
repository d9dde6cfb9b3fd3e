import type { VqQuestion, VqQuestionInput } from '@nivedya/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = (templeId: number) => `/api/v1/temples/${templeId}/virtual-queue/questions`;
const key = (templeId: number) => ['virtual-queue-admin', templeId, 'questions'] as const;

/** The questions devotees answer when they book, in their order. */
export function useVqQuestions(templeId: number) {
  return useQuery(
    queryOptions({
      queryKey: key(templeId),
      queryFn: ({ signal }) =>
        apiClient.get<{ items: VqQuestion[]; total: number }>(base(templeId), { signal }),
    }),
  );
}

export function useVqQuestion(templeId: number, questionId: number | null) {
  return useQuery({
    queryKey: [...key(templeId), questionId],
    queryFn: ({ signal }) => apiClient.get<VqQuestion>(`${base(templeId)}/${questionId}`, { signal }),
    enabled: questionId !== null,
  });
}

export function useSaveVqQuestion(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VqQuestionInput }) =>
      id === null
        ? apiClient.post<VqQuestion>(base(templeId), input)
        : apiClient.put<VqQuestion>(`${base(templeId)}/${id}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}

export function useDeleteVqQuestion(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`${base(templeId)}/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}
