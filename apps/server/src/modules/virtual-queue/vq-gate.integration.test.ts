import {
  addDays,
  formatDisplayDate,
  UserType,
  type VqBookingResult,
  type VqConsolidatedReport,
  type VqDailyReport,
  type VqDashboard,
  type VqDetailedReport,
  type VqDevoteeReport,
  type VqGateAdmit,
  type VqGateCheck,
  type VqSummaryReport,
} from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBooking,
  aLoggedInDevotee,
  aTempleTeam,
  bookOk,
  insertVqTemple,
  ist,
  setUpQueue,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
} from './vq-test-builders.ts';

describe('virtual queue: the gate, the dashboard and the reports (spec virtual-queue-slot-checking, -dashboard, -report)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let other: TempleTeam;
  let templeId: number;
  let questionId: number;
  let gate: string;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { name: 'Sree Krishna Temple', shortCode: 'SKT' });
    team = await aTempleTeam(context.app, context.db, templeId);
    ({ questionId } = await setUpQueue(team));
    const otherTemple = await insertVqTemple(context.db, { name: 'Devi Temple', shortCode: 'DVT' });
    other = await aTempleTeam(context.app, context.db, otherTemple);
    gate = `/api/v1/temples/${templeId}/virtual-queue/gate`;
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = VQ_NOW;
  });

  async function aBookingAt(
    startTime: string,
    date = VQ_DAY,
  ): Promise<{ booking: VqBookingResult; mobile: string }> {
    const { client, user } = await aLoggedInDevotee(context.app, context.db);
    context.clock.now = VQ_NOW;
    const booking = await bookOk(client, aBooking(templeId, questionId, { startTime, date }));
    return { booking, mobile: user.mobile ?? '' };
  }

  it('admits a scanned token within its slot window, once, and shows the devotees to let in', async () => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:20');
    const check = await team.staff.post(`${gate}/check`, { token: booking.qrText });
    expect(check.statusCode, check.body).toBe(200);
    const checked = check.json<VqGateCheck>();
    expect(checked.admission).toEqual({ canAdmit: true, code: null, message: null });
    // The gate sees every devotee with the full ID proof, to check it.
    expect(checked.booking.devotees.map((devotee) => devotee.idProofNumber)).toEqual(
      booking.devotees.map(() => expect.stringMatching(/^\d{12}$/)),
    );

    const admitted = await team.staff.post(`${gate}/admit`, { token: booking.qrText, gate: 'East gate' });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json<VqGateAdmit>()).toMatchObject({
      message: `Admit 2 devotees: ${booking.queueNumber}`,
      booking: { status: 'admitted', admittedGate: 'East gate', admittedByName: 'Gate Staff' },
    });

    context.clock.now = ist(VQ_DAY, '09:40');
    const again = await team.admin.post(`${gate}/admit`, { token: booking.qrText });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VQ_ALREADY_ADMITTED',
      detail: 'Already admitted at 09:20 at East gate by Gate Staff',
      gate: 'East gate',
      admittedByName: 'Gate Staff',
    });
    const rows = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vq-booking.admitted'), eq(auditLog.entityId, String(booking.id))));
    expect(rows).toHaveLength(1);
  });

  it('admits once when scans race', async () => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:05');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 === 0 ? team.staff : team.admin).post(`${gate}/admit`, {
          token: booking.qrText,
          gate: `Gate ${index}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'VQ_ALREADY_ADMITTED',
        detail: expect.stringMatching(/^Already admitted at 09:05 at Gate \d by /),
      });
    }
  });

  it.each([
    [
      '15 minutes before the grace',
      '08:44',
      'VQ_OUTSIDE_SLOT_WINDOW',
      'This token is for the 09:00 – 10:00 slot; entry opens at 08:45',
    ],
    [
      'after the grace',
      '10:15',
      'VQ_OUTSIDE_SLOT_WINDOW',
      'This token was for the 09:00 – 10:00 slot; entry closed at 10:15',
    ],
  ])('refuses a token %s with the reason', async (_name, time, code, detail) => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, time);
    const response = await team.staff.post(`${gate}/admit`, { token: booking.qrText });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code, detail });
    const check = await team.staff.post(`${gate}/check`, { token: booking.qrText });
    expect(check.json<VqGateCheck>().admission).toEqual({ canAdmit: false, code, message: detail });
  });

  it('admits within the grace on either side', async () => {
    const early = await aBookingAt('18:00');
    context.clock.now = ist(VQ_DAY, '17:45');
    expect((await team.staff.post(`${gate}/admit`, { token: early.booking.qrText })).statusCode).toBe(200);
    const late = await aBookingAt('18:00');
    context.clock.now = ist(VQ_DAY, '19:14');
    expect((await team.staff.post(`${gate}/admit`, { token: late.booking.qrText })).statusCode).toBe(200);
  });

  it('refuses a token of another date', async () => {
    const { booking } = await aBookingAt('09:00', addDays(VQ_DAY, 1));
    context.clock.now = ist(VQ_DAY, '09:10');
    const response = await team.staff.post(`${gate}/admit`, { token: booking.qrText });
    expect(response.json()).toMatchObject({
      code: 'VQ_WRONG_DATE',
      detail: `This token is for ${formatDisplayDate(addDays(VQ_DAY, 1))}, not today (${formatDisplayDate(VQ_DAY)})`,
    });
  });

  it('refuses staff without the gate right, and admits nothing', async () => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:10');
    const clerk = await insertUser(context.db, {
      userType: UserType.TempleStaff,
      templeId: team.templeId,
      userName: 'Counter Clerk',
    });
    const client = await logInAs(context.app, clerk);
    for (const path of ['check', 'admit']) {
      const response = await client.post(`${gate}/${path}`, { token: booking.qrText });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await client.get(`/api/v1/temples/${team.templeId}/virtual-queue/reports/daily`)).statusCode,
    ).toBe(403);
    expect((await team.staff.post(`${gate}/admit`, { token: booking.qrText })).statusCode).toBe(200);
  });

  it("refuses a token of another temple at that temple's gate, telling nothing of its devotees", async () => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:10');
    const response = await other.staff.post(`/api/v1/temples/${other.templeId}/virtual-queue/gate/admit`, {
      token: booking.qrText,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'VQ_WRONG_TEMPLE',
      detail: `This token is for Sree Krishna Temple on ${formatDisplayDate(VQ_DAY)}`,
    });
    expect(response.body).not.toContain('Lakshmi');
    // …and the booking is still waiting at its own gate.
    expect((await team.staff.post(`${gate}/admit`, { token: booking.qrText })).statusCode).toBe(200);
  });

  it.each([
    ['a forged token', () => 'AAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA'],
    ['the queue number in the QR', (booking: VqBookingResult) => booking.queueNumber],
    ['an altered booking id', (booking: VqBookingResult) => `B${booking.qrText.slice(1)}`],
    [
      'an altered MAC',
      (booking: VqBookingResult) =>
        `${booking.qrText.slice(0, -2)}${booking.qrText.endsWith('AA') ? 'BB' : 'AA'}`,
    ],
    [
      'spare bits changed',
      (booking: VqBookingResult) => {
        const last = booking.qrText.at(-1) ?? 'A';
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        return `${booking.qrText.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
      },
    ],
  ])('refuses %s', async (_name, forge) => {
    const { booking } = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:10');
    const response = await team.staff.post(`${gate}/admit`, { token: forge(booking) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VQ_TOKEN_INVALID' });
    expect((await team.staff.post(`${gate}/check`, { token: forge(booking) })).json()).toMatchObject({
      code: 'VQ_TOKEN_INVALID',
    });
  });

  it('lets staff type the queue number or the mobile number', async () => {
    const first = await aBookingAt('09:00');
    const second = await aBookingAt('09:00');
    context.clock.now = ist(VQ_DAY, '09:30');
    const typed = first.booking.queueNumber.toLowerCase().replace(/-/g, '- ');
    const byNumber = await team.staff.post(`${gate}/admit`, { queueNumber: typed });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json<VqGateAdmit>().booking.id).toBe(first.booking.id);
    const byMobile = await team.staff.post(`${gate}/check`, { mobile: `+91 ${second.mobile}` });
    expect(byMobile.statusCode, byMobile.body).toBe(200);
    expect(byMobile.json<VqGateCheck>()).toMatchObject({
      booking: { id: second.booking.id },
      admission: { canAdmit: true },
    });
    expect(
      (await team.staff.post(`${gate}/check`, { queueNumber: 'SKT-20000101-0900-001' })).statusCode,
    ).toBe(404);
    // Another temple's staff cannot find these bookings by number.
    const elsewhere = await other.staff.post(`/api/v1/temples/${other.templeId}/virtual-queue/gate/check`, {
      queueNumber: second.booking.queueNumber,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a cancelled booking', async () => {
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const booking = await bookOk(client, aBooking(templeId, questionId, { startTime: '18:00' }));
    expect((await client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`)).statusCode).toBe(
      200,
    );
    context.clock.now = ist(VQ_DAY, '18:10');
    expect((await team.staff.post(`${gate}/admit`, { token: booking.qrText })).json()).toMatchObject({
      code: 'VQ_BOOKING_CANCELLED',
    });
  });

  describe('dashboard and reports', () => {
    const date = addDays(VQ_DAY, 5);
    let bookings: VqBookingResult[];

    beforeAll(async () => {
      bookings = [];
      for (const startTime of ['06:00', '06:00', '09:00', '09:00', '18:00']) {
        bookings.push((await aBookingAt(startTime, date)).booking);
      }
      // One admitted in each morning slot; the 18:00 one cancelled.
      context.clock.now = ist(date, '06:10');
      expect((await team.staff.post(`${gate}/admit`, { token: bookings[0]?.qrText })).statusCode).toBe(200);
      context.clock.now = ist(date, '09:10');
      expect((await team.staff.post(`${gate}/admit`, { token: bookings[2]?.qrText })).statusCode).toBe(200);
      const cancel = await team.admin.post(
        `/api/v1/temples/${templeId}/virtual-queue/bookings/${bookings[4]?.id}/cancel`,
        {
          reason: 'Asked at the counter',
        },
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
    });

    it("counts today's slots: booked, admitted, remaining and no-shows so far", async () => {
      context.clock.now = ist(date, '09:30');
      const response = await team.staff.get(
        `/api/v1/temples/${templeId}/virtual-queue/dashboard?date=${date}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const dashboard = response.json<VqDashboard>();
      const pick = dashboard.slots.map((slot) => [
        slot.startTime,
        slot.bookings,
        slot.booked,
        slot.admitted,
        slot.waiting,
        slot.noShows,
        slot.cancelled,
        slot.remaining,
        slot.phase,
      ]);
      expect(pick).toEqual([
        ['06:00', 2, 4, 2, 0, 2, 0, 6, 'closed'],
        ['09:00', 2, 4, 2, 2, 0, 0, 496, 'open'],
        ['18:00', 0, 0, 0, 0, 0, 2, 100, 'upcoming'],
      ]);
      expect(dashboard.totals).toMatchObject({
        capacity: 610,
        bookings: 4,
        booked: 8,
        admitted: 4,
        noShows: 2,
      });
    });

    it('reports per date, per slot, consolidated, per booking and per devotee, with totals', async () => {
      context.clock.now = ist(addDays(date, 1), '08:00');
      const base = `/api/v1/temples/${templeId}/virtual-queue/reports`;
      const range = `from=${date}&to=${date}`;
      const summary = (await team.staff.get(`${base}/summary?${range}`)).json<VqSummaryReport>();
      expect(summary.rows).toEqual([
        { date, slots: 3, capacity: 610, bookings: 4, booked: 8, admitted: 4, noShows: 4, cancelled: 2 },
      ]);
      expect(summary.totals).toMatchObject({ bookings: 4, booked: 8, admitted: 4, noShows: 4, cancelled: 2 });

      const daily = (await team.staff.get(`${base}/daily?${range}`)).json<VqDailyReport>();
      expect(daily.rows.map((row) => [row.startTime, row.booked, row.admitted, row.noShows])).toEqual([
        ['06:00', 4, 2, 2],
        ['09:00', 4, 2, 2],
        ['18:00', 0, 0, 0],
      ]);
      const consolidated = (
        await team.staff.get(`${base}/consolidated?from=${date}&to=${addDays(date, 1)}`)
      ).json<VqConsolidatedReport>();
      expect(consolidated.rows[0]).toMatchObject({
        startTime: '06:00',
        days: 2,
        capacity: 20,
        booked: 4,
        utilisation: 20,
      });

      const detailed = (await team.staff.get(`${base}/detailed?${range}&limit=2`)).json<VqDetailedReport>();
      expect(detailed.total).toBe(5);
      expect(detailed.rows).toHaveLength(2);
      expect(detailed.totals).toEqual({ bookings: 4, devotees: 8, admitted: 4, noShows: 4, cancelled: 2 });
      expect(detailed.rows[0]).toMatchObject({
        queueNumber: bookings[0]?.queueNumber,
        status: 'admitted',
        answers: 'Coming from: Kerala',
      });
      const noShows = (
        await team.staff.get(`${base}/detailed?${range}&status=no-show`)
      ).json<VqDetailedReport>();
      expect(noShows.rows.map((row) => row.queueNumber).sort()).toEqual(
        [bookings[1]?.queueNumber, bookings[3]?.queueNumber].sort(),
      );

      const devotees = (await team.staff.get(`${base}/devotees?${range}`)).json<VqDevoteeReport>();
      expect(devotees.total).toBe(10);
      expect(devotees.totals).toEqual({ devotees: 8, admitted: 4, noShows: 4, cancelled: 2 });
      expect(devotees.rows[0]).toMatchObject({
        name: 'Lakshmi Menon',
        idProofType: 'Aadhaar',
        idProofNumber: expect.stringMatching(/^\d{12}$/),
      });
    });

    it('exports CSV and XLSX files', async () => {
      context.clock.now = ist(addDays(date, 1), '08:00');
      const base = `/api/v1/temples/${templeId}/virtual-queue/reports`;
      const csv = await team.staff.get(`${base}/detailed?from=${date}&to=${date}&format=csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="virtual-queue-detailed-report-${date}-to-${date}.csv"`,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Queue number,Date,Slot,Name,Mobile,Devotees,Status,Booked at,Admitted at,Gate,Admitted by,Cancelled at,Answers',
      );
      expect(lines).toHaveLength(6);
      expect(lines[1]).toContain(
        `${bookings[0]?.queueNumber},${formatDisplayDate(date)},06:00 – 07:00,Lakshmi Menon`,
      );

      const summary = await team.staff.get(`${base}/summary?from=${date}&to=${date}&format=csv`);
      expect(summary.body.trim().split('\r\n').at(-1)).toBe('Total,3,610,4,8,4,4,2');

      const xlsx = await team.staff.get(`${base}/daily?from=${date}&to=${date}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(xlsx.headers['content-disposition']).toMatch(/filename="virtual-queue-daily-report-.*\.xlsx"/);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('refuses a range over 366 days', async () => {
      const response = await team.staff.get(
        `/api/v1/temples/${templeId}/virtual-queue/reports/summary?from=${date}&to=${addDays(date, 366)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: expect.stringMatching(/366 days/),
      });
    });
  });
});
