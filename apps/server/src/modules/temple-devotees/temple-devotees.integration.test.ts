import type { TempleDevoteeDetail, TempleDevoteeList } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('devotees who booked at the temple (devoteelist, devotee, devotee-users, devoteedash)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  let meera: TestUser;
  let anand: TestUser;
  let elsewhere: TestUser;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['devotees.read'] });
    other = await aStaffedTemple(context.app, context.db);
    base = `/api/v1/temples/${temple.temple.id}/devotees`;
    const sevaId = await insertSeva(context.db, temple.temple, { name: 'Archana' });
    const otherSeva = await insertSeva(context.db, other.temple);
    meera = await insertUser(context.db, {
      userName: 'Meera Nair',
      mobile: '9847000111',
      email: 'meera@example.org',
    });
    anand = await insertUser(context.db, { userName: 'Anand Varma', mobile: '9847000222' });
    elsewhere = await insertUser(context.db, { userName: 'Only Elsewhere' });
    const templeId = temple.temple.id;
    await insertOrder(context.db, {
      templeId,
      sevaId,
      sevaName: 'Archana',
      userId: meera.id,
      orderDate: '2026-04-01',
      rate: 3000,
    });
    await insertOrder(context.db, {
      templeId,
      sevaId,
      sevaName: 'Archana',
      userId: meera.id,
      orderDate: '2026-05-02',
      rate: 2000,
      quantity: 2,
    });
    await insertOrder(context.db, {
      templeId,
      sevaId,
      userId: meera.id,
      orderDate: '2026-05-20',
      status: 'failed',
    });
    await insertOrder(context.db, {
      templeId,
      sevaId,
      userId: anand.id,
      orderDate: '2026-04-15',
      rate: 1000,
    });
    await insertOrder(context.db, { templeId: other.temple.id, sevaId: otherSeva, userId: elsewhere.id });
    await insertOrder(context.db, {
      templeId: other.temple.id,
      sevaId: otherSeva,
      userId: meera.id,
      rate: 99_900,
    });
  });
  afterAll(async () => context.close());

  it('lists who paid at this temple, latest booking first, with counts and totals here only', async () => {
    const response = await temple.staff.get(base);
    expect(response.statusCode).toBe(200);
    expect(response.json<TempleDevoteeList>()).toEqual({
      total: 2,
      items: [
        {
          userId: meera.id,
          userName: 'Meera Nair',
          mobile: '9847000111',
          email: 'meera@example.org',
          bookingsCount: 2,
          lastBookingDate: '2026-05-02',
          totalPaid: 7000,
        },
        expect.objectContaining({ userId: anand.id, bookingsCount: 1, totalPaid: 1000 }),
      ],
    });
  });

  it('searches by name, mobile or email', async () => {
    for (const [search, expected] of [
      ['anand', [anand.id]],
      ['000111', [meera.id]],
      ['EXAMPLE.ORG', [meera.id]],
      ['elsewhere', []],
      ['%', []],
    ] as const) {
      const body = (
        await temple.staff.get(`${base}?search=${encodeURIComponent(search)}`)
      ).json<TempleDevoteeList>();
      expect(
        body.items.map((item) => item.userId),
        search,
      ).toEqual(expected);
    }
  });

  it("shows one devotee's bookings at this temple only; someone who never booked here is not found", async () => {
    const response = await temple.staff.get(`${base}/${meera.id}`);
    const detail = response.json<TempleDevoteeDetail>();
    expect(detail.devotee).toMatchObject({ userId: meera.id, bookingsCount: 2, address: null });
    // The failed attempt of 2026-05-20 is not a booking.
    expect(detail.bookings.map((booking) => [booking.orderDate, booking.status])).toEqual([
      ['2026-05-02', 'paid'],
      ['2026-04-01', 'paid'],
    ]);
    expect(detail.bookings[0]?.lines).toEqual([
      expect.objectContaining({
        sevaId: expect.any(Number),
        sevaName: 'Archana',
        quantity: 2,
        amount: 4000,
        starName: expect.any(String),
      }),
    ]);
    expect((await temple.staff.get(`${base}/${elsewhere.id}`)).statusCode).toBe(404);
  });

  it('needs the devotees right', async () => {
    expect((await other.staff.get(`/api/v1/temples/${other.temple.id}/devotees`)).statusCode).toBe(403);
    expect((await other.admin.get(`/api/v1/temples/${other.temple.id}/devotees`)).statusCode).toBe(200);
  });
});
