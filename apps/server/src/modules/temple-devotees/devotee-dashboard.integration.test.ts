import {
  type DevoteeAccountList,
  OrderLineStatus,
  type TempleDevoteeSummary,
  UserStatus,
  UserType,
} from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// 20 May 2030, 11:30 in India: "this month" is May 2026 of the temple's calendar.
const NOW = new Date('2030-05-20T06:00:00Z');

describe('devotee dashboard and devotee accounts (devoteedash, devotee-users)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  let meera: TestUser;
  let anand: TestUser;
  let deleted: TestUser;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    temple = await aStaffedTemple(context.app, context.db, { rights: ['devotees.read'] });
    other = await aStaffedTemple(context.app, context.db);
    base = `/api/v1/temples/${temple.temple.id}`;
    const templeId = temple.temple.id;
    const archana = await insertSeva(context.db, temple.temple, { name: 'Archana' });
    const pushpanjali = await insertSeva(context.db, temple.temple, { name: 'Pushpanjali' });
    const homam = await insertSeva(context.db, temple.temple, { name: 'Ganapathi Homam' });
    const otherSeva = await insertSeva(context.db, other.temple);

    meera = await insertUser(context.db, {
      userName: 'Meera Nair',
      mobile: '9847000111',
      email: 'meera@example.org',
      createdAt: new Date('2029-06-01T00:00:00Z'),
    });
    anand = await insertUser(context.db, {
      userName: 'Anand Varma',
      mobile: '9847000222',
      email: null,
      createdAt: new Date('2030-01-15T00:00:00Z'),
    });
    deleted = await insertUser(context.db, {
      userName: 'Deleted user',
      mobile: null,
      email: null,
      status: UserStatus.Deleted,
      createdAt: new Date('2029-01-01T00:00:00Z'),
    });
    const staffBooker = await insertUser(context.db, {
      userName: 'Staff Booker',
      userType: UserType.TempleStaff,
      templeId,
    });
    const onlyFailed = await insertUser(context.db, { userName: 'Only Failed' });

    const order = (spec: Parameters<typeof insertOrder>[1]) => insertOrder(context.db, spec);
    await order({
      templeId,
      sevaId: archana,
      sevaName: 'Archana',
      userId: meera.id,
      orderDate: '2030-04-01',
    });
    await order({
      templeId,
      sevaId: archana,
      sevaName: 'Archana',
      userId: meera.id,
      orderDate: '2030-05-02',
      quantity: 2,
    });
    await order({
      templeId,
      sevaId: pushpanjali,
      sevaName: 'Pushpanjali',
      userId: anand.id,
      orderDate: '2030-05-10',
    });
    // A paid order whose only line was refunded: a booking of Anand's, but no seva to count.
    await order({
      templeId,
      sevaId: homam,
      sevaName: 'Ganapathi Homam',
      userId: anand.id,
      orderDate: '2030-05-12',
      lineStatus: OrderLineStatus.Refunded,
    });
    await order({
      templeId,
      sevaId: pushpanjali,
      sevaName: 'Pushpanjali',
      userId: deleted.id,
      orderDate: '2030-03-01',
    });
    await order({
      templeId,
      sevaId: archana,
      sevaName: 'Archana',
      userId: staffBooker.id,
      orderDate: '2030-05-11',
    });
    await order({
      templeId,
      sevaId: homam,
      userId: onlyFailed.id,
      orderDate: '2030-05-15',
      status: 'failed',
    });
    // A walk-in at the counter without an account, and Meera at another temple: neither counts here.
    await order({ templeId, sevaId: homam, userId: null, orderDate: '2030-05-16' });
    await order({ templeId: other.temple.id, sevaId: otherSeva, userId: meera.id, orderDate: '2030-05-03' });
  });

  afterAll(async () => context.close());

  it('counts the devotees who booked here, the new ones of this month and the ones who came back', async () => {
    const response = await temple.staff.get(`${base}/devotees/summary`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TempleDevoteeSummary>()).toEqual({
      month: '2030-05',
      // Meera, Anand, the deleted account and the staff member who booked for themselves.
      devotees: 4,
      // Anand and the staff member first paid here in May; Meera in April.
      newThisMonth: 2,
      // Meera and Anand paid for two orders each.
      repeatDevotees: 2,
      topSevas: [
        { sevaId: expect.any(Number), sevaName: 'Archana', devotees: 2, bookings: 3, quantity: 4 },
        { sevaId: expect.any(Number), sevaName: 'Pushpanjali', devotees: 2, bookings: 2, quantity: 2 },
      ],
    });
  });

  it('counts nothing for a temple where nobody has booked', async () => {
    const response = await other.admin.get(`/api/v1/temples/${other.temple.id}/devotees/summary`);
    expect(response.json<TempleDevoteeSummary>()).toMatchObject({
      devotees: 1,
      newThisMonth: 1,
      repeatDevotees: 0,
    });
    const empty = await aStaffedTemple(context.app, context.db);
    const none = await empty.admin.get(`/api/v1/temples/${empty.temple.id}/devotees/summary`);
    expect(none.json<TempleDevoteeSummary>()).toEqual({
      month: '2030-05',
      devotees: 0,
      newThisMonth: 0,
      repeatDevotees: 0,
      topSevas: [],
    });
  });

  it('lists the devotee accounts that booked here, newest account first, staff accounts left out', async () => {
    const response = await temple.staff.get(`${base}/devotee-users`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DevoteeAccountList>()).toEqual({
      total: 3,
      items: [
        {
          userId: anand.id,
          userName: 'Anand Varma',
          mobile: '9847000222',
          email: null,
          joinedAt: '2030-01-15T00:00:00.000Z',
          status: UserStatus.Active,
          bookingsCount: 2,
          lastBookingDate: '2030-05-12',
        },
        expect.objectContaining({
          userId: meera.id,
          email: 'meera@example.org',
          bookingsCount: 2,
          lastBookingDate: '2030-05-02',
        }),
        expect.objectContaining({ userId: deleted.id, status: UserStatus.Deleted, bookingsCount: 1 }),
      ],
    });
    const second = (
      await temple.staff.get(`${base}/devotee-users?offset=1&limit=1`)
    ).json<DevoteeAccountList>();
    expect(second).toEqual({ total: 3, items: [expect.objectContaining({ userId: meera.id })] });
  });

  it('searches the accounts by name, mobile or email', async () => {
    for (const [search, expected] of [
      ['MEERA', [meera.id]],
      ['000222', [anand.id]],
      ['example.org', [meera.id]],
      ['Staff Booker', []],
      ['_', []],
    ] as const) {
      const page = (
        await temple.staff.get(`${base}/devotee-users?search=${encodeURIComponent(search)}`)
      ).json<DevoteeAccountList>();
      expect(
        page.items.map((item) => item.userId),
        search,
      ).toEqual(expected);
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['sort=name', 'sort'],
  ])('refuses ?%s with 400 naming the field', async (query, field) => {
    const response = await temple.staff.get(`${base}/devotee-users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(field);
  });

  it("needs the devotees right, and refuses another temple's users", async () => {
    for (const url of ['devotees/summary', 'devotee-users']) {
      expect((await other.staff.get(`/api/v1/temples/${other.temple.id}/${url}`)).statusCode, url).toBe(403);
      expect((await other.admin.get(`${base}/${url}`)).statusCode, url).toBe(403);
      expect((await other.staff.get(`${base}/${url}`)).statusCode, url).toBe(403);
    }
  });
});
