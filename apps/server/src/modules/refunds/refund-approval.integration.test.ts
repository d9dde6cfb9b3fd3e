import { type OrderDetail, OrderLineStatus, PaymentMode, type Receipt, type Refund } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  capacityOf,
  checkoutOk,
  insertSeva,
  PERFORM_DATE,
} from '../../test/booking-builders.ts';
import {
  aPaidBooking,
  approveOk,
  aRefundTemple,
  demoLedgerRows,
  gatewaysWithFailingRefunds,
  type RefundTemple,
  refundMessages,
  refundState,
  refundsPath,
  requestRefundOk,
} from '../../test/refund-builders.ts';
import { auditRows, insertOrder } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

describe('refunds: approve, reject, gateway failure, capacity', () => {
  let context: TestContext;
  let temple: RefundTemple;
  let devotee: TestClient;
  let devoteeId: number;
  let sevaId: number;
  const failures = { left: 0 };

  beforeAll(async () => {
    const flaky = gatewaysWithFailingRefunds(failures);
    context = await createTestContext({ appSecret: flaky.appSecret }, { gateways: flaky.gateways });
    flaky.attach(context.db);
    context.clock.now = BOOKING_NOW;
    temple = await aRefundTemple(context, { name: 'Guruvayur Test' });
    const signedIn = await aLoggedInDevotee(context.app, context.db);
    devotee = signedIn.client;
    devoteeId = signedIn.user.id;
    sevaId = await insertSeva(context.db, temple, { name: 'Neyvilakku', rate: 3000, maxLimitPerDay: null });
  });
  afterAll(async () => context.close());

  it('approves: the demo gateway refunds for real, lines and order refunded, devotee told, approver recorded', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId), aCartLine(sevaId)] });
    const requested = await requestRefundOk(temple.staff, temple.templeId, { orderId: paid.orderId });
    const before = await refundMessages(context, devoteeId);

    const approved = await approveOk(temple.staff, temple.templeId, requested.id);
    expect(approved).toMatchObject({
      status: 'processed',
      method: 'gateway',
      gateway: 'demo',
      canApprove: false,
      canReject: false,
      orderStatus: 'refunded',
    });
    expect(approved.gatewayRefundId).toMatch(/^rfnd_demo_/);
    expect(approved.approvedBy?.id).toBeGreaterThan(0);
    expect(approved.approvedAt).toBe(context.clock.now.toISOString());
    expect(approved.processedAt).toBe(context.clock.now.toISOString());

    const state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('refunded');
    const seen = (await devotee.get(`/api/v1/me/orders/${paid.orderId}`)).json<OrderDetail>();
    expect(seen).toMatchObject({
      statusMessage: 'The temple has refunded this booking.',
      refundedAmount: requested.amount,
    });
    // The receipt says so too, not that the date filled up (the automatic refund's words).
    const receipt = (await devotee.get(`/api/v1/receipts/${seen.receiptToken}`)).json<Receipt>();
    expect(receipt).toMatchObject({
      status: 'refunded',
      statusMessage: 'The temple has refunded this booking.',
    });
    expect(state.lines.map((line) => [line.status, line.refundId, line.isAllowEdit])).toEqual([
      [OrderLineStatus.Refunded, requested.id, false],
      [OrderLineStatus.Refunded, requested.id, false],
    ]);
    const [payment] = await context.db
      .select()
      .from(payments)
      .where(eq(payments.id, paid.checkout.paymentId));
    expect(payment?.status).toBe('refunded');
    const ledger = await demoLedgerRows(context, payment?.gatewayPaymentId ?? '');
    expect(ledger).toEqual([
      expect.objectContaining({
        id: approved.gatewayRefundId,
        amount: requested.amount,
        reference: `nivedya-refund-${requested.id}`,
      }),
    ]);
    const after = await refundMessages(context, devoteeId);
    expect(after.sms).toBe(before.sms + 1);
    expect(after.notifications.length).toBe(before.notifications.length + 1);
    expect(after.notifications.at(-1)?.body).toContain(paid.orderNumber);
    for (const action of ['refund.approved', 'refund.processed', 'order.refunded']) {
      const rows = (await auditRows(context.db, action)).filter((row) =>
        action === 'order.refunded'
          ? row.entityId === String(paid.orderId)
          : row.entityId === String(requested.id),
      );
      expect(rows, action).toHaveLength(1);
    }

    // Approving again (or racing) processes once.
    const twice = await temple.admin.post(refundsPath(temple.templeId, `/${requested.id}/approve`), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REFUND_NOT_OPEN' });
    expect(await demoLedgerRows(context, payment?.gatewayPaymentId ?? '')).toHaveLength(1);
    const rejectLate = await temple.admin.post(refundsPath(temple.templeId, `/${requested.id}/reject`), {
      reason: 'x',
    });
    expect(rejectLate.statusCode).toBe(409);
  });

  it('refunds one line at a time: the order stays paid until nothing is left, the payment until all is returned', async () => {
    const paid = await aPaidBooking(context, devotee, {
      lines: [aCartLine(sevaId), aCartLine(sevaId, { quantity: 2 })],
    });
    const first = await requestRefundOk(temple.admin, temple.templeId, {
      orderId: paid.orderId,
      orderLineIds: [paid.lineIds[0]],
    });
    await approveOk(temple.admin, temple.templeId, first.id);
    let state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('paid');
    expect(state.lines.map((line) => line.status)).toEqual([
      OrderLineStatus.Refunded,
      OrderLineStatus.Booked,
    ]);
    const paymentOf = async () =>
      (await context.db.select().from(payments).where(eq(payments.id, paid.checkout.paymentId)))[0]?.status;
    expect(await paymentOf()).toBe('captured');
    // The devotee's order details carry the refunded line's status and amount.
    const seen = (await devotee.get(`/api/v1/me/orders/${paid.orderId}`)).json<OrderDetail>();
    expect(seen).toMatchObject({ status: 'paid', refundedAmount: first.amount });
    expect(seen.lines.map((line) => [line.status, line.refundedAmount])).toEqual([
      [OrderLineStatus.Refunded, first.amount],
      [OrderLineStatus.Booked, null],
    ]);

    const refunded = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      orderLineIds: [paid.lineIds[0]],
      reason: 'Again',
    });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toMatchObject({ code: 'REFUND_LINE_NOT_REFUNDABLE' });

    const rest = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    await approveOk(temple.admin, temple.templeId, rest.id);
    state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('refunded');
    expect(first.amount + rest.amount).toBe(state.order?.totalAmount);
    expect(await paymentOf()).toBe('refunded');
  });

  it('rejects with a reason: no money moves and the lines are free for another refund', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const requested = await requestRefundOk(temple.staff, temple.templeId, { orderId: paid.orderId });
    const noReason = await temple.staff.post(refundsPath(temple.templeId, `/${requested.id}/reject`), {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: [{ field: 'reason' }] });

    const rejected = await temple.staff.post(refundsPath(temple.templeId, `/${requested.id}/reject`), {
      reason: 'Seva was performed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Refund>()).toMatchObject({
      status: 'rejected',
      remarks: 'Seva was performed',
      canApprove: false,
    });
    expect((await auditRows(context.db, 'refund.rejected')).at(-1)?.entityId).toBe(String(requested.id));
    const approveRejected = await temple.staff.post(
      refundsPath(temple.templeId, `/${requested.id}/approve`),
      {},
    );
    expect(approveRejected.statusCode).toBe(409);
    const state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('paid');
    expect(state.lines[0]?.status).toBe(OrderLineStatus.Booked);
    await requestRefundOk(temple.staff, temple.templeId, { orderId: paid.orderId });
  });

  it('a gateway failure marks the refund failed with the reason and changes nothing else; a retry pays it', async () => {
    const limited = await insertSeva(context.db, temple, {
      name: 'Udayasthamana',
      rate: 9000,
      maxLimitPerDay: 5,
    });
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(limited)] });
    const requested = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    const capacityBefore = await capacityOf(context.db, limited);
    failures.left = 1;
    const failed = await approveOk(temple.admin, temple.templeId, requested.id);
    expect(failed).toMatchObject({
      status: 'failed',
      canApprove: true,
      canReject: true,
      gatewayRefundId: null,
    });
    expect(failed.remarks).toContain('The bank is not reachable');
    let state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('paid');
    expect(state.lines[0]?.status).toBe(OrderLineStatus.Booked);
    expect(await capacityOf(context.db, limited)).toEqual(capacityBefore);
    expect((await auditRows(context.db, 'refund.failed')).at(-1)?.entityId).toBe(String(requested.id));

    // The failed refund still holds its line: no second refund of it until it is retried or rejected.
    const meanwhile = await temple.admin.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      reason: 'x',
    });
    expect(meanwhile.statusCode).toBe(409);

    const retried = await approveOk(temple.admin, temple.templeId, requested.id);
    expect(retried.status).toBe('processed');
    state = await refundState(context, paid.orderId);
    expect(state.order?.status).toBe('refunded');
    expect((await capacityOf(context.db, limited)).booked).toBe(capacityBefore.booked - 1);
  });

  it('gives the last place of a day back exactly once: the day can be booked again', async () => {
    const lastPlace = await insertSeva(context.db, temple, {
      name: 'Chuttuvilakku',
      rate: 10_000,
      maxLimitPerDay: 1,
    });
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(lastPlace)] });
    const { client: second } = await aLoggedInDevotee(context.app, context.db);
    const full = await second.post('/api/v1/checkout', { lines: [aCartLine(lastPlace)] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SEVA_FULL' });

    const requested = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    await approveOk(temple.admin, temple.templeId, requested.id);
    expect(await capacityOf(context.db, lastPlace)).toMatchObject({ booked: 0, held: 0, capacity: 1 });

    const again = await temple.admin.post(refundsPath(temple.templeId, `/${requested.id}/approve`), {});
    expect(again.statusCode).toBe(409);
    expect((await capacityOf(context.db, lastPlace)).booked).toBe(0);

    const rebooked = await checkoutOk(second, { lines: [aCartLine(lastPlace)] });
    expect(rebooked.orders[0]?.status).toBe('pending');
    expect(await capacityOf(context.db, lastPlace, PERFORM_DATE)).toMatchObject({ booked: 1, held: 1 });
    const evaluation = await second.post('/api/v1/cart/evaluate', { lines: [aCartLine(lastPlace)] });
    expect(JSON.stringify(evaluation.json())).toContain('SEVA_FULL');
  });

  it.each([
    { mode: PaymentMode.Cash, type: 1 },
    { mode: PaymentMode.Upi, type: 1 },
    { mode: PaymentMode.BankTransfer, type: 0 },
  ])(
    'records a temple-paid refund for payment mode $mode: no gateway, no gateway refund id',
    async ({ mode }) => {
      const { orderId } = await insertOrder(context.db, {
        templeId: temple.templeId,
        sevaId,
        paymentMode: mode,
        // Straight into the tables, this order took no place on any day: nothing to give back.
        performDate: null,
        mobile: '9800012345',
      });
      const requested = await requestRefundOk(temple.admin, temple.templeId, { orderId });
      expect(requested).toMatchObject({ method: 'offline', gateway: null, amount: 5000 });
      const approved = await approveOk(temple.admin, temple.templeId, requested.id);
      expect(approved).toMatchObject({ status: 'processed', gatewayRefundId: null, orderStatus: 'refunded' });
    },
  );
});
