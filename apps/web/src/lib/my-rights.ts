import {
  effectiveTempleRights,
  isAdmin,
  isTempleUser,
  type MyRights,
  PLATFORM_RIGHTS,
  type PlatformAccess,
  type PlatformRight,
  type TempleRight,
  type User,
  UserType,
} from '@nivedya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { useUser } from './auth.ts';

/** Temple administrators and staff (2, 3) hold rights at their temple, platform administrators everywhere. */
export function asksForTempleRights(user: User | null): user is User {
  return user !== null && (isTempleUser(user.userType) || isAdmin(user.userType));
}

export function myRightsQueryOptions(userId: number) {
  return queryOptions({
    // Keyed by user: whoever signs in next on this device never reads the previous user's rights.
    queryKey: ['me', 'rights', userId],
    queryFn: ({ signal }): Promise<MyRights> => apiClient.get('/api/v1/me/rights', { signal }),
    staleTime: 60_000,
  });
}

/**
 * What the screens may offer the user, or null while a staff user's rights are still unknown. The
 * server's answer wins once it is here; until then administrators and temple administrators are
 * known to hold every right, staff nothing yet, everyone else none.
 */
export function knownTempleRights(
  user: User | null,
  answer: MyRights | undefined,
): readonly TempleRight[] | null {
  if (!asksForTempleRights(user)) return [];
  if (answer && answer.userType === user.userType) return answer.rights;
  if (user.userType === UserType.TempleStaff) return null;
  return effectiveTempleRights(user.userType, []);
}

/** A right a screen asks for: at a temple (staff), or on the platform (sub-administrators). */
export type ScreenRight = TempleRight | PlatformRight;

/**
 * The platform rights to offer: every one to administrators (type 1), a sub-administrator's once the
 * server has said (null until then), none to anyone else.
 */
export function knownPlatformRights(
  user: User | null,
  answer: PlatformAccess | undefined,
): readonly PlatformRight[] | null {
  if (user?.userType === UserType.Admin) return PLATFORM_RIGHTS;
  if (user?.userType !== UserType.SubAdmin) return [];
  return answer?.rights ?? null;
}

export interface MyRightsState {
  /** null while a staff user's (or sub-administrator's) rights load: gated items wait rather than flash. */
  rights: readonly ScreenRight[] | null;
  can: (right: ScreenRight) => boolean;
  /** The rights could not be fetched; the server still refuses what the user may not do. */
  isError: boolean;
  retry: () => void;
}

/** GET /api/v1/me/rights: which of the temple's screens and actions to offer (the server checks anyway). */
export function useMyRights(): MyRightsState {
  const { user } = useUser();
  const query = useQuery({
    ...myRightsQueryOptions(user?.id ?? 0),
    enabled: asksForTempleRights(user),
  });
  const platform = useQuery({
    queryKey: ['me', 'platform-access', user?.id ?? 0],
    queryFn: ({ signal }): Promise<PlatformAccess> => apiClient.get('/api/v1/me/platform-access', { signal }),
    enabled: user?.userType === UserType.SubAdmin,
    staleTime: 60_000,
  });
  const templeRights = knownTempleRights(user, query.data);
  const platformRights = knownPlatformRights(user, platform.data);
  const rights =
    templeRights === null || platformRights === null ? null : [...templeRights, ...platformRights];
  return {
    rights,
    can: (right) => rights?.includes(right) ?? false,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
