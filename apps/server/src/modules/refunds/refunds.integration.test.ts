import type { Refund, RefundableOrder, RefundList } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  checkoutOk,
  insertSeva,
} from '../../test/booking-builders.ts';
import {
  aPaidBooking,
  aRefundTemple,
  type RefundTemple,
  refundsPath,
  requestRefundOk,
} from '../../test/refund-builders.ts';
import { auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

describe('refunds: request, list, details, refundable order', () => {
  let context: TestContext;
  let temple: RefundTemple;
  let other: RefundTemple;
  let devotee: TestClient;
  let devoteeName: string;
  let sevaId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aRefundTemple(context, { name: 'Sree Padmanabha' });
    other = await aRefundTemple(context, { name: 'Other Temple' });
    const signedIn = await aLoggedInDevotee(context.app, context.db);
    devotee = signedIn.client;
    devoteeName = signedIn.user.userName;
    sevaId = await insertSeva(context.db, temple, {
      name: 'Pushpanjali',
      rate: 5000,
      postageCharge: 500,
      maxLimitPerDay: null,
    });
  });
  afterAll(async () => context.close());

  const refundCount = async () => (await context.db.select({ n: count() }).from(refunds))[0]?.n ?? 0;

  it('shows the order with each line’s share of what was paid; the shares add up to the total', async () => {
    const paid = await aPaidBooking(context, devotee, {
      lines: [aCartLine(sevaId, { quantity: 2 }), aCartLine(sevaId, { devoteeName: 'Ravi' })],
      dakshina: [{ templeId: temple.templeId, amount: 10_100 }],
    });
    const response = await temple.staff.get(
      `${refundsPath(temple.templeId, '/refundable-order')}?orderNumber=${paid.orderNumber.toLowerCase()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<RefundableOrder>();
    expect(order).toMatchObject({
      orderId: paid.orderId,
      status: 'paid',
      method: 'gateway',
      gateway: 'demo',
      isRefundable: true,
      committedAmount: 0,
      devoteeName,
    });
    expect(order.refundableAmount).toBe(order.totalAmount);
    expect(order.lines.map((line) => line.share).reduce((a, b) => a + b, 0)).toBe(order.totalAmount);
    expect(order.lines.map((line) => [line.lineTotal, line.isRefundable])).toEqual([
      [11_000, true],
      [5_500, true],
    ]);
    const byId = await temple.admin.get(
      `${refundsPath(temple.templeId, '/refundable-order')}?orderId=${paid.orderId}`,
    );
    expect(byId.json<RefundableOrder>().orderNumber).toBe(paid.orderNumber);
    for (const query of ['', '?orderId=1&orderNumber=BKS1', '?orderNumber=']) {
      const bad = await temple.admin.get(`${refundsPath(temple.templeId, '/refundable-order')}${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    const elsewhere = await other.admin.get(
      `${refundsPath(other.templeId, '/refundable-order')}?orderId=${paid.orderId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('requests a refund of the whole order for its total by default, audited', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const refund = await requestRefundOk(temple.staff, temple.templeId, { orderId: paid.orderId });
    expect(refund).toMatchObject({
      orderId: paid.orderId,
      orderNumber: paid.orderNumber,
      status: 'requested',
      method: 'gateway',
      canApprove: true,
      canReject: true,
      reason: 'Devotee cannot attend',
      approvedBy: null,
      gatewayRefundId: null,
      lineCount: 1,
    });
    expect(refund.amount).toBe(paid.checkout.orders[0]?.totals.totalAmount);
    expect(refund.lines).toEqual([
      expect.objectContaining({ orderLineId: paid.lineIds[0], amount: refund.amount }),
    ]);
    expect(refund.requestedBy?.id).toBeGreaterThan(0);
    const [audit] = (await auditRows(context.db, 'refund.requested')).filter(
      (row) => row.entityId === String(refund.id),
    );
    expect(audit).toMatchObject({ templeId: temple.templeId, entity: 'refund' });
    expect(audit?.after).toMatchObject({ orderId: paid.orderId, amount: refund.amount });

    const again = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_REFUND' });
  });

  it('refunds chosen lines up to their share, a smaller amount when asked, and never more', async () => {
    const paid = await aPaidBooking(context, devotee, {
      lines: [aCartLine(sevaId), aCartLine(sevaId, { devoteeName: 'Meera', quantity: 3 })],
    });
    const facts = (
      await temple.admin.get(`${refundsPath(temple.templeId, '/refundable-order')}?orderId=${paid.orderId}`)
    ).json<RefundableOrder>();
    const [first, second] = facts.lines;
    const before = await refundCount();
    const tooMuch = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      orderLineIds: [first?.id],
      amount: (first?.share ?? 0) + 1,
      reason: 'Over',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'REFUND_AMOUNT_TOO_HIGH',
      refundableAmount: first?.share,
      errors: [{ field: 'amount' }],
    });
    expect(await refundCount()).toBe(before);

    const part = await requestRefundOk(temple.admin, temple.templeId, {
      orderId: paid.orderId,
      orderLineIds: [first?.id],
      amount: 1_000,
    });
    expect(part).toMatchObject({ amount: 1_000, lines: [{ orderLineId: first?.id, amount: 1_000 }] });

    const taken = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      orderLineIds: [first?.id, second?.id],
      reason: 'Both',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'REFUND_LINE_IN_OPEN_REFUND', orderLineId: first?.id });

    const rest = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    expect(rest).toMatchObject({ amount: second?.share, lines: [{ orderLineId: second?.id }] });
    const after = (
      await temple.admin.get(`${refundsPath(temple.templeId, '/refundable-order')}?orderId=${paid.orderId}`)
    ).json<RefundableOrder>();
    expect(after).toMatchObject({ committedAmount: 1_000 + (second?.share ?? 0), refundableAmount: 0 });
    expect(after.lines.map((line) => line.openRefundId)).toEqual([part.id, rest.id]);
  });

  it.each([
    { name: 'no reason', body: { reason: undefined }, field: 'reason' },
    { name: 'a blank reason', body: { reason: '   ' }, field: 'reason' },
    { name: 'a zero amount', body: { amount: 0 }, field: 'amount' },
    { name: 'a fractional amount', body: { amount: 10.5 }, field: 'amount' },
    { name: 'an empty line list', body: { orderLineIds: [] }, field: 'orderLineIds' },
    { name: 'a line twice', body: { orderLineIds: [1, 1] }, field: 'orderLineIds' },
    { name: 'an unknown field', body: { refundAll: true }, field: 'refundAll' },
  ])('refuses $name with a 400 naming the field, changing nothing', async ({ body, field }) => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const before = await refundCount();
    const response = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      reason: 'Because',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json<{ errors: unknown }>().errors)).toContain(field);
    expect(await refundCount()).toBe(before);
  });

  it('refuses a line of another order (400), an unpaid order (409) and another temple’s order (404)', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const another = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const foreignLine = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      orderLineIds: [another.lineIds[0]],
      reason: 'Mixed up',
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json()).toMatchObject({ errors: [{ field: 'orderLineIds' }] });

    const unpaid = await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    const pending = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: unpaid.orders[0]?.id,
      reason: 'Not paid',
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });

    const before = await refundCount();
    const elsewhere = await other.admin.post(refundsPath(other.templeId), {
      orderId: paid.orderId,
      reason: 'Mine?',
    });
    expect(elsewhere.statusCode).toBe(404);
    const crossTemple = await other.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      reason: 'x',
    });
    expect(crossTemple.statusCode).toBe(403);
    expect(await refundCount()).toBe(before);
  });

  it('needs the refunds right: staff without it and devotees get 403', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const before = await refundCount();
    for (const client of [temple.staffWithout, devotee]) {
      const post = await client.post(refundsPath(temple.templeId), {
        orderId: paid.orderId,
        reason: 'No right',
      });
      expect(post.statusCode).toBe(403);
      expect((await client.get(refundsPath(temple.templeId))).statusCode).toBe(403);
      expect(
        (await client.get(`${refundsPath(temple.templeId, '/refundable-order')}?orderId=${paid.orderId}`))
          .statusCode,
      ).toBe(403);
    }
    expect(await refundCount()).toBe(before);
  });

  it('lists by status, order number or devotee and request day, paged; one refund by id', async () => {
    const paid = await aPaidBooking(context, devotee, {
      lines: [aCartLine(sevaId, { devoteeName: 'Unique Gopika' })],
    });
    const created = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    const list = async (query: string) => {
      const response = await temple.staff.get(`${refundsPath(temple.templeId)}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RefundList>();
    };
    const all = await list('limit=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.items[0]).toMatchObject({
      id: created.id,
      status: 'requested',
      orderNumber: paid.orderNumber,
    });
    expect((await list(`q=${paid.orderNumber.slice(-6)}`)).items.map((item) => item.id)).toEqual([
      created.id,
    ]);
    expect((await list('q=unique gopika')).items.map((item) => item.id)).toEqual([created.id]);
    expect((await list('status=processed')).total).toBe(0);
    const today = new Date(context.clock.now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('from=2020-01-01&to=2020-01-02')).total).toBe(0);
    for (const query of ['status=done', 'from=2026-13-01', 'from=2026-02-02&to=2026-02-01', 'limit=0']) {
      const bad = await temple.staff.get(`${refundsPath(temple.templeId)}?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    const elsewhere = await other.admin.get(refundsPath(other.templeId));
    expect(elsewhere.json<RefundList>().total).toBe(0);

    const one = await temple.staff.get(refundsPath(temple.templeId, `/${created.id}`));
    expect(one.json<Refund>()).toMatchObject({ id: created.id, lines: [{ devoteeName: 'Unique Gopika' }] });
    expect((await other.admin.get(refundsPath(other.templeId, `/${created.id}`))).statusCode).toBe(404);
    expect((await temple.admin.get(refundsPath(temple.templeId, '/999999'))).statusCode).toBe(404);
    const [row] = await context.db.select().from(refunds).where(eq(refunds.id, created.id));
    expect(row?.orderLineId).toBe(paid.lineIds[0]);
  });
});
