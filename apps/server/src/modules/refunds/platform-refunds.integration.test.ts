import { type PlatformRefundList, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  grantPlatformAccess,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

describe('refunds across temples for administrators (the dashboard’s refunds waiting)', () => {
  let context: TestContext;
  let admin: TestClient;
  let first: StaffedTemple;
  let second: StaffedTemple;

  async function aRefund(temple: StaffedTemple, amount: number, status: string) {
    const sevaId = await insertSeva(context.db, temple.temple);
    const { orderId } = await insertOrder(context.db, { templeId: temple.temple.id, sevaId, rate: amount });
    await context.db
      .insert(refunds)
      .values({ templeId: temple.temple.id, orderId, amount, reason: 'Cannot travel', status });
  }

  beforeAll(async () => {
    context = await createTestContext();
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
    first = await aStaffedTemple(context.app, context.db, { temple: { name: 'Alpha Temple' } });
    second = await aStaffedTemple(context.app, context.db, { temple: { name: 'Beta Temple' } });
    await aRefund(first, 5_000, 'requested');
    await aRefund(second, 7_000, 'requested');
    await aRefund(second, 9_000, 'processed');
  });
  afterAll(async () => context.close());

  it('lists every temple’s refunds waiting, with their temple, newest first', async () => {
    const page = (await admin.get('/api/v1/admin/refunds?status=requested')).json<PlatformRefundList>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.templeName, item.amount, item.status])).toEqual([
      ['Beta Temple', 7_000, 'requested'],
      ['Alpha Temple', 5_000, 'requested'],
    ]);
    const one = (
      await admin.get(`/api/v1/admin/refunds?templeId=${second.temple.id}`)
    ).json<PlatformRefundList>();
    expect(one.items.map((item) => item.amount).sort()).toEqual([7_000, 9_000]);
  });

  it('shows a sub-administrator their temples’ only, and refuses one without the reports right', async () => {
    const scoped = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, scoped.user.id, {
      rights: ['platform.reports'],
      allTemples: false,
      templeIds: [first.temple.id],
    });
    const page = (await scoped.client.get('/api/v1/admin/refunds')).json<PlatformRefundList>();
    expect(page.items.map((item) => item.templeName)).toEqual(['Alpha Temple']);
    expect((await scoped.client.get(`/api/v1/admin/refunds?templeId=${second.temple.id}`)).statusCode).toBe(
      403,
    );
    expect((await first.admin.get('/api/v1/admin/refunds')).statusCode).toBe(403);
  });
});
