import {
  type ApprovalList,
  type OrderDetail,
  OrderLineStatus,
  SEVA_APPROVED_MESSAGE,
  SEVA_UPDATED_MESSAGE,
  SevaType,
  type TempleLineResult,
  weekdayOf,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  BOOKING_NOW,
  capacityOf,
  dayAfterBooking,
  insertSeva,
  PERFORM_DATE,
} from '../../test/booking-builders.ts';
import { auditRows, insertOrder } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booker,
  blockDate,
  lastNotice,
  lineRow,
  type OrdersTemple,
  performOnlyOn,
  templeOrder,
} from './temple-order-builders.ts';

/**
 * spec §2 perform-postpone Type 1 (approval) and Type 0 (update) by the temple, spec §4 banners, §6 the
 * approver is the logged-in user, §8 messages; ARCHITECTURE rules 3 (capacity) and 10 (audit).
 */
describe('approvals and staff changes to order lines', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let devotee: Booker;
  let preBookingSeva: number;
  let archanaSeva: number;
  /** Performed on Mondays only. */
  let mondaySeva: number;
  const nextMonday = () =>
    [1, 2, 3, 4, 5, 6, 7].map(dayAfterBooking).find((date) => weekdayOf(date) === 1) ?? '';

  const path = (rest: string) => `/api/v1/temples/${at.templeId}/${rest}`;
  const approve = (lineId: number, body: unknown, client = at.staff) =>
    client.post(path(`order-lines/${lineId}/approve`), body);

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context);
    devotee = await aBooker(context);
    preBookingSeva = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      rate: 25_000,
      maxLimitPerDay: 1,
      sevaType: SevaType.PreBooking,
    });
    archanaSeva = await insertSeva(context.db, at.temple, { name: 'Archana', maxLimitPerDay: 2 });
    mondaySeva = await insertSeva(context.db, at.temple, { name: 'Somavara Pooja' });
    await performOnlyOn(context, at.templeId, mondaySeva, [1]);
  });
  afterAll(async () => context.close());

  describe('pre-booking approval (Type 1)', () => {
    it('lists paid pre-bookings awaiting a date, oldest first, with the minimum date and the booker', async () => {
      const first = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Anand') });
      const unpaid = await aBooking(context, devotee, preBookingSeva, {
        line: aPreBookingLine('Unpaid'),
        pay: false,
      });
      const response = await at.clerk.get(path('approvals?kind=pre-booking'));
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json<ApprovalList>();
      expect(list.showPanchangam).toBe(true);
      expect(list.items.map((item) => item.lineId)).toContain(first.lineId);
      expect(list.items.map((item) => item.lineId)).not.toContain(unpaid.lineId);
      expect(list.items.find((item) => item.lineId === first.lineId)).toMatchObject({
        orderNumber: first.orderNumber,
        sevaName: 'Udayasthamana Pooja',
        devoteeName: 'Anand',
        performDate: null,
        status: OrderLineStatus.AwaitingApproval,
        banner: '',
        minPerformDate: dayAfterBooking(0),
        booker: { userId: devotee.user.id, mobile: devotee.user.mobile },
      });
      const vazhipad = await at.clerk.get(path('approvals?kind=vazhipad'));
      expect(vazhipad.json<ApprovalList>().items.map((item) => item.lineId)).not.toContain(first.lineId);
      const search = await at.clerk.get(path(`approvals?kind=pre-booking&q=${first.orderNumber}`));
      expect(search.json<ApprovalList>().items.map((item) => item.lineId)).toEqual([first.lineId]);
      expect((await at.clerk.get(path('approvals?kind=other'))).statusCode).toBe(400);
      expect(
        (await at.clerk.get(path('approvals?kind=pre-booking&from=2030-02-02&to=2030-02-01'))).statusCode,
      ).toBe(400);
    });

    it('refuses dates the booking rules refuse, bad input, and staff without the right, changing nothing', async () => {
      const booked = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Refused') });
      const wrongDay = [1, 2, 3, 4, 5, 6, 7].map(dayAfterBooking).find((date) => weekdayOf(date) !== 1);
      await blockDate(context, at.templeId, preBookingSeva, dayAfterBooking(20));
      const cases: [unknown, number, string][] = [
        [{ performDate: dayAfterBooking(-1) }, 400, 'BEFORE_MIN_PERFORM_DATE'],
        [{ performDate: dayAfterBooking(400) }, 400, 'TOO_FAR_AHEAD'],
        [{ performDate: dayAfterBooking(20) }, 409, 'DATE_BLOCKED'],
        [{ performDate: PERFORM_DATE, starId: 29 }, 400, 'VALIDATION_FAILED'],
        [{ performDate: '2030-13-01' }, 400, 'VALIDATION_FAILED'],
        [{}, 400, 'VALIDATION_FAILED'],
        [{ performDate: PERFORM_DATE, devoteeName: '  ' }, 400, 'VALIDATION_FAILED'],
      ];
      for (const [body, status, code] of cases) {
        const response = await approve(booked.lineId, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json()).toMatchObject({ code });
      }
      const starResponse = await approve(booked.lineId, { performDate: PERFORM_DATE, starId: 29 });
      expect(JSON.stringify(starResponse.json())).toContain('starId');
      const early = await approve(booked.lineId, { performDate: dayAfterBooking(-1) });
      expect(early.json().detail).toMatch(/earliest date for Udayasthamana Pooja/);

      const forbidden = await approve(booked.lineId, { performDate: PERFORM_DATE }, at.clerk);
      expect(forbidden.statusCode).toBe(403);
      expect(await lineRow(context, booked.lineId)).toMatchObject({
        status: OrderLineStatus.AwaitingApproval,
        performDate: null,
        isApproved: false,
      });
      expect((await capacityOf(context.db, preBookingSeva, PERFORM_DATE)).booked).toBe(0);

      // The weekday rule of a seva performed on Mondays only, on a booked regular line.
      const monday = await aBooking(context, devotee, mondaySeva, { line: { performDate: nextMonday() } });
      const moved = await at.staff.patch(path(`order-lines/${monday.lineId}`), { performDate: wrongDay });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({ code: 'WEEKDAY_NOT_ALLOWED' });
    });

    it('approves: the allotted date, the approver, the capacity taken, audit, the devotee told and shown "Seva Approved"', async () => {
      const booked = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Lakshmi') });
      const date = dayAfterBooking(10);
      const response = await approve(booked.lineId, {
        performDate: date,
        devoteeName: 'Lakshmi Varma',
        starId: 12,
        remarks: 'Allotted on Ekadasi',
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<TempleLineResult>();
      expect(result.message).toBe(SEVA_APPROVED_MESSAGE);
      expect(result.line).toMatchObject({
        id: booked.lineId,
        performDate: date,
        devoteeName: 'Lakshmi Varma',
        starId: 12,
        description: 'Allotted on Ekadasi',
        status: OrderLineStatus.Booked,
        isApproved: true,
        banner: 'Seva Approved',
        isPerformDateVisible: true,
        decidedById: at.staffUser.id,
        decidedByName: 'Counter Staff',
        canApprove: false,
        canEditDate: true,
      });
      expect(await capacityOf(context.db, preBookingSeva, date)).toMatchObject({ booked: 1, capacity: 1 });
      const [order] = await context.db.select().from(orders).where(eq(orders.id, booked.orderId));
      expect(order?.lastPerformDate).toBe(date);

      const audit = (await auditRows(context.db, 'order-line.approved')).at(-1);
      expect(audit).toMatchObject({
        actorUserId: at.staffUser.id,
        templeId: at.templeId,
        entityId: String(booked.lineId),
        before: { status: OrderLineStatus.AwaitingApproval, performDate: null },
        after: { performDate: date, status: OrderLineStatus.Booked },
      });
      const { notification, sms } = await lastNotice(context, devotee.user.id, 'seva-approved');
      expect(notification).toMatchObject({
        title: 'Seva approved',
        link: `/devotee-transaction-details?orderId=${booked.orderId}`,
      });
      expect(notification?.body).toContain(booked.orderNumber);
      expect(sms).toMatchObject({ toMobile: devotee.user.mobile });

      const mine = await devotee.client.get(`/api/v1/me/orders/${booked.orderId}`);
      expect(mine.json<OrderDetail>().lines[0]).toMatchObject({
        banner: 'Seva Approved',
        performDate: date,
        isPerformDateVisible: true,
      });
      const approved = await at.clerk.get(path('approvals?kind=pre-booking&status=approved'));
      expect(approved.json<ApprovalList>().items[0]).toMatchObject({
        lineId: booked.lineId,
        decidedByName: 'Counter Staff',
        banner: 'Seva Approved',
      });

      const again = await approve(booked.lineId, { performDate: dayAfterBooking(11) }, at.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'LINE_NOT_AWAITING_APPROVAL' });
      expect(again.json().detail).toContain('already approved');
      expect(
        (await at.staff.post(path(`order-lines/${booked.lineId}/reject`), { reason: 'x' })).statusCode,
      ).toBe(409);
      expect((await capacityOf(context.db, preBookingSeva, dayAfterBooking(11))).booked).toBe(0);
    });

    it('refuses a full day (409) and an unpaid booking, changing nothing', async () => {
      const full = dayAfterBooking(10);
      const waiting = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Full') });
      const response = await approve(waiting.lineId, { performDate: full });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SEVA_FULL' });
      expect(await lineRow(context, waiting.lineId)).toMatchObject({ status: 2, performDate: null });
      expect((await capacityOf(context.db, preBookingSeva, full)).booked).toBe(1);

      const unpaid = await aBooking(context, devotee, preBookingSeva, {
        line: aPreBookingLine('Unpaid'),
        pay: false,
      });
      const notPaid = await approve(unpaid.lineId, { performDate: dayAfterBooking(12) });
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ code: 'ORDER_NOT_PAID' });
    });

    it('rejects with a reason: "Seva Rejected", reason kept, audit, the devotee told; an empty reason is refused', async () => {
      const booked = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Rejected') });
      const reject = (body: unknown) => at.staff.post(path(`order-lines/${booked.lineId}/reject`), body);
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        const refused = await reject(body);
        expect(refused.statusCode).toBe(400);
        expect(JSON.stringify(refused.json())).toContain('reason');
      }
      expect(
        (await at.clerk.post(path(`order-lines/${booked.lineId}/reject`), { reason: 'No' })).statusCode,
      ).toBe(403);
      const response = await reject({ reason: 'No date free before the festival' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TempleLineResult>().line).toMatchObject({
        status: OrderLineStatus.Rejected,
        isApproved: true,
        banner: 'Seva Rejected',
        remarks: 'No date free before the festival',
        decidedByName: 'Counter Staff',
      });
      expect((await auditRows(context.db, 'order-line.rejected')).at(-1)).toMatchObject({
        actorUserId: at.staffUser.id,
        after: { status: OrderLineStatus.Rejected, remarks: 'No date free before the festival' },
      });
      const { notification, sms } = await lastNotice(context, devotee.user.id, 'seva-rejected');
      expect(notification?.title).toBe('Seva rejected');
      expect(sms?.body).toContain('No date free before the festival');
      const mine = await devotee.client.get(`/api/v1/me/orders/${booked.orderId}`);
      expect(mine.json<OrderDetail>().lines[0]?.banner).toBe('Seva Rejected');
      const rejected = await at.clerk.get(path('approvals?kind=pre-booking&status=rejected'));
      expect(rejected.json<ApprovalList>().items.map((item) => item.lineId)).toContain(booked.lineId);
      expect((await approve(booked.lineId, { performDate: PERFORM_DATE })).statusCode).toBe(409);
    });

    it("shows a pre-booking's month by the dated rules, as the approve modal's Panchangam opens it", async () => {
      const blocked = dayAfterBooking(25);
      await blockDate(context, at.templeId, preBookingSeva, blocked);
      const response = await at.clerk.get(
        path(`sevas/${preBookingSeva}/availability-calendar?month=${blocked.slice(0, 7)}`),
      );
      expect(response.statusCode, response.body).toBe(200);
      const days = response.json<{ days: { date: string; status: string; reason: string | null }[] }>().days;
      expect(days.find((day) => day.date === blocked)).toMatchObject({ status: 'blocked' });
      const before = days.find((day) => day.date < dayAfterBooking(0));
      if (before) expect(before).toMatchObject({ status: 'closed', reason: 'BEFORE_MIN_PERFORM_DATE' });
    });

    it("answers 404 for another temple's line, through the staff's own temple", async () => {
      const other = await anOrdersTemple(context, { name: 'Other Temple' });
      const booked = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Elsewhere') });
      const response = await other.admin.post(
        `/api/v1/temples/${other.templeId}/order-lines/${booked.lineId}/approve`,
        { performDate: PERFORM_DATE },
      );
      expect(response.statusCode).toBe(404);
      expect(await lineRow(context, booked.lineId)).toMatchObject({ status: 2 });
    });
  });

  describe('vazhipad approval', () => {
    it('lists and approves lines of other sevas awaiting the temple', async () => {
      const { lineId } = await insertOrder(context.db, {
        templeId: at.templeId,
        sevaId: archanaSeva,
        userId: devotee.user.id,
        performDate: null,
        lineStatus: OrderLineStatus.AwaitingApproval,
        devoteeName: 'Vazhipad Devotee',
      });
      const list = await at.clerk.get(path('approvals?kind=vazhipad&q=vazhipad'));
      expect(list.json<ApprovalList>().items.map((item) => item.lineId)).toEqual([lineId]);
      const date = dayAfterBooking(30);
      const response = await approve(lineId, { performDate: date });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TempleLineResult>().line).toMatchObject({
        banner: 'Seva Approved',
        performDate: date,
      });
      expect(await capacityOf(context.db, archanaSeva, date)).toMatchObject({ booked: 1, held: 1 });
    });
  });

  describe('staff edit (Type 0)', () => {
    it("moves a booked line's date, moving its capacity exactly; audited before and after; the devotee told", async () => {
      const booked = await aBooking(context, devotee, archanaSeva, {
        line: { performDate: dayAfterBooking(3) },
      });
      const target = dayAfterBooking(4);
      const before3 = (await capacityOf(context.db, archanaSeva, dayAfterBooking(3))).booked;
      const response = await at.staff.patch(path(`order-lines/${booked.lineId}`), {
        performDate: target,
        devoteeName: 'Ravi K',
        starId: 5,
        remarks: 'Moved at the counter',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TempleLineResult>()).toMatchObject({
        message: SEVA_UPDATED_MESSAGE,
        line: { performDate: target, devoteeName: 'Ravi K', starId: 5, description: 'Moved at the counter' },
      });
      expect((await capacityOf(context.db, archanaSeva, dayAfterBooking(3))).booked).toBe(before3 - 1);
      expect(await capacityOf(context.db, archanaSeva, target)).toMatchObject({ booked: 1, held: 1 });
      expect((await auditRows(context.db, 'order-line.updated')).at(-1)).toMatchObject({
        actorUserId: at.staffUser.id,
        before: { performDate: dayAfterBooking(3), devoteeName: 'Lakshmi Menon' },
        after: { performDate: target, devoteeName: 'Ravi K' },
      });
      const { notification } = await lastNotice(context, devotee.user.id, 'seva-updated');
      expect(notification?.title).toBe('Seva date changed');
    });

    it('refuses a full day, a blocked day and a day before the minimum, moving nothing', async () => {
      const booked = await aBooking(context, devotee, archanaSeva, {
        line: { performDate: dayAfterBooking(5) },
      });
      const full = dayAfterBooking(6);
      await aBooking(context, devotee, archanaSeva, { line: { performDate: full, quantity: 2 } });
      await blockDate(context, at.templeId, archanaSeva, dayAfterBooking(7));
      const edit = (performDate: string) =>
        at.staff.patch(path(`order-lines/${booked.lineId}`), { performDate });
      const fullResponse = await edit(full);
      expect(fullResponse.statusCode).toBe(409);
      expect(fullResponse.json()).toMatchObject({ code: 'SEVA_FULL' });
      expect((await edit(dayAfterBooking(7))).json()).toMatchObject({ code: 'DATE_BLOCKED' });
      expect((await edit(dayAfterBooking(-2))).json()).toMatchObject({ code: 'BEFORE_MIN_PERFORM_DATE' });
      expect(await capacityOf(context.db, archanaSeva, dayAfterBooking(5))).toMatchObject({
        booked: 1,
        held: 1,
      });
      expect((await capacityOf(context.db, archanaSeva, full)).booked).toBe(2);
      expect(await lineRow(context, booked.lineId)).toMatchObject({ performDate: dayAfterBooking(5) });
      expect((await at.clerk.patch(path(`order-lines/${booked.lineId}`), { remarks: 'x' })).statusCode).toBe(
        403,
      );
      expect((await at.staff.patch(path(`order-lines/${booked.lineId}`), {})).statusCode).toBe(400);
    });

    it('edits the name of a line awaiting approval but leaves its date to the approval; moves an approved pre-booking', async () => {
      const waiting = await aBooking(context, devotee, preBookingSeva, { line: aPreBookingLine('Before') });
      const renamed = await at.staff.patch(path(`order-lines/${waiting.lineId}`), { devoteeName: 'After' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const dated = await at.staff.patch(path(`order-lines/${waiting.lineId}`), {
        performDate: PERFORM_DATE,
      });
      expect(dated.statusCode).toBe(409);
      expect(dated.json()).toMatchObject({ code: 'ORDER_LINE_NOT_EDITABLE' });

      const allotted = dayAfterBooking(13);
      expect((await approve(waiting.lineId, { performDate: allotted })).statusCode).toBe(200);
      const moved = await at.staff.patch(path(`order-lines/${waiting.lineId}`), {
        performDate: dayAfterBooking(14),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await capacityOf(context.db, preBookingSeva, allotted)).booked).toBe(0);
      expect((await capacityOf(context.db, preBookingSeva, dayAfterBooking(14))).booked).toBe(1);
      const detail = await templeOrder(at.clerk, at.templeId, waiting.orderId);
      expect(detail.lines[0]).toMatchObject({ performDate: dayAfterBooking(14), banner: 'Seva Approved' });
    });
  });
});
