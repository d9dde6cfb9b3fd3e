import { randomInt } from 'node:crypto';

/** The accounts `npm start` seeds (README, apps/server/src/seed/seed-demo-data.ts); one password for all. */
export const DEMO_PASSWORD = 'Nivedya@2026';

export const UserType = { Admin: 1, TempleAdmin: 2, TempleStaff: 3, Devotee: 4, SubAdmin: 5 } as const;

export interface DemoAccount {
  role: string;
  email: string;
  userName: string;
  userType: number;
  /** Where the login screen sends this user (lib/auth.ts homePathFor). */
  home: '/dash' | '/templiadmindash' | '/templeuserdash' | '/devotee-home-page';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'administrator',
    email: 'admin@nivedya.demo',
    userName: 'Platform Admin',
    userType: UserType.Admin,
    home: '/dash',
  },
  {
    role: 'sub-administrator',
    email: 'subadmin@nivedya.demo',
    userName: 'Sub Admin',
    userType: UserType.SubAdmin,
    home: '/dash',
  },
  {
    role: 'temple administrator',
    email: 'templeadmin@nivedya.demo',
    userName: 'Temple Admin',
    userType: UserType.TempleAdmin,
    home: '/templiadmindash',
  },
  {
    role: 'temple staff',
    email: 'staff@nivedya.demo',
    userName: 'Counter Staff',
    userType: UserType.TempleStaff,
    home: '/templeuserdash',
  },
  {
    role: 'devotee',
    email: 'devotee@nivedya.demo',
    userName: 'Demo Devotee',
    userType: UserType.Devotee,
    home: '/devotee-home-page',
  },
];

export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
}

/** A 10-digit Indian mobile number nobody has used: 9 followed by 9 random digits. */
export function uniqueMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export interface NewDevotee {
  mobile: string;
  userName: string;
  password: string;
}

export function newDevotee(): NewDevotee {
  const mobile = uniqueMobile();
  return { mobile, userName: `E2E Devotee ${mobile.slice(-4)}`, password: `Seva-${mobile.slice(-6)}!` };
}
