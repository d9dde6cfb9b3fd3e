import type { CreateUserInput, PasswordResetLinkSent, UpdateUserInput, User } from '@nivedya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const userKey = (userId: number) => ['users', 'one', userId] as const;

/** GET /api/v1/users/:userId (spec GET /User?Id); null: a new user. */
export function useAdminUser(userId: number | null) {
  return useQuery({
    queryKey: userKey(userId ?? 0),
    queryFn: ({ signal }): Promise<User> =>
      apiClient.get('/api/v1/users/{userId}', { params: { path: { userId: userId ?? 0 } }, signal }),
    enabled: userId !== null,
  });
}

export type SaveUserVariables =
  | { userId: null; input: CreateUserInput }
  | { userId: number; input: UpdateUserInput };

/** POST /api/v1/users (spec POST /User) or PATCH /api/v1/users/:userId. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveUserVariables): Promise<User> =>
      variables.userId === null
        ? apiClient.post('/api/v1/users', { body: variables.input })
        : apiClient.patch('/api/v1/users/{userId}', {
            params: { path: { userId: variables.userId } },
            body: variables.input,
          }),
    onSuccess: (user) => {
      queryClient.setQueryData(userKey(user.id), user);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** POST /api/v1/users/:userId/password-reset-link. */
export function useSendPasswordResetLink(userId: number) {
  return useMutation({
    mutationFn: (): Promise<PasswordResetLinkSent> =>
      apiClient.post('/api/v1/users/{userId}/password-reset-link', { params: { path: { userId } } }),
  });
}
