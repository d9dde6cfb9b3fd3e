import type { VqQuestion, VqQuestionInput } from '@nivedya/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const key = (templeId: number) => ['virtual-queue-admin', templeId, 'questions'] as const;

/** The questions devotees answer when they book, in their order. */
export function useVqQuestions(templeId: number) {
  return useQuery(
    queryOptions({
      queryKey: key(templeId),
      queryFn: ({ signal }): Promise<{ items: VqQuestion[]; total: number }> =>
        apiClient.get('/api/v1/temples/{templeId}/virtual-queue/questions', {
          params: { path: { templeId } },
          signal,
        }),
    }),
  );
}

export function useVqQuestion(templeId: number, questionId: number | null) {
  return useQuery({
    queryKey: [...key(templeId), questionId],
    queryFn:
      questionId === null
        ? skipToken
        : ({ signal }): Promise<VqQuestion> =>
            apiClient.get('/api/v1/temples/{templeId}/virtual-queue/questions/{questionId}', {
              params: { path: { templeId, questionId } },
              signal,
            }),
  });
}

export function useSaveVqQuestion(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: VqQuestionInput }): Promise<VqQuestion> =>
      id === null
        ? apiClient.post('/api/v1/temples/{templeId}/virtual-queue/questions', {
            params: { path: { templeId } },
            body: input,
          })
        : apiClient.put('/api/v1/temples/{templeId}/virtual-queue/questions/{questionId}', {
            params: { path: { templeId, questionId: id } },
            body: input,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}

export function useDeleteVqQuestion(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/virtual-queue/questions/{questionId}', {
        params: { path: { templeId, questionId: id } },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(templeId) }),
  });
}
