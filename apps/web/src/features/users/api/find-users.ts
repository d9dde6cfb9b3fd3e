import type { UserListQuery, UserPage } from '@nivedya/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The admins' user list (spec userlist), newest first. */
export function findUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserPage> {
  return apiClient.get('/api/v1/users', { params: { query }, signal });
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: ['users', query],
    queryFn: ({ signal }) => findUsers(query, signal),
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
