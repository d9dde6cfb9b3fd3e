import { isAdmin, UserType } from '../roles.ts';

/**
 * spec §6 UserRights: what a temple's staff user (type 3) may do, as the temple administrator grants it
 * (stored one per row in user_rights). Temple administrators (type 2) hold every right of their own
 * temple, platform administrators (1, 5) of every temple. Reading the catalogue needs no right.
 */
export const TEMPLE_RIGHTS = [
  /** Sevas, seva groups and the change-all-seva-time screen. */
  'sevas.manage',
  'deities.manage',
  /** Seva availability rules: weekdays, date ranges, daily limits, special-pooja dates. */
  'availability.manage',
  /** Seva blocking, and the list of bookings on blocked dates. */
  'blocking.manage',
  /** Events and festivals. */
  'events.manage',
  /** Gallery and instructions. */
  'content.manage',
  /** Devotees who booked at the temple, with their bookings and contacts. */
  'devotees.read',
  'notifications.send',
  'reports.read',
  /** Counter billing. */
  'billing',
  /** Pre-booking approvals. */
  'approvals',
  'refunds',
  /** Gate scanning (virtual queue, devotee visits). */
  'gate',
  /** Marking sevas performed, from the performing reports (issue #17). */
  'performances',
] as const;

export type TempleRight = (typeof TEMPLE_RIGHTS)[number];

export function isTempleRight(value: unknown): value is TempleRight {
  return typeof value === 'string' && (TEMPLE_RIGHTS as readonly string[]).includes(value);
}

/**
 * The rights a user holds at the temple they are scoped to: every right for administrators and temple
 * administrators, the granted ones (unknown names dropped) for staff, none for anyone else.
 */
export function effectiveTempleRights(
  userType: number | null | undefined,
  granted: readonly string[],
): TempleRight[] {
  if (isAdmin(userType) || userType === UserType.TempleAdmin) return [...TEMPLE_RIGHTS];
  if (userType !== UserType.TempleStaff) return [];
  return TEMPLE_RIGHTS.filter((right) => granted.includes(right));
}

export function hasTempleRight(
  userType: number | null | undefined,
  granted: readonly string[],
  right: TempleRight,
): boolean {
  return effectiveTempleRights(userType, granted).includes(right);
}
