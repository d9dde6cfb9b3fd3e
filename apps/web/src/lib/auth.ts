import { isAdmin, type User } from '@nivedya/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from './api-client.ts';
import { forgetSavedNameLinks } from './cart-count.ts';
import { readJson, removeKey, StorageKey, writeJson } from './storage.ts';

/**
 * The signed-in user. The session itself is an httpOnly cookie; local storage keeps the spec §3 'user'
 * record (for the route guards, which must decide before anything loads) and the profile for the
 * first paint. GET /api/v1/me is the truth: a 401 wipes both (spec §4 stored user check).
 */
export interface StoredUser {
  Id: number;
  Email: string | null;
  Mobile: string | null;
  UserType: number;
  TempleId: number | null;
}

export const ME_QUERY_KEY = ['me'] as const;
export const HOME_PATH = '/devotee-home-page';

function isUserDto(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'number' && typeof record.userType === 'number';
}

export function readStoredUser(): StoredUser | null {
  const value = readJson(StorageKey.user);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return typeof record.Id === 'number' && typeof record.UserType === 'number' ? (value as StoredUser) : null;
}

export function readStoredUserDetails(): User | null {
  const value = readJson(StorageKey.userDetails);
  return isUserDto(value) ? value : null;
}

export function toStoredUser(user: User): StoredUser {
  return {
    Id: user.id,
    Email: user.email,
    Mobile: user.mobile,
    UserType: user.userType,
    TempleId: user.templeId,
  };
}

export function storeUser(user: User): void {
  writeJson(StorageKey.user, toStoredUser(user));
  writeJson(StorageKey.userDetails, user);
}

export function clearStoredUser(): void {
  removeKey(StorageKey.user);
  removeKey(StorageKey.userDetails);
  removeKey(StorageKey.nextQueueToken);
}

/** The session's user, or null when nobody is signed in (401). Other failures are thrown. */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const user: User = await apiClient.get('/api/v1/me', { signal });
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredUser();
      return null;
    }
    throw error;
  }
}

/**
 * spec §4 stored user check: only a stored user is checked with the server. Without one the visitor
 * is anonymous, and a first visit makes no call that can only answer 401.
 */
export function checkStoredUser(signal?: AbortSignal): Promise<User | null> {
  return readStoredUser() ? getMe(signal) : Promise.resolve(null);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => checkStoredUser(signal),
    // The stored profile paints at once and is checked against the server straight away.
    initialData: readStoredUserDetails,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useUser(): { user: User | null; isChecking: boolean } {
  const query = useQuery(meQueryOptions());
  return { user: query.data ?? null, isChecking: query.isFetching && query.data === null };
}

/** After a login, sign-up or profile change: the cache and local storage hold the new user. */
export function setSignedInUser(queryClient: QueryClient, user: User): void {
  storeUser(user);
  queryClient.setQueryData(ME_QUERY_KEY, user);
}

/** After logout or account deletion: forget the user and everything fetched on their behalf. */
export function clearSignedInUser(queryClient: QueryClient): void {
  clearStoredUser();
  // The cart stays on the device (spec §3), but not the link to this account's saved names.
  forgetSavedNameLinks();
  // Everything but the user query itself: ['me', …] queries (orders, rights) were this user's too.
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey.length === 1 && query.queryKey[0] === ME_QUERY_KEY[0]),
  });
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

/**
 * Where a user lands after startup or login. Admins go to the platform's dashboard (spec dash); the
 * temple administrator (2) and temple staff (3) to their dashboards (spec templiadmindash,
 * templeuserdash); everyone else to the devotee home.
 */
export function homePathFor(userType: number | null | undefined): string {
  if (isAdmin(userType)) return '/dash';
  if (userType === 2) return '/templiadmindash';
  if (userType === 3) return '/templeuserdash';
  return HOME_PATH;
}

/** A `redirect` query value that stays inside the app (no other origins, no startup screen). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/splash-screen')) return null;
  return value;
}
