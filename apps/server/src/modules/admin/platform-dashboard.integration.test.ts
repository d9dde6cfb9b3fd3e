import { PaymentMode, type PlatformDashboard, TempleStatus, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, refunds } from '../../db/schema/index.ts';
import { insertBookableTemple, insertSeva } from '../../test/catalogue-builders.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  grantPlatformAccess,
  insertOrder,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

// Thursday 26 November 2026, 11:00 in India.
const NOW = new Date('2026-11-26T05:30:00Z');
const TODAY = '2026-11-26';

describe('platform dashboard (spec dash)', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    const subAdmin = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, subAdmin.user.id, { rights: [] });
    admin = subAdmin.client;
  });
  afterAll(async () => context.close());

  it('counts temples by status, bookings and collection today and this month, and what waits', async () => {
    const { db } = context;
    const first = await insertBookableTemple(db, { status: TempleStatus.Active });
    const second = await insertBookableTemple(db, { status: TempleStatus.Onboarding });
    await insertBookableTemple(db, { status: TempleStatus.Disabled });
    await insertBookableTemple(db, { status: TempleStatus.Deleted });
    const sevaA = await insertSeva(db, first);
    const sevaB = await insertSeva(db, second);
    // Today: two paid orders at two temples; earlier this month one more; last month one not counted.
    await insertOrder(db, { templeId: first.id, sevaId: sevaA, orderDate: TODAY, rate: 10_000 });
    const paidB = await insertOrder(db, {
      templeId: second.id,
      sevaId: sevaB,
      orderDate: TODAY,
      rate: 5_000,
    });
    await insertOrder(db, { templeId: first.id, sevaId: sevaA, orderDate: '2026-11-02', rate: 2_500 });
    await insertOrder(db, { templeId: first.id, sevaId: sevaA, orderDate: '2026-10-31', rate: 99_900 });
    // Failed and expired today; one failed yesterday is not today's.
    await insertOrder(db, {
      templeId: first.id,
      sevaId: sevaA,
      orderDate: TODAY,
      status: 'failed',
      rate: 700,
    });
    await insertOrder(db, {
      templeId: second.id,
      sevaId: sevaB,
      orderDate: TODAY,
      status: 'expired',
      rate: 300,
    });
    await insertOrder(db, { templeId: first.id, sevaId: sevaA, orderDate: '2026-11-25', status: 'failed' });
    // A bank transfer waiting to be verified.
    await insertOrder(db, {
      templeId: first.id,
      sevaId: sevaA,
      orderDate: TODAY,
      status: 'pending',
      paymentMode: PaymentMode.BankTransfer,
      rate: 1_100,
    });
    await db
      .insert(refunds)
      .values({ templeId: second.id, orderId: paidB.orderId, amount: 5_000, reason: 'Travel' });
    await db.insert(enquiries).values([
      { templeId: first.id, name: 'A', subject: 'Timing', message: 'When?' },
      { templeId: null, name: 'B', subject: 'Join', message: 'How do we join?' },
      { templeId: null, name: 'C', subject: 'Done', message: 'Thanks', status: 'replied' },
    ]);

    const response = await admin.get('/api/v1/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlatformDashboard>()).toEqual({
      today: TODAY,
      monthStart: '2026-11-01',
      temples: { active: 1, onboarding: 1, disabled: 1 },
      bookingsToday: { count: 2, amount: 15_000 },
      bookingsThisMonth: { count: 3, amount: 17_500 },
      paymentsFailedToday: { count: 2, amount: 1_000 },
      paymentsPending: { count: 1, amount: 1_100 },
      refundsWaiting: { count: 1, amount: 5_000 },
      enquiriesUnanswered: 2,
    });
  });

  it('is the administrators’ alone', async () => {
    const staffed = await aStaffedTemple(context.app, context.db);
    for (const client of [staffed.admin, staffed.staff]) {
      expect((await client.get('/api/v1/admin/dashboard')).statusCode).toBe(403);
    }
    expect((await new TestClient(context.app).get('/api/v1/admin/dashboard')).statusCode).toBe(401);
  });
});
