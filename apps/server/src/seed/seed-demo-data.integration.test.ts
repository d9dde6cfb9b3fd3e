import { UserType } from '@nivedya/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deities,
  helpEntries,
  images,
  sevaAvailability,
  sevaGroups,
  sevas,
  templeEvents,
  temples,
  users,
} from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed-demo-data.ts';

describe('demo data', () => {
  let context: TestContext;

  async function counts() {
    const tables = {
      temples,
      deities,
      sevaGroups,
      sevas,
      sevaAvailability,
      images,
      templeEvents,
      helpEntries,
      users,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await context.db.select({ total: count() }).from(table);
        return [name, row?.total ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
  }

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  it('creates temples, sevas, images, help and accounts, and a second run changes nothing', async () => {
    const started = performance.now();
    await seedDemoData(context.db, context.clock.now);
    const firstRunMs = performance.now() - started;
    const first = await counts();
    expect(first.temples).toBeGreaterThanOrEqual(3);
    expect(first.sevas).toBeGreaterThanOrEqual(30);
    expect(first.deities).toBeGreaterThanOrEqual(9);
    expect(first.sevaGroups).toBeGreaterThanOrEqual(3);
    expect(first.sevaAvailability).toBeGreaterThan(0);
    expect(first.images).toBeGreaterThanOrEqual(first.deities + 2 * first.temples);
    expect(first.helpEntries).toBeGreaterThanOrEqual(6);
    expect(first.templeEvents).toBeGreaterThanOrEqual(2 * first.temples);
    expect(first.users).toBe(DEMO_ACCOUNTS.length);
    expect(firstRunMs).toBeLessThan(10_000);

    const summary = await seedDemoData(context.db, new Date(context.clock.now.getTime() + 86_400_000));
    expect(await counts()).toEqual(first);
    expect(summary).toContain('0 created now');
  });

  it('gives every temple 10 or more sevas of varied kinds', async () => {
    const rows = await context.db
      .select({
        templeId: sevas.templeId,
        rate: sevas.rate,
        sevaType: sevas.sevaType,
        isContinuous: sevas.isContinuous,
        isPrasadamDeliverable: sevas.isPrasadamDeliverable,
        maxLimitPerDay: sevas.maxLimitPerDay,
        needsApproval: sevas.needsApproval,
      })
      .from(sevas);
    const perTemple = new Map<number, number>();
    for (const row of rows) perTemple.set(row.templeId, (perTemple.get(row.templeId) ?? 0) + 1);
    expect(perTemple.size).toBeGreaterThanOrEqual(3);
    for (const sevaCount of perTemple.values()) expect(sevaCount).toBeGreaterThanOrEqual(10);
    const rates = rows.map((row) => row.rate);
    expect(Math.min(...rates)).toBe(1_000);
    expect(Math.max(...rates)).toBe(2_500_000);
    expect(rows.some((row) => row.sevaType === 3)).toBe(true);
    expect(rows.some((row) => row.isContinuous)).toBe(true);
    expect(rows.some((row) => row.isPrasadamDeliverable)).toBe(true);
    expect(rows.some((row) => row.maxLimitPerDay !== null)).toBe(true);
    // Vazhipad approval is shown on the first demo temple, on a dated seva.
    expect(rows.filter((row) => row.needsApproval).map((row) => row.sevaType)).toEqual([1]);
    const weekly = await context.db
      .select({ weekdays: sevaAvailability.weekdays })
      .from(sevaAvailability)
      .where(eq(sevaAvailability.kind, 'weekly'));
    expect(weekly.length).toBeGreaterThan(0);
    expect(weekly.every((rule) => rule.weekdays?.every((day) => day >= 0 && day <= 6))).toBe(true);
  });

  it('creates the five demo accounts with their user types; temple users belong to the first temple', async () => {
    const [firstTemple] = await context.db
      .select({ id: temples.id, ownerUserId: temples.ownerUserId })
      .from(temples)
      .where(eq(temples.code, 'sree-venugopala-mannuthy'));
    const rows = await context.db
      .select({
        id: users.id,
        email: users.email,
        userType: users.userType,
        templeId: users.templeId,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(rows).toHaveLength(5);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((candidate) => candidate.email === account.email)!;
      expect(row.userType).toBe(account.userType);
      const isTempleUser =
        account.userType === UserType.TempleAdmin || account.userType === UserType.TempleStaff;
      expect(row.templeId).toBe(isTempleUser ? firstTemple!.id : null);
    }
    expect(rows.map((row) => row.userType).sort()).toEqual([1, 2, 3, 4, 5]);
    const templeAdmin = rows.find((row) => row.userType === UserType.TempleAdmin)!;
    expect(firstTemple!.ownerUserId).toBe(templeAdmin.id);
    expect(await verifyPassword(templeAdmin.passwordHash!, DEMO_PASSWORD)).toBe(true);
  });

  it('stores a JPEG logo and banner for every temple and an image for every deity', async () => {
    const stored = await context.db
      .select({ kind: images.kind, contentType: images.contentType, bytes: images.bytes })
      .from(images);
    const logo = stored.find((image) => image.kind === 'temple-logo')!;
    expect(logo.contentType).toBe('image/jpeg');
    expect([...logo.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const [templeCount] = await context.db.select({ total: count() }).from(temples);
    const [deityCount] = await context.db.select({ total: count() }).from(deities);
    expect(stored.filter((image) => image.kind === 'temple-logo')).toHaveLength(templeCount!.total);
    expect(stored.filter((image) => image.kind === 'temple-banner')).toHaveLength(templeCount!.total);
    expect(stored.filter((image) => image.kind === 'deity')).toHaveLength(deityCount!.total);
  });

  it('writes help for the pages the screens ask for', async () => {
    const rows = await context.db.select({ pageName: helpEntries.pageName }).from(helpEntries);
    expect(rows.map((row) => row.pageName)).toEqual(
      expect.arrayContaining([
        'devotee-transaction-details',
        'devotee-transaction-list',
        'perform-postpond',
        'devotee-virtual-qdetails',
        'user-help',
        'login',
      ]),
    );
  });
});
