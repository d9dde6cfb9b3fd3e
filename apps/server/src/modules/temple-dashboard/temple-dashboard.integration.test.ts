import { OrderLineStatus, PaymentMode, SevaType, type TempleDashboard } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, notifications, refunds } from '../../db/schema/index.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** 2030-01-10, 08:30 in Kerala. */
const NOW = new Date('2030-01-10T03:00:00Z');
const TODAY = '2030-01-10';

describe('temple dashboard (templiadmindash, templeuserdash, GET /Temple?templeid&userid)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let url: string;
  let sevaA: number;
  let sevaB: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    temple = await aStaffedTemple(context.app, context.db);
    const other = await aStaffedTemple(context.app, context.db);
    url = `/api/v1/temples/${temple.temple.id}/dashboard`;
    sevaA = await insertSeva(context.db, temple.temple, {
      name: 'Usha Pooja',
      performTime: '6 AM',
      orderNo: 1,
    });
    sevaB = await insertSeva(context.db, temple.temple, { name: 'Palpayasam', orderNo: 2 });
    const otherSeva = await insertSeva(context.db, other.temple);
    const templeId = temple.temple.id;

    const first = await insertOrder(context.db, {
      templeId,
      sevaId: sevaA,
      sevaName: 'Usha Pooja',
      orderDate: TODAY,
      performDate: TODAY,
      rate: 5000,
    });
    await insertOrder(context.db, {
      templeId,
      sevaId: sevaB,
      sevaName: 'Palpayasam',
      orderDate: TODAY,
      performDate: '2030-01-11',
      quantity: 2,
      paymentMode: PaymentMode.Cash,
    });
    await insertOrder(context.db, {
      templeId,
      sevaId: sevaA,
      sevaName: 'Usha Pooja',
      orderDate: '2030-01-09',
      performDate: TODAY,
      quantity: 3,
      status: 'pending',
      paymentMode: PaymentMode.BankTransfer,
    });
    await insertOrder(context.db, {
      templeId,
      sevaId: sevaA,
      orderDate: TODAY,
      performDate: TODAY,
      status: 'failed',
    });
    await insertOrder(context.db, {
      templeId,
      sevaId: sevaA,
      orderDate: '2030-01-09',
      performDate: null,
      sevaType: SevaType.PreBooking,
      lineStatus: OrderLineStatus.AwaitingApproval,
    });
    await insertOrder(context.db, {
      templeId: other.temple.id,
      sevaId: otherSeva,
      orderDate: TODAY,
      performDate: TODAY,
    });

    await context.db
      .insert(refunds)
      .values({ templeId, orderId: first.orderId, amount: 2000, reason: 'Travel' });
    await context.db
      .insert(enquiries)
      .values({ templeId, name: 'Anand', subject: 'Parking', message: 'Is there parking?' });
    await context.db
      .insert(notifications)
      .values({ userId: temple.adminUser.id, title: 'Hello', body: 'Welcome' });
  });
  afterAll(async () => context.close());

  it("counts the temple's day: bookings, collection by payment mode, sevas to perform, what is pending", async () => {
    const response = await temple.admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TempleDashboard>()).toEqual({
      templeId: temple.temple.id,
      date: TODAY,
      bookings: { orders: 2, poojas: 3 },
      collection: {
        total: 15_000,
        byPaymentMode: [
          { paymentMode: 1, orders: 1, amount: 5000 },
          { paymentMode: 3, orders: 1, amount: 10_000 },
        ],
      },
      sevasToPerform: {
        quantity: 4,
        items: [{ sevaId: sevaA, sevaName: 'Usha Pooja', performTime: '6 AM', quantity: 4, lines: 2 }],
      },
      pendingApprovals: { count: 1, preBookings: 1, vazhipads: 0 },
      pendingRefunds: { count: 1, amount: 2000 },
      pendingBankTransfers: { count: 1, amount: 15_000 },
      notificationCounts: {
        unreadNotifications: 1,
        openEnquiries: 1,
        pendingApprovals: 1,
        pendingRefunds: 1,
        pendingBankTransfers: 1,
        total: 5,
      },
    });
  });

  it('answers another day, and staff their own unread count', async () => {
    const tomorrow = (await temple.staff.get(`${url}?date=2030-01-11`)).json<TempleDashboard>();
    expect(tomorrow.bookings).toEqual({ orders: 0, poojas: 0 });
    expect(tomorrow.sevasToPerform.items).toEqual([
      { sevaId: sevaB, sevaName: 'Palpayasam', performTime: null, quantity: 2, lines: 1 },
    ]);
    expect(tomorrow.notificationCounts.unreadNotifications).toBe(0);
    expect((await temple.staff.get(`${url}?date=2030-02-30`)).statusCode).toBe(400);
  });

  it('serves the notification counts alone for the header badge', async () => {
    const response = await temple.admin.get(`/api/v1/temples/${temple.temple.id}/notification-counts`);
    expect(response.json()).toMatchObject({ total: 5, pendingApprovals: 1 });
  });
});
