/**
 * What a sub-administrator (user type 5) may do on the platform (issue #15; spec §6 UserRights,
 * InitAdmin): each right opens a part of the administrators' screens and API, and each sub-administrator
 * sees every temple or only the temples listed for them. Administrators (type 1) hold everything.
 * The API's shapes are in platform-right-schemas.ts: the web app's first screen (its menu) reads these
 * rules, and a module that defines a zod schema brings all of zod along.
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

export const PLATFORM_RIGHT_LABELS: Record<PlatformRight, { en: string; ml: string }> = {
  'platform.temples': { en: 'Temples: register, edit and delete', ml: 'ക്ഷേത്രങ്ങൾ: ചേർക്കുക, തിരുത്തുക, ഇല്ലാതാക്കുക' },
  'platform.users': { en: 'Users: add, change and block', ml: 'ഉപയോക്താക്കൾ: ചേർക്കുക, മാറ്റുക, തടയുക' },
  'platform.reports': { en: 'Reports of the temples', ml: 'ക്ഷേത്രങ്ങളുടെ റിപ്പോർട്ടുകൾ' },
  'platform.sms': { en: 'SMS report and e-mail outbox', ml: 'SMS റിപ്പോർട്ട്, ഇ-മെയിൽ ഔട്ട്ബോക്സ്' },
  'platform.enquiries': { en: 'Enquiries to the platform', ml: 'പ്ലാറ്റ്ഫോമിലേക്കുള്ള അന്വേഷണങ്ങൾ' },
  'platform.content': { en: 'Help pages and app versions', ml: 'സഹായ പേജുകളും ആപ്പ് പതിപ്പുകളും' },
};

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
