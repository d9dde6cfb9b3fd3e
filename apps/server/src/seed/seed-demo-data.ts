import { UserType, type UserTypeValue } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export const DEMO_PASSWORD = 'Nivedya@2026';

export interface DemoAccount {
  email: string;
  mobile: string;
  userName: string;
  userType: UserTypeValue;
  /** Index into the seeded temples for temple users. */
  templeIndex?: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@nivedya.demo', mobile: '9000000001', userName: 'Platform Admin', userType: UserType.Admin },
  {
    email: 'subadmin@nivedya.demo',
    mobile: '9000000005',
    userName: 'Sub Admin',
    userType: UserType.SubAdmin,
  },
  {
    email: 'templeadmin@nivedya.demo',
    mobile: '9000000002',
    userName: 'Temple Admin',
    userType: UserType.TempleAdmin,
    templeIndex: 0,
  },
  {
    email: 'staff@nivedya.demo',
    mobile: '9000000003',
    userName: 'Counter Staff',
    userType: UserType.TempleStaff,
    templeIndex: 0,
  },
  {
    email: 'devotee@nivedya.demo',
    mobile: '9000000004',
    userName: 'Demo Devotee',
    userType: UserType.Devotee,
  },
];

/** Idempotent: accounts are matched by email and left alone when present. */
export async function seedDemoData(db: Database, now: Date): Promise<string> {
  const templeIds: number[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (existing.length > 0) continue;
    await db.insert(users).values({
      email: account.email,
      mobile: account.mobile,
      userName: account.userName,
      userType: account.userType,
      passwordHash,
      templeId: account.templeIndex === undefined ? null : (templeIds[account.templeIndex] ?? null),
      createdAt: now,
      updatedAt: now,
    });
    created += 1;
  }
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(26)} user type ${account.userType}`);
  return [
    `Demo data ready (${created} accounts created). Demo accounts, password ${DEMO_PASSWORD}:`,
    ...lines,
  ].join('\n');
}
