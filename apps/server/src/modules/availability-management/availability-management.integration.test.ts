import {
  type AvailabilityCalendar,
  PaymentMode,
  type SevaAvailability,
  type SevaAvailabilitySettings,
  type SevaBlockingCreated,
  type SevaBlockingList,
} from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/account-builders.ts';
import { insertSeva, setBooked } from '../../test/catalogue-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

/** 2030-01-10, 08:30 in Kerala; the calendar month tested is February 2030. */
const NOW = new Date('2030-01-10T03:00:00Z');

describe('seva availability settings, details and blocking', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let base: string;
  let sevaId: number;
  let otherSevaId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = NOW;
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['availability.manage', 'blocking.manage'],
    });
    base = `/api/v1/temples/${temple.temple.id}`;
    sevaId = await insertSeva(context.db, temple.temple, { name: 'Nei Payasam', maxLimitPerDay: 10 });
    otherSevaId = await insertSeva(context.db, temple.temple, { name: 'Pushpanjali' });
  });
  afterAll(async () => context.close());

  describe('availability rules (seva-availability-settings)', () => {
    const rules = [
      { kind: 'weekly', weekdays: [3, 1], dailyLimit: 5, remarks: 'Monday and Wednesday' },
      { kind: 'dates', fromDate: '2030-03-01', toDate: '2030-03-10' },
      { kind: 'special', fromDate: '2030-02-20', dailyLimit: 2, remarks: 'Ashtami Rohini' },
    ];

    it('replaces the rule set and answers it with the seva’s day type and limit', async () => {
      const response = await temple.staff.put(`${base}/sevas/${sevaId}/availability-rules`, { rules });
      expect(response.statusCode, response.body).toBe(200);
      const settings = response.json<SevaAvailabilitySettings>();
      expect(settings).toMatchObject({ sevaId, sevaName: 'Nei Payasam', dayType: 1, maxLimitPerDay: 10 });
      expect(settings.rules.map(({ id: _id, ...rule }) => rule)).toEqual([
        {
          kind: 'special',
          weekdays: null,
          fromDate: '2030-02-20',
          toDate: '2030-02-20',
          dailyLimit: 2,
          remarks: 'Ashtami Rohini',
        },
        {
          kind: 'dates',
          weekdays: null,
          fromDate: '2030-03-01',
          toDate: '2030-03-10',
          dailyLimit: null,
          remarks: null,
        },
        {
          kind: 'weekly',
          weekdays: [1, 3],
          fromDate: null,
          toDate: null,
          dailyLimit: 5,
          remarks: 'Monday and Wednesday',
        },
      ]);
      const again = await temple.staff.get(`${base}/sevas/${sevaId}/availability-rules`);
      expect(again.json()).toEqual(settings);
      const [audit] = await auditRows(context.db, 'seva.availability-changed');
      expect(audit?.before).toEqual({ rules: [] });
      expect(audit?.after).toMatchObject({ rules: [{}, {}, {}] });
    });

    it.each([
      [{ rules: [{ kind: 'weekly', weekdays: [] }] }, 'weekdays'],
      [{ rules: [{ kind: 'weekly', weekdays: [1, 1] }] }, 'weekdays'],
      [{ rules: [{ kind: 'weekly', weekdays: [7] }] }, 'weekdays'],
      [{ rules: [{ kind: 'dates', fromDate: '2030-03-10', toDate: '2030-03-01' }] }, 'toDate'],
      [{ rules: [{ kind: 'dates', fromDate: '2030-01-01', toDate: '2031-06-01' }] }, 'toDate'],
      [{ rules: [{ kind: 'special' }] }, 'fromDate'],
      [{ rules: [{ kind: 'monthly' }] }, 'kind'],
      [{ rules: [{ kind: 'special', fromDate: '2030-02-20', dailyLimit: -1 }] }, 'dailyLimit'],
    ])('refuses %j naming %s, changing nothing', async (body, field) => {
      const response = await temple.staff.put(`${base}/sevas/${sevaId}/availability-rules`, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().errors)).toContain(field);
      const stored = await temple.staff.get(`${base}/sevas/${sevaId}/availability-rules`);
      expect(stored.json<SevaAvailabilitySettings>().rules).toHaveLength(3);
    });

    it('needs the availability right to change, not to read', async () => {
      const plain = await aStaffedTemple(context.app, context.db);
      const otherBase = `/api/v1/temples/${plain.temple.id}`;
      const theirSeva = await insertSeva(context.db, plain.temple);
      expect((await plain.staff.get(`${otherBase}/sevas/${theirSeva}/availability-rules`)).statusCode).toBe(
        200,
      );
      const put = await plain.staff.put(`${otherBase}/sevas/${theirSeva}/availability-rules`, { rules: [] });
      expect(put.statusCode).toBe(403);
      // Another temple's seva through this temple is not found.
      expect((await temple.staff.get(`${base}/sevas/${theirSeva}/availability-rules`)).statusCode).toBe(404);
    });
  });

  describe('the month calendar (seva-availability-details)', () => {
    it('shows each day booked against its limit: full, open, blocked, special', async () => {
      await setBooked(context.db, temple.temple, sevaId, '2030-02-04', 5, 5);
      await setBooked(context.db, temple.temple, sevaId, '2030-02-05', 3, 10);
      await temple.staff.post(`${base}/seva-blockings`, {
        sevaId,
        fromDate: '2030-02-10',
        toDate: '2030-02-10',
        reason: 'Temple closed for the Kalasham',
      });
      const response = await temple.staff.get(`${base}/sevas/${sevaId}/availability-calendar?month=2030-02`);
      expect(response.statusCode, response.body).toBe(200);
      const calendar = response.json<AvailabilityCalendar>();
      expect(calendar).toMatchObject({ sevaId, month: '2030-02', totalBooked: 8 });
      expect(calendar.days).toHaveLength(28);
      const day = (date: string) => calendar.days.find((entry) => entry.date === date);
      // Monday: the weekly rule's limit of 5, all taken.
      expect(day('2030-02-04')).toMatchObject({
        weekday: 1,
        limit: 5,
        booked: 5,
        remaining: 0,
        status: 'full',
      });
      // Tuesday: the seva's own limit of 10.
      expect(day('2030-02-05')).toMatchObject({ limit: 10, booked: 3, remaining: 7, status: 'open' });
      expect(day('2030-02-10')).toMatchObject({ status: 'blocked', reason: 'DATE_BLOCKED' });
      expect(day('2030-02-20')).toMatchObject({ isSpecialDate: true, limit: 2, status: 'open' });
      expect(day('2030-02-21')).toMatchObject({ isSpecialDate: false });
    });

    it("defaults to the temple's current month and refuses a bad month", async () => {
      const current = await temple.staff.get(`${base}/sevas/${sevaId}/availability-calendar`);
      const calendar = current.json<AvailabilityCalendar>();
      expect(calendar.month).toBe('2030-01');
      // Days before the earliest bookable day are closed.
      expect(calendar.days[0]).toMatchObject({
        date: '2030-01-01',
        status: 'closed',
        reason: 'BEFORE_MIN_PERFORM_DATE',
      });
      expect(
        (await temple.staff.get(`${base}/sevas/${sevaId}/availability-calendar?month=2030-13`)).statusCode,
      ).toBe(400);
    });
  });

  describe('seva blocking', () => {
    let devoteeId: number;

    beforeAll(async () => {
      const devotee = await insertUser(context.db, { userName: 'Anand Varma', mobile: '9847100001' });
      devoteeId = devotee.id;
      const order = (performDate: string, extra: Partial<Parameters<typeof insertOrder>[1]>) =>
        insertOrder(context.db, {
          templeId: temple.temple.id,
          sevaId,
          sevaName: 'Nei Payasam',
          userId: devoteeId,
          performDate,
          ...extra,
        });
      await order('2030-03-02', { devoteeName: 'Anand', mobile: '9847199999' });
      await order('2030-03-03', { status: 'pending', paymentMode: PaymentMode.BankTransfer });
      await order('2030-03-03', { status: 'pending', paymentMode: PaymentMode.Gateway });
      await order('2030-03-03', { status: 'failed' });
      await order('2030-03-04', { lineStatus: 1 });
      await order('2030-03-09', {});
      await order('2030-03-02', { sevaId: otherSevaId, sevaName: 'Pushpanjali' });
    });

    it('blocks one seva for dates and answers the bookings standing on them', async () => {
      const response = await temple.staff.post(`${base}/seva-blockings`, {
        sevaId,
        fromDate: '2030-03-01',
        toDate: '2030-03-05',
        reason: 'Thantri away',
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<SevaBlockingCreated>();
      expect(created.blocking).toMatchObject({
        seva: { id: sevaId, name: 'Nei Payasam' },
        fromDate: '2030-03-01',
        toDate: '2030-03-05',
        reason: 'Thantri away',
        blockedBy: { id: temple.staffUser.id },
      });
      expect(created.affectedBookings.total).toBe(2);
      expect(created.affectedBookings.items.map((item) => [item.performDate, item.orderStatus])).toEqual([
        ['2030-03-02', 'paid'],
        ['2030-03-03', 'pending'],
      ]);
      expect(created.affectedBookings.items[0]).toMatchObject({
        seva: { id: sevaId, name: 'Nei Payasam' },
        devoteeName: 'Anand',
        starName: expect.any(String),
        contact: { userId: devoteeId, userName: 'Anand Varma', mobile: '9847199999' },
      });
      expect(created.affectedBookings.items[1]?.contact.mobile).toBe('9847100001');

      const [, audit] = await auditRows(context.db, 'seva-blocking.created');
      expect(audit?.after).toMatchObject({ reason: 'Thantri away', affectedBookings: 2 });

      // Devotees now find the dates blocked.
      const devoteeView = await new TestClient(context.app).get(
        `/api/v1/sevas/${sevaId}/availability?from=2030-03-01&to=2030-03-06`,
      );
      const days = devoteeView.json<SevaAvailability>().days;
      expect(days.filter((day) => day.status === 'blocked').map((day) => day.date)).toEqual([
        '2030-03-01',
        '2030-03-02',
        '2030-03-03',
        '2030-03-04',
        '2030-03-05',
      ]);
    });

    it('blocks every seva of the temple, listing every seva’s bookings', async () => {
      const response = await temple.staff.post(`${base}/seva-blockings`, {
        fromDate: '2030-03-02',
        toDate: '2030-03-09',
        reason: 'Renovation',
      });
      const created = response.json<SevaBlockingCreated>();
      expect(created.blocking.seva).toBeNull();
      expect(created.affectedBookings.items.map((item) => item.seva.name).sort()).toEqual([
        'Nei Payasam',
        'Nei Payasam',
        'Nei Payasam',
        'Pushpanjali',
      ]);
      const paged = await temple.staff.get(
        `${base}/seva-blockings/${created.blocking.id}/affected-bookings?offset=3&limit=2`,
      );
      expect(paged.json()).toMatchObject({ total: 4, items: [{ performDate: '2030-03-09' }] });
    });

    it('lists the upcoming blockings, and unblocks', async () => {
      const list = (await temple.staff.get(`${base}/seva-blockings`)).json<SevaBlockingList>();
      expect(list.items.map((item) => item.fromDate)).toEqual(['2030-02-10', '2030-03-01', '2030-03-02']);
      const ofSeva = (
        await temple.staff.get(`${base}/seva-blockings?sevaId=${otherSevaId}`)
      ).json<SevaBlockingList>();
      expect(ofSeva.items.map((item) => item.reason)).toEqual(['Renovation']);
      const last = list.items[2]!;
      expect((await temple.staff.delete(`${base}/seva-blockings/${last.id}`)).statusCode).toBe(204);
      expect((await temple.staff.delete(`${base}/seva-blockings/${last.id}`)).statusCode).toBe(404);
      const [audit] = await auditRows(context.db, 'seva-blocking.deleted');
      expect(audit?.before).toMatchObject({ id: last.id, reason: 'Renovation' });
    });

    it('refuses a past start, a reversed range, no reason, another temple’s seva and staff without the right', async () => {
      const other = await aStaffedTemple(context.app, context.db);
      const theirSeva = await insertSeva(context.db, other.temple);
      const cases: [unknown, string][] = [
        [{ fromDate: '2030-01-09', toDate: '2030-01-12', reason: 'x' }, 'fromDate'],
        [{ fromDate: '2030-03-05', toDate: '2030-03-01', reason: 'x' }, 'toDate'],
        [{ fromDate: '2030-03-05', toDate: '2030-03-06', reason: ' ' }, 'reason'],
        [{ sevaId: theirSeva, fromDate: '2030-03-05', toDate: '2030-03-06', reason: 'x' }, 'sevaId'],
      ];
      for (const [body, field] of cases) {
        const response = await temple.staff.post(`${base}/seva-blockings`, body);
        expect(response.statusCode, field).toBe(400);
        expect(JSON.stringify(response.json().errors)).toContain(field);
      }
      const refused = await other.staff.post(`/api/v1/temples/${other.temple.id}/seva-blockings`, {
        fromDate: '2030-03-05',
        toDate: '2030-03-06',
        reason: 'x',
      });
      expect(refused.statusCode).toBe(403);
    });
  });
});
