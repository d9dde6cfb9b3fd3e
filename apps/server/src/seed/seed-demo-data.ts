import { PLATFORM_RIGHTS, UserType, type UserTypeValue } from '@nivedya/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { helpEntries, temples, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { replacePlatformAccess } from '../modules/sub-admins/index.ts';
import { DEMO_HELP_ENTRIES } from './demo/demo-help.ts';
import { seedDemoEvents } from './demo/seed-demo-events.ts';
import { seedDemoImages } from './demo/seed-demo-images.ts';
import { seedDemoStaffRights } from './demo/seed-demo-staff-rights.ts';
import { seedDemoTemples } from './demo/seed-demo-temples.ts';
import { seedDemoVirtualQueue } from './demo/seed-demo-virtual-queue.ts';
import { seedDemoVisits } from './demo/seed-demo-visits.ts';

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

/**
 * Accounts are matched by email; present ones are left alone except that a temple user without a
 * temple is given its demo temple. The password is hashed only when an account must be created.
 */
async function seedDemoAccounts(db: Executor, templeIds: number[], now: Date): Promise<number> {
  const existing = await db
    .select({ id: users.id, email: users.email, templeId: users.templeId })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const byEmail = new Map(existing.map((row) => [row.email, row]));
  const templeOf = (account: DemoAccount) =>
    account.templeIndex === undefined ? null : (templeIds[account.templeIndex] ?? null);

  for (const account of DEMO_ACCOUNTS) {
    const row = byEmail.get(account.email);
    const templeId = templeOf(account);
    if (row && row.templeId === null && templeId !== null) {
      await db.update(users).set({ templeId, updatedAt: now }).where(eq(users.id, row.id));
    }
  }

  const missing = DEMO_ACCOUNTS.filter((account) => !byEmail.has(account.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      missing.map((account) => ({
        email: account.email,
        mobile: account.mobile,
        userName: account.userName,
        userType: account.userType,
        passwordHash,
        templeId: templeOf(account),
        createdAt: now,
        updatedAt: now,
      })),
    );
  }

  // The demo sub-administrator starts with every right at every temple, as spec §6 has types 1 and 5
  // alike; the platform administrator narrows it on sub-admin-user-details.
  for (const account of missing.filter((each) => each.userType === UserType.SubAdmin)) {
    const [subAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email))
      .limit(1);
    if (subAdmin) {
      await replacePlatformAccess(
        db,
        subAdmin.id,
        { rights: [...PLATFORM_RIGHTS], allTemples: true, templeIds: [] },
        subAdmin.id,
        now,
      );
    }
  }

  // spec Temple.UserId: the first demo temple is owned by the demo temple admin.
  const owner = DEMO_ACCOUNTS.find((account) => account.userType === UserType.TempleAdmin);
  const ownedTempleId = owner ? templeOf(owner) : null;
  if (owner && ownedTempleId !== null) {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, owner.email))
      .limit(1);
    if (admin) {
      await db
        .update(temples)
        .set({ ownerUserId: admin.id })
        .where(and(eq(temples.id, ownedTempleId), isNull(temples.ownerUserId)));
    }
  }
  return missing.length;
}

async function seedDemoHelp(db: Executor, now: Date): Promise<number> {
  const created = await db
    .insert(helpEntries)
    .values(DEMO_HELP_ENTRIES.map((entry) => ({ ...entry, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: helpEntries.pageName })
    .returning({ id: helpEntries.id });
  return created.length;
}

/**
 * Demo temples with their deities, sevas and images, help pages and one account of each user type.
 * Idempotent: everything is matched by a stable code (temple code, seva code, email, page name), so a
 * second run adds nothing and changes nothing. One transaction: a failed run leaves no half demo.
 */
export async function seedDemoData(db: Database, now: Date): Promise<string> {
  const result = await db.transaction(async (tx) => {
    const temples = await seedDemoTemples(tx, now);
    const imagesCreated = await seedDemoImages(tx, temples.temples, now);
    const eventsCreated = await seedDemoEvents(tx, temples.temples, now);
    const accountsCreated = await seedDemoAccounts(
      tx,
      temples.temples.map((temple) => temple.id),
      now,
    );
    const helpCreated = await seedDemoHelp(tx, now);
    const staffAccounts = DEMO_ACCOUNTS.filter((account) => account.userType === UserType.TempleStaff);
    await seedDemoStaffRights(
      tx,
      staffAccounts.map((account) => account.email),
      now,
    );
    await seedDemoVirtualQueue(tx, temples.temples, now);
    await seedDemoVisits(tx, temples.temples, now);
    return { temples, imagesCreated, eventsCreated, accountsCreated, helpCreated };
  });

  const { temples: seeded } = result;
  const lines = DEMO_ACCOUNTS.map((account) => {
    const temple =
      account.templeIndex === undefined ? '' : `, ${seeded.temples[account.templeIndex]?.demo.temple.name}`;
    return `  ${account.email.padEnd(26)} user type ${account.userType}${temple}`;
  });
  return [
    `Demo data ready: ${seeded.temples.length} temples, ${seeded.sevaCount} sevas (${seeded.sevasCreated} created now), ` +
      `${result.imagesCreated} images, ${result.eventsCreated} events, ${result.helpCreated} help pages and ` +
      `${result.accountsCreated} accounts created now.`,
    `Demo accounts, password ${DEMO_PASSWORD}:`,
    ...lines,
  ].join('\n');
}
