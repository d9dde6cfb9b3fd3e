import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConcurrencyGate } from '../lib/concurrency-gate.ts';
import {
  aBooking,
  aLoggedInDevotee,
  aTempleTeam,
  bookingRowCounts,
  insertVqTemple,
  setUpQueue,
  slotState,
  VQ_DAY,
  VQ_NOW,
} from '../modules/virtual-queue/vq-test-builders.ts';
import { aCartLine } from '../test/booking-builders.ts';
import { insertBookableTemple, insertSeva } from '../test/catalogue-builders.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { watched } from '../test/watched-gate.ts';

/**
 * A season's opening (issue #20): more booking requests at once than the gate lets through are answered
 * 503 BOOKING_BUSY with Retry-After at once, write nothing, and go through when tried again.
 */
describe('booking requests beyond what the server serves at once', () => {
  let context: TestContext;
  let templeId: number;
  let questionId: number;
  const gate = createConcurrencyGate({
    concurrent: 1,
    perClient: 2,
    maxWaiting: 3,
    busy: {
      code: 'BOOKING_BUSY',
      message: 'Many devotees are booking at this moment; please try again in a few seconds',
      retryAfterSeconds: 0.5,
    },
  });
  const watchedGate = watched(gate);

  beforeAll(async () => {
    context = await createTestContext({}, { bookings: watchedGate });
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { shortCode: 'ADM' });
    ({ questionId } = await setUpQueue(await aTempleTeam(context.app, context.db, templeId)));
  });
  afterAll(async () => context.close());

  it('lets the line through in turn, refuses the rest with Retry-After, and takes them when they try again', async () => {
    const devotees = await Promise.all(
      Array.from({ length: 20 }, () => aLoggedInDevotee(context.app, context.db)),
    );
    const before: Record<string, number> = await bookingRowCounts(context.db);
    const bodies = devotees.map(() => aBooking(templeId, questionId));
    // A booking already under way holds the one place while the twenty arrive.
    const underWay = await gate.enter('another devotee');
    const sent = devotees.map(({ client }, index) =>
      client.post('/api/v1/virtual-queue/bookings', bodies[index]),
    );
    await vi.waitFor(() => expect(gate.waiting).toBe(3));
    underWay();
    const first = await Promise.all(sent);

    const booked = first.filter((response) => response.statusCode === 201);
    const refused = first.filter((response) => response.statusCode === 503);
    // The three in line were booked in turn; the seventeen who found it full were refused at once.
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ code: 'BOOKING_BUSY', retryAfterSeconds: 0.5 });
      expect(response.headers['retry-after']).toBe('1');
    }
    expect(watchedGate.mostRunning).toBe(1);
    // A refused request wrote nothing: two devotees a booking.
    const afterFirst: Record<string, number> = await bookingRowCounts(context.db);
    expect(afterFirst).toEqual({
      ...before,
      vqBookings: Number(before.vqBookings) + 3,
      vqBookingDevotees: Number(before.vqBookingDevotees) + 6,
      vqAnswers: Number(before.vqAnswers) + 3,
      vqSlotDays: afterFirst.vqSlotDays,
      notifications: Number(before.notifications) + 3,
      smsOutbox: Number(before.smsOutbox) + 3,
      auditLog: afterFirst.auditLog,
      bookedDevotees: Number(before.bookedDevotees) + 6,
    });

    // As the app does: the refused try again, and every one is booked.
    let waiting = devotees.filter((_, index) => first[index]?.statusCode === 503);
    while (waiting.length > 0) {
      const again = await Promise.all(
        waiting.map(({ client }) =>
          client.post(
            '/api/v1/virtual-queue/bookings',
            bodies[devotees.findIndex((each) => each.client === client)],
          ),
        ),
      );
      for (const response of again) expect([201, 503]).toContain(response.statusCode);
      waiting = waiting.filter((_, index) => again[index]?.statusCode === 503);
    }
    expect((await slotState(context.db, templeId, VQ_DAY, '09:00')).booked).toBe(40);
    expect(gate.running + gate.waiting).toBe(0);
  });

  it('puts a checkout in the same line', async () => {
    const temple = await insertBookableTemple(context.db, { name: 'Admission Temple' });
    const sevaId = await insertSeva(context.db, temple, { maxLimitPerDay: 10 });
    const { client } = await aLoggedInDevotee(context.app, context.db);
    // One booking under way and three in line, of other devotees.
    const underWay = await gate.enter('devotee 1');
    const inLine = [2, 3, 4].map((devotee) => gate.enter(`devotee ${devotee}`));
    const response = await client.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    underWay();
    for (const place of inLine) (await place)();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ code: 'BOOKING_BUSY' });
    expect(response.headers['retry-after']).toBe('1');
  });

  it('lets other requests by without waiting in the line', async () => {
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const response = await client.get('/api/v1/me/virtual-queue-bookings');
    expect(response.statusCode, response.body).toBe(200);
    expect(watchedGate.mostRunning).toBe(1);
  });
});
