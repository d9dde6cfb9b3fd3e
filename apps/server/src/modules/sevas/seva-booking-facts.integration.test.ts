import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../db/client.ts';
import {
  deities,
  sevaAvailability,
  sevaBlocking,
  sevaGroups,
  sevas,
  temples,
} from '../../db/schema/index.ts';
import {
  insertAvailability,
  insertBlocking,
  insertBookableTemple,
  insertSeva,
  setBooked,
  type TestTemple,
} from '../../test/catalogue-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { selectTempleBookingSettings } from '../temples/temples-repository.ts';
import {
  selectAvailabilityRules,
  selectBlockings,
  selectBookingFactRows,
  selectDayCounters,
  selectSevasByIds,
} from './sevas-repository.ts';

/**
 * loadBookingFacts reads in one hand-written statement (checkout's hot path); these tests hold it equal,
 * row for row and type for type, to the ORM queries it replaced, so a column added to one and not the
 * other fails here rather than in a booking.
 */
describe('booking facts in one statement', () => {
  let context: TestContext;
  let temple: TestTemple;
  let other: TestTemple;
  const ids: number[] = [];
  const days = { from: '2026-03-05', to: '2026-03-20' };

  beforeAll(async () => {
    context = await createTestContext();
    const { db } = context;
    temple = await insertBookableTemple(db, {
      platformChargeAmount: 1_000,
      platformChargePercent: 1.75,
      splitServiceCharge: 300,
      isIntroductoryServiceCharge: true,
      introductoryServiceAmount: 500,
      sevaEndDate: '2026-12-31',
      timeZone: 'Asia/Kolkata',
      paymentGatewayId: 'none',
      bankName: 'State Bank',
      bankBranch: 'Guruvayur',
      bankAccountName: 'Temple Trust',
      bankAccountNumber: '0011223344',
      bankIfsc: 'SBIN0000001',
      upiVpa: 'trust@sbi',
    });
    other = await insertBookableTemple(db, { isDakshinaEnabled: false });
    ids.push(
      await insertSeva(db, temple, {
        nameNarration: 'പുഷ്പാഞ്ജലി',
        performTime: 'Usha Pooja, 6:30 AM',
        prasadamTime: '8 AM',
        maxLimitPerDay: 40,
        shortDescription: 'Flowers',
        rulesRemark: 'Bring flowers',
        devoteeCount: 2,
        sevaType: 2,
        bookingType: 3,
        dayType: 2,
        blockTime: '18:30:00',
        endDate: '2026-06-30',
        isContinuous: true,
        isPrasadamDeliverable: true,
        deliveryCharge: 4_000,
        deliveryRemarks: 'By post',
        deliveryHeading: 'Prasadam',
        postageCharge: 100,
      }),
      await insertSeva(db, temple, { deityId: null, sevaGroupId: null }),
      await insertSeva(db, other, { status: 0, isApproved: false }),
    );
    const [first, second, third] = ids as [number, number, number];
    await insertAvailability(db, temple, first, { kind: 'weekly', weekdays: [1, 3], dailyLimit: 10 });
    await insertAvailability(db, temple, first, {
      kind: 'dates',
      fromDate: '2026-03-07',
      toDate: '2026-03-09',
    });
    await insertAvailability(db, temple, first, {
      kind: 'special',
      fromDate: '2026-03-08',
      toDate: '2026-03-08',
    });
    await insertAvailability(db, other, third, { kind: 'weekly', weekdays: [0], status: 0 });
    await insertBlocking(db, temple, null, '2026-03-01', '2026-03-06');
    await insertBlocking(db, temple, second, '2026-03-10');
    await insertBlocking(db, other, null, '2026-04-01');
    await setBooked(db, temple, first, '2026-03-05', 3, 40);
    await setBooked(db, temple, second, '2026-03-20', 1, null);
    await setBooked(db, other, third, '2026-03-21', 2);
  });

  afterAll(async () => {
    await context?.close();
  });

  const byKey = <T>(rows: T[], key: (row: T) => string | number) =>
    [...rows].sort((a, b) => String(key(a)).localeCompare(String(key(b))));

  it('reads what the ORM queries read, with the same keys and types', async () => {
    const { db } = context;
    const facts = await selectBookingFactRows(db, { sevaIds: [...ids, 999_999], days });
    const sevaRows = await selectSevasByIds(db, [...ids, 999_999]);
    expect(byKey(facts.sevas, (row) => row.id)).toEqual(byKey(sevaRows, (row) => row.id));

    const templeIds = [temple.id, other.id];
    const settings = await selectTempleBookingSettings(db, templeIds);
    const payments = await db
      .select({
        id: temples.id,
        paymentGatewayId: temples.paymentGatewayId,
        bankName: temples.bankName,
        bankBranch: temples.bankBranch,
        bankAccountName: temples.bankAccountName,
        bankAccountNumber: temples.bankAccountNumber,
        bankIfsc: temples.bankIfsc,
        upiVpa: temples.upiVpa,
      })
      .from(temples)
      .where(inArray(temples.id, templeIds));
    const expectedTemples = settings.map((row) => ({
      ...row,
      ...payments.find((each) => each.id === row.id),
    }));
    expect(byKey(facts.temples, (row) => row.id)).toEqual(byKey(expectedTemples, (row) => row.id));

    expect(facts.rules).toEqual(await selectAvailabilityRules(db, ids));
    const blockings = await selectBlockings(db, { templeIds, sevaIds: ids, ...days });
    expect(byKey(facts.blockings, (row) => `${row.fromDate}|${row.sevaId}`)).toEqual(
      byKey(blockings, (row) => `${row.fromDate}|${row.sevaId}`),
    );
    const counters = await selectDayCounters(db, { sevaIds: ids, ...days });
    expect(byKey(facts.counters, (row) => `${row.sevaId}|${row.performDate}`)).toEqual(
      byKey(counters, (row) => `${row.sevaId}|${row.performDate}`),
    );
  });

  it('reads no blockings or counters without days, and nothing for unknown sevas', async () => {
    const { db } = context;
    const withoutDays = await selectBookingFactRows(db, { sevaIds: ids, days: null });
    expect(withoutDays.sevas).toHaveLength(3);
    expect(withoutDays.blockings).toEqual([]);
    expect(withoutDays.counters).toEqual([]);
    const unknown = await selectBookingFactRows(db, { sevaIds: [999_999], days });
    expect(unknown).toEqual({
      sevas: [],
      temples: [],
      rules: [],
      blockings: [],
      counters: [],
      factsVersion: expect.stringMatching(/^\d+$/),
    });
  });

  it('reads the same inside a transaction (through the ORM, unprepared)', async () => {
    const { db } = context;
    const outside = await selectBookingFactRows(db, { sevaIds: ids, days });
    const inside = await db.transaction((tx) => selectBookingFactRows(tx, { sevaIds: ids, days }));
    expect(inside).toEqual(outside);
    expect(await runStatement(db, { name: 'test_select_one', text: 'select $1::int as one' }, [1])).toEqual([
      { one: 1 },
    ]);
  });

  it('moves the facts version on with every change to what the facts are read from, and not with counters', async () => {
    const { db } = context;
    const [first] = ids as [number];
    const version = async () =>
      BigInt((await selectBookingFactRows(db, { sevaIds: ids, days })).factsVersion);
    const changes: [string, () => Promise<unknown>][] = [
      ['a seva', () => db.update(sevas).set({ rate: 12_300 }).where(eq(sevas.id, first))],
      ['a deity', () => db.update(deities).set({ name: 'Ganapathy' }).where(eq(deities.templeId, temple.id))],
      [
        'a seva group',
        () => db.update(sevaGroups).set({ orderNo: 3 }).where(eq(sevaGroups.templeId, temple.id)),
      ],
      ['a temple', () => db.update(temples).set({ sevaBlockPeriodDays: 2 }).where(eq(temples.id, temple.id))],
      ['a new rule', () => insertAvailability(db, temple, first, { kind: 'weekly', weekdays: [5] })],
      ['a rule removed', () => db.delete(sevaAvailability).where(eq(sevaAvailability.sevaId, first))],
      ['a new blocking', () => insertBlocking(db, temple, first, '2026-03-15')],
      ['a blocking removed', () => db.delete(sevaBlocking).where(eq(sevaBlocking.sevaId, first))],
      ['a change in a transaction', () => db.transaction((tx) => tx.update(sevas).set({ rate: 12_400 }))],
    ];
    for (const [what, change] of changes) {
      const before = await version();
      await change();
      expect(await version(), what).toBeGreaterThan(before);
    }
    const before = await version();
    await setBooked(db, temple, first, '2026-03-06', 1, 40);
    await db.execute(sql`update seva_day_counters set booked = booked + 1 where seva_id = ${first}`);
    expect(await version()).toBe(before);
  });
});
