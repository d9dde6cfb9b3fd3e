import type { CancellationRequest, RefundList } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  checkoutOk,
  dayAfterBooking,
  insertSeva,
} from '../../test/booking-builders.ts';
import { aPaidBooking, aRefundTemple, type RefundTemple, refundsPath } from '../../test/refund-builders.ts';
import { auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/** Issue #18: a devotee asks the temple to cancel their booking; the temple's refunds list gets it. */
describe('a devotee asks to cancel a booking', () => {
  let context: TestContext;
  let temple: RefundTemple;
  let devotee: TestClient;
  let stranger: TestClient;
  let sevaId: number;

  const ask = (client: TestClient, orderId: number, reason = 'We cannot travel that week') =>
    client.post(`/api/v1/me/orders/${orderId}/cancellation-request`, { reason });

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aRefundTemple(context, { name: 'Sree Padmanabha' });
    ({ client: devotee } = await aLoggedInDevotee(context.app, context.db));
    ({ client: stranger } = await aLoggedInDevotee(context.app, context.db));
    sevaId = await insertSeva(context.db, temple, { name: 'Pushpanjali', rate: 5000, maxLimitPerDay: null });
  });
  afterAll(async () => context.close());

  it('makes a refund request of the sevas still to come, marked as the devotee’s, once, audited', async () => {
    const paid = await aPaidBooking(context, devotee, {
      lines: [aCartLine(sevaId), aCartLine(sevaId, { devoteeName: 'Ravi' })],
    });
    // One seva is already performed: it is not asked for.
    await context.db
      .update(orderLines)
      .set({ performedAt: BOOKING_NOW })
      .where(eq(orderLines.id, paid.lineIds[1] ?? 0));

    const response = await ask(devotee, paid.orderId);
    expect(response.statusCode, response.body).toBe(201);
    const asked = response.json<CancellationRequest>();
    expect(asked).toMatchObject({ orderId: paid.orderId, status: 'requested' });

    const list = (await temple.staff.get(refundsPath(temple.templeId))).json<RefundList>();
    const listed = list.items.find((item) => item.id === asked.refundId);
    expect(listed).toMatchObject({
      orderNumber: paid.orderNumber,
      reason: 'We cannot travel that week',
      status: 'requested',
      lineCount: 1,
      isAskedByDevotee: true,
      amount: asked.amount,
    });
    const audit = await auditRows(context.db, 'refund.cancellation_requested');
    expect(audit.at(-1)).toMatchObject({ entityId: String(asked.refundId), templeId: temple.templeId });

    const again = await ask(devotee, paid.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CANCELLATION_ALREADY_REQUESTED' });
  });

  it('a staff refund request is not marked as the devotee’s', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    const staff = await temple.staff.post(refundsPath(temple.templeId), {
      orderId: paid.orderId,
      reason: 'Temple closed',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const list = (await temple.staff.get(refundsPath(temple.templeId))).json<RefundList>();
    expect(list.items.find((item) => item.orderId === paid.orderId)?.isAskedByDevotee).toBe(false);
  });

  it('refuses another devotee’s booking, an unpaid one, a past one and an empty reason', async () => {
    const paid = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    expect((await ask(stranger, paid.orderId)).statusCode).toBe(404);
    expect((await ask(devotee, 999_999)).statusCode).toBe(404);
    const blank = await ask(devotee, paid.orderId, '  ');
    expect(blank.statusCode).toBe(400);

    const unpaid = await checkoutOk(devotee, { lines: [aCartLine(sevaId)] });
    const refused = await ask(devotee, unpaid.orders[0]?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });

    const past = await aPaidBooking(context, devotee, { lines: [aCartLine(sevaId)] });
    await context.db
      .update(orderLines)
      .set({ performDate: dayAfterBooking(-3) })
      .where(eq(orderLines.orderId, past.orderId));
    const late = await ask(devotee, past.orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CANCELLATION_TOO_LATE' });
  });
});
