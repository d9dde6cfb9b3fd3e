/** spec §6: user types. 1 and 5 administer the platform, 2 and 3 run one temple, 4 is a devotee. */
export const UserType = {
  Admin: 1,
  TempleAdmin: 2,
  TempleStaff: 3,
  Devotee: 4,
  SubAdmin: 5,
} as const;

export type UserTypeValue = (typeof UserType)[keyof typeof UserType];

export const USER_TYPES: readonly UserTypeValue[] = [1, 2, 3, 4, 5];

export const ADMIN_TYPES: readonly UserTypeValue[] = [UserType.Admin, UserType.SubAdmin];
export const TEMPLE_USER_TYPES: readonly UserTypeValue[] = [UserType.TempleAdmin, UserType.TempleStaff];

export function isAdmin(userType: number | null | undefined): boolean {
  return userType === UserType.Admin || userType === UserType.SubAdmin;
}

/** Who may change a temple's settings: its administrator and the platform's; staff (3) only read them. */
export function canManageTemple(userType: number | null | undefined): boolean {
  return userType === UserType.TempleAdmin || isAdmin(userType);
}

export function isTempleUser(userType: number | null | undefined): boolean {
  return userType === UserType.TempleAdmin || userType === UserType.TempleStaff;
}

export function isDevotee(userType: number | null | undefined): boolean {
  return userType === UserType.Devotee;
}

/**
 * spec §2 guards, by name, so the web route table and its tests speak one language. 'templeOrAdmin':
 * a temple's screens that administrators also read for any temple (the reports).
 */
export type RouteGuard = 'admin' | 'templeAdmin' | 'templeOrAdmin';

export function passesGuard(guard: RouteGuard | undefined, userType: number | null | undefined): boolean {
  if (guard === undefined) return true;
  if (guard === 'admin') return isAdmin(userType);
  if (guard === 'templeOrAdmin') return isTempleUser(userType) || isAdmin(userType);
  return isTempleUser(userType);
}
