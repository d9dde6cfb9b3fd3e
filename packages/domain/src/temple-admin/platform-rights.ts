/**
 * What a sub-administrator (user type 5) may do on the platform (issue #15; spec §6 UserRights,
 * InitAdmin): each right opens a part of the administrators' screens and API, and each sub-administrator
 * sees every temple or only the temples listed for them. Administrators (type 1) hold everything.
 * The API's shapes are in platform-right-schemas.ts: the web app's first screen (its menu) reads these
 * rules, and a module that defines a zod schema brings all of zod along. The rights' labels are in
 * platform-right-labels.ts: a module the first visit reads travels whole, used or not.
 */
export const PLATFORM_RIGHTS = [
  'platform.temples',
  'platform.users',
  'platform.reports',
  'platform.sms',
  'platform.enquiries',
  'platform.content',
] as const;
export type PlatformRight = (typeof PLATFORM_RIGHTS)[number];

/**
 * A sub-administrator's rights and temples; `allTemples` opens every temple, now and later. A type,
 * not an interface: the audit log keeps it as a record.
 */
export type PlatformAccess = {
  rights: PlatformRight[];
  allTemples: boolean;
  templeIds: number[];
};

/** What administrators (type 1) hold. */
export const FULL_PLATFORM_ACCESS: PlatformAccess = {
  rights: [...PLATFORM_RIGHTS],
  allTemples: true,
  templeIds: [],
};

/** Whether the access lets its holder at a temple. */
export function reachesTemple(access: PlatformAccess, templeId: number): boolean {
  return access.allTemples || access.templeIds.includes(templeId);
}
