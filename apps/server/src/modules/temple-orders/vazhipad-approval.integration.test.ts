import {
  type ApprovalList,
  type OrderDetail,
  OrderLineStatus,
  type PaymentSummary,
  SEVA_APPROVED_MESSAGE,
  type SevaDetail,
  type StaffSeva,
  type TempleDashboard,
  type TempleLineResult,
} from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index.ts';
import {
  BOOKING_NOW,
  capacityOf,
  dayAfterBooking,
  insertSeva,
  PERFORM_DATE,
  paymentStatus,
} from '../../test/booking-builders.ts';
import { approveOk, refundsPath, requestRefundOk } from '../../test/refund-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { expireHolds } from '../bookings/expire-holds.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  type Booker,
  lineRow,
  type OrdersTemple,
  payAtGateway,
  setSevaFields,
} from './temple-order-builders.ts';

/**
 * Vazhipad approval (issue #4 §4): a seva whose bookings need the temple's approval. Checkout keeps the
 * devotee's date and holds its place while the line awaits approval (status 2); approving keeps or moves
 * the place; rejecting gives it back once; refunds and expired holds release a place iff one is held.
 */
describe('sevas whose bookings need the temple approval', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let devotee: Booker;
  /** Needs approval, two places a day. */
  let homam: number;

  const path = (rest: string) => `/api/v1/temples/${at.templeId}/${rest}`;
  const approve = (lineId: number, body: unknown) =>
    at.staff.post(path(`order-lines/${lineId}/approve`), body);
  const reject = (lineId: number, reason = 'The melsanthi is away that week') =>
    at.staff.post(path(`order-lines/${lineId}/reject`), { reason });
  const booked = async (date = PERFORM_DATE) => (await capacityOf(context.db, homam, date)).booked;
  const auditOf = async (lineId: number, action: string) =>
    context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(lineId)), eq(auditLog.action, action)));

  beforeAll(async () => {
    context = await createTestContext();
    at = await anOrdersTemple(context);
    devotee = await aBooker(context);
  });
  beforeEach(async () => {
    context.clock.now = BOOKING_NOW;
    homam = await insertSeva(context.db, at.temple, { name: 'Ganapathy Homam', maxLimitPerDay: 2 });
    await setSevaFields(context, homam, { needsApproval: true });
  });
  afterAll(async () => context.close());

  it('is a seva setting the staff set on sevainsert, and the devotee reads it on the seva', async () => {
    const created = await at.admin.post(path('sevas'), { name: 'Kalabham Charthal', rate: 250_000 });
    expect(created.statusCode, created.body).toBe(201);
    const seva = created.json<StaffSeva>();
    expect(seva.needsApproval).toBe(false);

    const changed = await at.admin.patch(path(`sevas/${seva.id}`), { needsApproval: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffSeva>().needsApproval).toBe(true);
    const bad = await at.admin.patch(path(`sevas/${seva.id}`), { needsApproval: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'needsApproval' }] });
    expect((await at.admin.get(path(`sevas/${seva.id}`))).json<StaffSeva>().needsApproval).toBe(true);

    const made = await at.admin.post(path('sevas'), {
      name: 'Udayasthamanam',
      rate: 100,
      needsApproval: true,
    });
    expect(made.json<StaffSeva>().needsApproval).toBe(true);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(seva.id)), eq(auditLog.action, 'seva.updated')));
    expect(audit?.before).toMatchObject({ needsApproval: false });
    expect(audit?.after).toMatchObject({ needsApproval: true });

    const publicSeva = await devotee.client.get(`/api/v1/sevas/${homam}`);
    expect(publicSeva.statusCode, publicSeva.body).toBe(200);
    expect(publicSeva.json<SevaDetail>().needsApproval).toBe(true);
  });

  it('checkout writes a dated line awaiting approval that holds its place, listed for the temple', async () => {
    const booking = await aBooking(context, devotee, homam, { line: { quantity: 2 } });
    expect(await lineRow(context, booking.lineId)).toMatchObject({
      status: OrderLineStatus.AwaitingApproval,
      performDate: PERFORM_DATE,
      isApproved: false,
      isAllowEdit: false,
    });
    expect(await capacityOf(context.db, homam)).toMatchObject({ booked: 2, capacity: 2 });

    // The day is full while the temple decides: nobody else can take it.
    const other = await aBooker(context);
    const full = await other.client.post('/api/v1/checkout', {
      lines: [{ sevaId: homam, performDate: PERFORM_DATE, quantity: 1, devoteeName: 'Mohan', starId: 3 }],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SEVA_FULL' });

    const list = (await at.clerk.get(path('approvals?kind=vazhipad'))).json<ApprovalList>();
    expect(list.items.find((item) => item.lineId === booking.lineId)).toMatchObject({
      performDate: PERFORM_DATE,
      status: OrderLineStatus.AwaitingApproval,
      banner: '',
    });
    const preBookings = (await at.clerk.get(path('approvals?kind=pre-booking'))).json<ApprovalList>();
    expect(preBookings.items.map((item) => item.lineId)).not.toContain(booking.lineId);

    const dashboard = (await at.admin.get(path('dashboard'))).json<TempleDashboard>();
    expect(dashboard.pendingApprovals.vazhipads).toBeGreaterThanOrEqual(1);
    expect(dashboard.pendingApprovals.count).toBe(
      dashboard.pendingApprovals.preBookings + dashboard.pendingApprovals.vazhipads,
    );
    expect(dashboard.notificationCounts.pendingApprovals).toBe(dashboard.pendingApprovals.count);

    // spec §4: a pending non-type-3 line shows no banner yet.
    const mine = (await devotee.client.get(`/api/v1/me/orders/${booking.orderId}`)).json<OrderDetail>();
    expect(mine.lines[0]).toMatchObject({ status: OrderLineStatus.AwaitingApproval, banner: '' });
    // payment-success tells the devotee the temple still has to confirm it.
    const summary = (
      await devotee.client.get(`/api/v1/payments/${booking.paymentId}`)
    ).json<PaymentSummary>();
    expect(summary.orders).toEqual([expect.objectContaining({ id: booking.orderId, awaitingApproval: 1 })]);
    // The date it asked for is not yet the pooja's date (spec §4).
    expect(summary.orders[0]?.lines).toEqual([
      expect.objectContaining({ performDate: null, isAwaitingDate: true }),
    ]);
  });

  it('approving the requested date leaves the counter as it is', async () => {
    const booking = await aBooking(context, devotee, homam);
    expect(await booked()).toBe(1);
    const response = await approve(booking.lineId, { performDate: PERFORM_DATE });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TempleLineResult>();
    expect(result.message).toBe(SEVA_APPROVED_MESSAGE);
    expect(result.line).toMatchObject({ status: OrderLineStatus.Booked, banner: 'Seva Approved' });
    expect(await booked()).toBe(1);
    expect(await lineRow(context, booking.lineId)).toMatchObject({
      status: OrderLineStatus.Booked,
      isApproved: true,
      approvedBy: at.staffUser.id,
      performDate: PERFORM_DATE,
    });
    const [audit] = await auditOf(booking.lineId, 'order-line.approved');
    expect(audit?.after).toMatchObject({ capacity: 'kept', performDate: PERFORM_DATE });
    const mine = (await devotee.client.get(`/api/v1/me/orders/${booking.orderId}`)).json<OrderDetail>();
    expect(mine.lines[0]?.banner).toBe('Seva Approved');
  });

  it('approving another date moves the place; a full day refuses and changes nothing', async () => {
    const booking = await aBooking(context, devotee, homam);
    const later = dayAfterBooking(10);
    const moved = await approve(booking.lineId, { performDate: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await booked()).toBe(0);
    expect(await booked(later)).toBe(1);
    expect((await lineRow(context, booking.lineId)).performDate).toBe(later);
    const [audit] = await auditOf(booking.lineId, 'order-line.approved');
    expect(audit?.after).toMatchObject({ capacity: 'moved', performDate: later });

    const second = await aBooking(context, devotee, homam);
    const fullDay = dayAfterBooking(11);
    await aBooking(context, await aBooker(context), homam, {
      line: { performDate: fullDay, quantity: 2 },
    });
    const refused = await approve(second.lineId, { performDate: fullDay });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SEVA_FULL' });
    expect(await booked()).toBe(1);
    expect(await booked(fullDay)).toBe(2);
    expect(await lineRow(context, second.lineId)).toMatchObject({
      status: OrderLineStatus.AwaitingApproval,
      performDate: PERFORM_DATE,
      isApproved: false,
    });
  });

  it('a requested date that has passed cannot be approved as it is, only moved', async () => {
    const booking = await aBooking(context, devotee, homam);
    context.clock.now = new Date(`${dayAfterBooking(9)}T03:00:00Z`);
    const refused = await approve(booking.lineId, { performDate: PERFORM_DATE });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BEFORE_MIN_PERFORM_DATE' });
    expect((await lineRow(context, booking.lineId)).status).toBe(OrderLineStatus.AwaitingApproval);
    const later = dayAfterBooking(12);
    expect((await approve(booking.lineId, { performDate: later })).statusCode).toBe(200);
    expect(await booked()).toBe(0);
    expect(await booked(later)).toBe(1);
  });

  it('staff moving the date of a line awaiting approval (Type 0) moves its place too', async () => {
    const booking = await aBooking(context, devotee, homam);
    const later = dayAfterBooking(13);
    const response = await at.staff.patch(path(`order-lines/${booking.lineId}`), { performDate: later });
    expect(response.statusCode, response.body).toBe(200);
    expect(await booked()).toBe(0);
    expect(await booked(later)).toBe(1);
    expect((await lineRow(context, booking.lineId)).status).toBe(OrderLineStatus.AwaitingApproval);
  });

  it('rejecting gives the place back once, and a refund of the rejected line releases nothing', async () => {
    const booking = await aBooking(context, devotee, homam, { line: { quantity: 2 } });
    expect(await booked()).toBe(2);
    const [first, second] = await Promise.all([reject(booking.lineId), reject(booking.lineId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await booked()).toBe(0);
    expect(await lineRow(context, booking.lineId)).toMatchObject({
      status: OrderLineStatus.Rejected,
      isApproved: true,
    });
    const [audit] = await auditOf(booking.lineId, 'order-line.rejected');
    expect(audit?.after).toMatchObject({
      capacityReleased: [{ sevaId: homam, performDate: PERFORM_DATE, quantity: 2 }],
    });

    // Someone else books the freed places; the refund must not free them a second time.
    await aBooking(context, await aBooker(context), homam, { line: { quantity: 2 } });
    expect(await booked()).toBe(2);
    const refund = await requestRefundOk(at.admin, at.templeId, {
      orderId: booking.orderId,
      orderLineIds: [booking.lineId],
    });
    expect((await approveOk(at.admin, at.templeId, refund.id)).status).toBe('processed');
    expect(await booked()).toBe(2);
    expect((await lineRow(context, booking.lineId)).status).toBe(OrderLineStatus.Refunded);
    const [payout] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(refund.id)), eq(auditLog.action, 'refund.processed')));
    expect(payout?.after).toMatchObject({ capacityReleased: [] });
  });

  it('a refund of a line still awaiting approval gives its place back', async () => {
    const booking = await aBooking(context, devotee, homam);
    expect(await booked()).toBe(1);
    const refund = await requestRefundOk(at.admin, at.templeId, { orderId: booking.orderId });
    const processed = await at.admin.post(refundsPath(at.templeId, `/${refund.id}/approve`), {});
    expect(processed.statusCode, processed.body).toBe(200);
    expect(await booked()).toBe(0);
    expect(await lineRow(context, booking.lineId)).toMatchObject({ status: OrderLineStatus.Refunded });
    // The refunded line is no longer the temple's to decide.
    expect((await approve(booking.lineId, { performDate: PERFORM_DATE })).statusCode).toBe(409);
    expect(await booked()).toBe(0);
  });

  it('an unpaid booking whose hold expires gives its place back once; a late capture takes it again', async () => {
    const booking = await aBooking(context, devotee, homam, { pay: false });
    expect(await booked()).toBe(1);
    const later = new Date(BOOKING_NOW.getTime() + 11 * 60_000);
    const sweeps = await Promise.all([
      expireHolds(context.db, later),
      expireHolds(context.db, later),
      expireHolds(context.db, later),
    ]);
    expect(sweeps.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireHolds(context.db, later)).toBe(0);
    expect(await booked()).toBe(0);
    const [order] = await context.db.select().from(orders).where(eq(orders.id, booking.orderId));
    expect(order?.status).toBe('expired');
    expect((await lineRow(context, booking.lineId)).status).toBe(OrderLineStatus.Cancelled);

    // The payment arrives after all: the place is taken again and the line awaits the temple again.
    context.clock.now = later;
    await payAtGateway(context, devotee, {
      paymentId: booking.paymentId,
    } as Parameters<typeof payAtGateway>[2]);
    expect((await paymentStatus(context.db, booking.paymentId)).orders[0]?.status).toBe('paid');
    expect(await booked()).toBe(1);
    expect((await lineRow(context, booking.lineId)).status).toBe(OrderLineStatus.AwaitingApproval);
  });
});
