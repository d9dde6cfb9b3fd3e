import {
  addDays,
  formatDisplayDate,
  type VqBooking,
  type VqCalendar,
  type VqTempleDetails,
  type VqTokenDetails,
} from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, sessions, smsOutbox, users } from '../../db/schema/index.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import {
  aBooking,
  aLoggedInDevotee,
  anIdProof,
  aTempleTeam,
  bookingRowCounts,
  bookOk,
  insertVqTemple,
  ist,
  setUpQueue,
  slotState,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
  VQ_TODAY,
} from './vq-test-builders.ts';

describe('virtual queue: calendar, booking and cancelling (spec virtual-queue-calendar-details-page, devotee-virtual-qdetails)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let questionId: number;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { name: 'Sree Guruvayurappan Temple', shortCode: 'GVR' });
    team = await aTempleTeam(context.app, context.db, templeId);
    ({ questionId } = await setUpQueue(team));
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = VQ_NOW;
  });

  it('shows the queue and its calendar without a login, each slot with its remaining places', async () => {
    const guest = new TestClient(context.app);
    const details = (await guest.get(`/api/v1/virtual-queue/temples/${templeId}`)).json<VqTempleDetails>();
    expect(details).toMatchObject({
      templeName: 'Sree Guruvayurappan Temple',
      bannerUrl: `/api/v1/images/temple-banner/${templeId}`,
      today: VQ_TODAY,
      lastDate: addDays(VQ_TODAY, 30),
      settings: {
        daysAhead: 30,
        maxPartySize: 5,
        isIdProofRequired: true,
        idProofTypes: ['Aadhaar', 'PAN Card'],
      },
    });
    expect(details.questions.map((question) => [question.label, question.isRequired])).toEqual([
      ['Coming from', true],
      ['Anything we should know', false],
    ]);

    const response = await guest.get(
      `/api/v1/virtual-queue/temples/${templeId}/calendar?from=${VQ_DAY}&to=${VQ_DAY}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [day] = response.json<VqCalendar>().days;
    expect(day).toMatchObject({
      date: VQ_DAY,
      displayDate: formatDisplayDate(VQ_DAY),
      isOpen: true,
      isBlocked: false,
    });
    expect(day?.slots.map((slot) => [slot.startTime, slot.endTime, slot.remaining, slot.state])).toEqual([
      ['06:00', '07:00', 10, 'open'],
      ['09:00', '10:00', 500, 'open'],
      ['18:00', '19:00', 100, 'open'],
    ]);
  });

  it("closes today's slots that are over, and says when a date beyond the window opens", async () => {
    const guest = new TestClient(context.app);
    const beyond = addDays(VQ_TODAY, 31);
    const calendar = (
      await guest.get(`/api/v1/virtual-queue/temples/${templeId}/calendar?from=${VQ_TODAY}&to=${beyond}`)
    ).json<VqCalendar>();
    const today = calendar.days[0];
    expect(today?.slots.map((slot) => slot.state)).toEqual(['closed', 'open', 'open']);
    const last = calendar.days.at(-1);
    expect(last).toMatchObject({
      date: beyond,
      isOpen: false,
      opensOn: addDays(VQ_TODAY, 1),
      opensAt: '06:00',
    });
  });

  it('books a slot for a party: queue number, signed QR token, SMS and notification', async () => {
    const { user, client } = await aLoggedInDevotee(context.app, context.db);
    const before = await slotState(context.db, templeId, VQ_DAY, '09:00');
    const booking = await bookOk(client, aBooking(templeId, questionId));
    const datePart = VQ_DAY.replaceAll('-', '');
    expect(booking).toMatchObject({
      templeId,
      templeName: 'Sree Guruvayurappan Temple',
      templeTimeZone: 'Asia/Kolkata',
      bannerUrl: `/api/v1/images/temple-banner/${templeId}`,
      date: VQ_DAY,
      displayDate: formatDisplayDate(VQ_DAY),
      slot: '09:00 – 10:00',
      noOfDevotees: 2,
      status: 'booked',
      qr: { errorCorrectionLevel: 'M', width: 100 },
      canCancel: true,
      answers: [{ questionId, label: 'Coming from', value: 'Kerala' }],
    });
    expect(booking.queueNumber).toMatch(new RegExp(`^GVR-${datePart}-0900-\\d{3}$`));
    expect(booking.message).toBe(`Darshan booked: token ${booking.queueNumber}`);
    // The QR carries a signed token, never the queue number (ARCHITECTURE rule 6).
    expect(booking.qrText).toMatch(/^[\w-]{18}\.[\w-]{22}$/);
    expect(booking.qrText).not.toContain(booking.queueNumber);
    expect(booking.devotees[0]?.idProofNumber).toMatch(/^•+\d{4}$/);
    expect(await slotState(context.db, templeId, VQ_DAY, '09:00')).toMatchObject({
      booked: before.booked + 2,
      liveDevotees: before.liveDevotees + 2,
    });

    const [sms] = await context.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toMobile, user.mobile ?? ''), eq(smsOutbox.purpose, 'vq-booking-confirmed')));
    expect(sms?.body).toContain(booking.queueNumber);
    expect(sms?.body).toContain(formatDisplayDate(VQ_DAY));
    const [notification] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notification).toMatchObject({
      title: 'Darshan booked',
      link: `/devotee-virtual-qdetails/${booking.id}`,
    });
    expect(notification?.body).toContain(booking.queueNumber);

    const mine = await client.get(`/api/v1/me/virtual-queue-bookings/${booking.id}`);
    expect(mine.json<VqBooking>()).toMatchObject({
      queueNumber: booking.queueNumber,
      qrText: booking.qrText,
    });
    const list = await client.get('/api/v1/me/virtual-queue-bookings?when=upcoming');
    expect(list.json<{ items: VqBooking[]; total: number }>().items.map((item) => item.id)).toEqual([
      booking.id,
    ]);

    // spec booking-token-details: public by the token, without personal data.
    const guest = new TestClient(context.app);
    const token = await guest.get(`/api/v1/virtual-queue/tokens/${encodeURIComponent(booking.qrText)}`);
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json<VqTokenDetails>()).toMatchObject({ queueNumber: booking.queueNumber, noOfDevotees: 2 });
    expect(token.body).not.toContain('Lakshmi');
    const png = await guest.get(booking.qrImageUrl);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const altered = `${booking.qrText.slice(0, -1)}${booking.qrText.endsWith('A') ? 'Q' : 'A'}`;
    expect((await guest.get(`/api/v1/virtual-queue/tokens/${altered}`)).json()).toMatchObject({
      code: 'VQ_TOKEN_INVALID',
    });
  });

  it('answers 401 and writes nothing once the session was ended elsewhere, or the account deactivated', async () => {
    // The route takes the devotee from its memory of the session; the booking's statement checks again.
    const { user, client } = await aLoggedInDevotee(context.app, context.db);
    // A first request (refused as incomplete) makes the route remember the session.
    expect((await client.post('/api/v1/virtual-queue/bookings', {})).statusCode).toBe(400);
    await context.db.delete(sessions).where(eq(sessions.userId, user.id));
    const before = await bookingRowCounts(context.db);
    const response = await client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await bookingRowCounts(context.db)).toEqual(before);

    const other = await aLoggedInDevotee(context.app, context.db);
    expect((await other.client.post('/api/v1/virtual-queue/bookings', {})).statusCode).toBe(400);
    await context.db.update(users).set({ status: 0 }).where(eq(users.id, other.user.id));
    const refused = await other.client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(refused.statusCode, refused.body).toBe(401);
    expect(await bookingRowCounts(context.db)).toEqual(before);
  });

  it('answers and tells a Malayalam devotee in Malayalam (issue #17 §3)', async () => {
    const { user, client } = await aLoggedInDevotee(context.app, context.db);
    expect((await client.patch('/api/v1/me', { language: 'ml' })).statusCode).toBe(200);
    const booking = await bookOk(client, aBooking(templeId, questionId, { startTime: '18:00' }));
    expect(booking.message).toBe(`ദർശനം ബുക്ക് ചെയ്തു: ടോക്കൺ ${booking.queueNumber}`);
    const [sms] = await context.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toMobile, user.mobile ?? ''), eq(smsOutbox.purpose, 'vq-booking-confirmed')));
    expect(sms?.body).toMatch(new RegExp(`^നിങ്ങളുടെ ദർശന ടോക്കൺ ${booking.queueNumber} സ്ഥിരീകരിച്ചു`));
  });

  it('lets a devotee see only their own bookings', async () => {
    const owner = await aLoggedInDevotee(context.app, context.db);
    const other = await aLoggedInDevotee(context.app, context.db);
    const booking = await bookOk(owner.client, aBooking(templeId, questionId, { startTime: '18:00' }));
    expect((await other.client.get(`/api/v1/me/virtual-queue-bookings/${booking.id}`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`)).statusCode,
    ).toBe(404);
  });

  describe('bad input gets a clear message and creates nothing', () => {
    let client: TestClient;
    beforeAll(async () => {
      ({ client } = await aLoggedInDevotee(context.app, context.db));
      const blocked = await team.admin.post(`/api/v1/temples/${templeId}/virtual-queue/blocks`, {
        date: addDays(VQ_DAY, 1),
        reason: 'Temple closed for the eclipse',
      });
      expect(blocked.statusCode, blocked.body).toBe(201);
    });

    const six = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Devotee ${index + 1}`,
        age: 30,
        idProofType: 'Aadhaar',
        idProofNumber: anIdProof(),
      }));

    it.each([
      ['a party of 0', () => ({ devotees: [] }), 400, 'VALIDATION_FAILED', /Add 1 to 20 devotees/],
      [
        'a party above the slot maximum',
        () => ({ devotees: six(6) }),
        400,
        'VQ_PARTY_TOO_LARGE',
        /At most 5 devotees/,
      ],
      [
        'a party above 4 in the 06:00 slot',
        () => ({ startTime: '06:00', devotees: six(5) }),
        400,
        'VQ_PARTY_TOO_LARGE',
        /At most 4 devotees/,
      ],
      [
        'a blocked date',
        () => ({ date: addDays(VQ_DAY, 1) }),
        409,
        'VQ_SLOT_BLOCKED',
        /Temple closed for the eclipse/,
      ],
      [
        'a date that has passed',
        () => ({ date: addDays(VQ_TODAY, -1) }),
        400,
        'VQ_OUTSIDE_BOOKING_WINDOW',
        /has already passed/,
      ],
      [
        'a date beyond the window',
        () => ({ date: addDays(VQ_TODAY, 31) }),
        400,
        'VQ_OUTSIDE_BOOKING_WINDOW',
        new RegExp(`open on ${formatDisplayDate(addDays(VQ_TODAY, 1))} at 06:00`),
      ],
      [
        'a slot that is over',
        () => ({ date: VQ_TODAY, startTime: '06:00' }),
        409,
        'VQ_SLOT_CLOSED',
        /is over/,
      ],
      [
        'a time with no slot',
        () => ({ startTime: '07:30' }),
        404,
        'VQ_SLOT_NOT_FOUND',
        /no darshan slot at 07:30/,
      ],
      [
        'a required answer missing',
        () => ({ answers: [] }),
        400,
        'VQ_ANSWERS_INVALID',
        /Answer "Coming from"/,
      ],
      [
        'an answer not among the choices',
        () => ({ answers: [{ questionId, value: 'Mars' }] }),
        400,
        'VQ_ANSWERS_INVALID',
        /must be one of/,
      ],
      [
        'a devotee without ID proof',
        () => ({ devotees: [{ name: 'Asha', age: 30 }] }),
        400,
        'VQ_DEVOTEES_INVALID',
        /Give the ID proof of Asha/,
      ],
      [
        'one ID proof for two devotees',
        () => {
          const id = anIdProof();
          return {
            devotees: [
              { name: 'Asha', age: 30, idProofType: 'Aadhaar', idProofNumber: id },
              { name: 'Ravi', age: 31, idProofType: 'Aadhaar', idProofNumber: ` ${id} ` },
            ],
          };
        },
        400,
        'VQ_DEVOTEES_INVALID',
        /The same ID proof is given for devotees 1 and 2/,
      ],
      [
        'an age that is not one',
        () => ({ devotees: [{ name: 'Asha', age: 150 }] }),
        400,
        'VALIDATION_FAILED',
        /age/,
      ],
    ])('%s', async (_name, overrides, status, code, detail) => {
      const before = await bookingRowCounts(context.db);
      const response = await client.post(
        '/api/v1/virtual-queue/bookings',
        aBooking(templeId, questionId, overrides()),
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      const body = response.json<{ code: string; detail: string }>();
      expect(body.code).toBe(code);
      expect(body.detail).toMatch(detail);
      expect(await bookingRowCounts(context.db)).toEqual(before);
    });

    it('refuses a temple without IsVirtualQueue', async () => {
      const plain = await insertVqTemple(context.db, { isVirtualQueue: false });
      const response = await client.post('/api/v1/virtual-queue/bookings', aBooking(plain, questionId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'VQ_NOT_OFFERED' });
      expect((await client.get(`/api/v1/virtual-queue/temples/${plain}/calendar`)).json()).toMatchObject({
        code: 'VQ_NOT_OFFERED',
      });
    });

    it('needs a devotee login', async () => {
      const guest = new TestClient(context.app);
      expect(
        (await guest.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId))).statusCode,
      ).toBe(401);
      expect(
        (await team.staff.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId))).statusCode,
      ).toBe(403);
    });
  });

  describe('one person, one booking a day at a temple', () => {
    it('refuses a second booking of the same devotee that day, in any slot', async () => {
      const { client } = await aLoggedInDevotee(context.app, context.db);
      await bookOk(client, aBooking(templeId, questionId));
      const before = await bookingRowCounts(context.db);
      const again = await client.post(
        '/api/v1/virtual-queue/bookings',
        aBooking(templeId, questionId, { startTime: '18:00' }),
      );
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ code: 'VQ_ALREADY_BOOKED' });
      expect(await bookingRowCounts(context.db)).toEqual(before);
      // Another day is fine.
      await bookOk(client, aBooking(templeId, questionId, { date: addDays(VQ_DAY, 2) }));
    });

    it('refuses an ID proof already booked that day by someone else, however it is typed', async () => {
      const first = await aLoggedInDevotee(context.app, context.db);
      const second = await aLoggedInDevotee(context.app, context.db);
      const id = anIdProof();
      await bookOk(
        first.client,
        aBooking(templeId, questionId, {
          devotees: [{ name: 'Asha', age: 30, idProofType: 'Aadhaar', idProofNumber: id }],
        }),
      );
      const slotBefore = await slotState(context.db, templeId, VQ_DAY, '18:00');
      const spaced = `${id.slice(0, 4)} ${id.slice(4, 8)} ${id.slice(8)}`;
      const response = await second.client.post(
        '/api/v1/virtual-queue/bookings',
        aBooking(templeId, questionId, {
          startTime: '18:00',
          devotees: [{ name: 'Asha N', age: 30, idProofType: 'Aadhaar', idProofNumber: spaced }],
        }),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'VQ_ALREADY_BOOKED' });
      // The places the refused statement took were given back with it.
      expect(await slotState(context.db, templeId, VQ_DAY, '18:00')).toMatchObject({
        booked: slotBefore.booked,
      });
    });
  });

  describe('cancelling', () => {
    it('frees the places exactly once, also when two cancels race', async () => {
      const { client, user } = await aLoggedInDevotee(context.app, context.db);
      const booking = await bookOk(client, aBooking(templeId, questionId, { startTime: '06:00' }));
      const held = await slotState(context.db, templeId, VQ_DAY, '06:00');
      const [first, second] = await Promise.all([
        client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`),
        client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toMatchObject({ code: 'VQ_BOOKING_NOT_CANCELLABLE' });
      expect(await slotState(context.db, templeId, VQ_DAY, '06:00')).toMatchObject({
        booked: held.booked - 2,
        liveDevotees: held.liveDevotees - 2,
      });
      const again = await client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(await slotState(context.db, templeId, VQ_DAY, '06:00')).toMatchObject({
        booked: held.booked - 2,
      });
      const [sms] = await context.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.toMobile, user.mobile ?? ''), eq(smsOutbox.purpose, 'vq-booking-cancelled')));
      expect(sms?.body).toContain(booking.queueNumber);
      // The ID proofs and the devotee are free to book that day again.
      await bookOk(
        client,
        aBooking(templeId, questionId, {
          startTime: '06:00',
          devotees: booking.devotees.map((devotee, index) => ({
            name: devotee.name,
            age: devotee.age,
            idProofType: 'Aadhaar',
            idProofNumber: `${index}${anIdProof()}`,
          })),
        }),
      );
    });

    it('is refused once the slot is over', async () => {
      const { client } = await aLoggedInDevotee(context.app, context.db);
      const booking = await bookOk(client, aBooking(templeId, questionId, { startTime: '18:00' }));
      context.clock.now = ist(VQ_DAY, '19:00');
      const response = await client.post(`/api/v1/me/virtual-queue-bookings/${booking.id}/cancel`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'VQ_BOOKING_NOT_CANCELLABLE',
        detail: expect.stringMatching(/slot is over/),
      });
    });
  });

  it('fills a small slot and then answers "slot full" (409)', async () => {
    const date = addDays(VQ_DAY, 3);
    const clients = await Promise.all(
      Array.from({ length: 4 }, () => aLoggedInDevotee(context.app, context.db)),
    );
    const party = (size: number) =>
      Array.from({ length: size }, (_, index) => ({
        name: `D${index}`,
        age: 20,
        idProofType: 'PAN Card',
        idProofNumber: anIdProof(),
      }));
    await bookOk(
      clients[0]!.client,
      aBooking(templeId, questionId, { date, startTime: '06:00', devotees: party(4) }),
    );
    await bookOk(
      clients[1]!.client,
      aBooking(templeId, questionId, { date, startTime: '06:00', devotees: party(4) }),
    );
    const tooMany = await clients[2]!.client.post(
      '/api/v1/virtual-queue/bookings',
      aBooking(templeId, questionId, { date, startTime: '06:00', devotees: party(3) }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'VQ_SLOT_FULL',
      remaining: 2,
      detail: expect.stringMatching(/is full \(2 places left\)/),
    });
    await bookOk(
      clients[2]!.client,
      aBooking(templeId, questionId, { date, startTime: '06:00', devotees: party(2) }),
    );
    const full = await clients[3]!.client.post(
      '/api/v1/virtual-queue/bookings',
      aBooking(templeId, questionId, { date, startTime: '06:00', devotees: party(1) }),
    );
    expect(full.json()).toMatchObject({ code: 'VQ_SLOT_FULL', remaining: 0 });
    expect(await slotState(context.db, templeId, date, '06:00')).toMatchObject({
      booked: 10,
      capacity: 10,
      liveDevotees: 10,
    });
    const calendar = (
      await clients[3]!.client.get(
        `/api/v1/virtual-queue/temples/${templeId}/calendar?from=${date}&to=${date}`,
      )
    ).json<VqCalendar>();
    expect(calendar.days[0]?.slots[0]).toMatchObject({ remaining: 0, state: 'full' });
  });
});
