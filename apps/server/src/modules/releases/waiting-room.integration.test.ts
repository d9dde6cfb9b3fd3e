import { addDays, type Release, type ReleaseInput, type WaitingRoom } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { vqBookings, waitingRoomEntries } from '../../db/schema/index.ts';
import { logInAs } from '../../test/account-builders.ts';
import {
  aCartLine,
  BOOKING_NOW,
  type BookingTemple,
  checkoutOk,
  dayAfterBooking,
  insertBookingTemple,
  insertSeva,
  PERFORM_DATE,
} from '../../test/booking-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
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
  VQ_TODAY,
} from '../virtual-queue/vq-test-builders.ts';

/**
 * Issue #20 §2: a release opens VQ_DAY and the day after at 09:00 on VQ_TODAY. The waiting room opens
 * at 08:45; devotees are put in line and admitted one per 5-second batch (12 a minute), each with ten
 * minutes to book; until 11:00 nobody books those dates without an admission.
 */
const OPENING = ist(VQ_TODAY, '09:00');
const at = (seconds: number) => new Date(OPENING.getTime() + seconds * 1000);

function aRelease(overrides: Partial<ReleaseInput> = {}): ReleaseInput {
  return {
    fromDate: VQ_DAY,
    toDate: addDays(VQ_DAY, 1),
    opensOn: VQ_TODAY,
    opensAt: '09:00',
    waitingMinutes: 15,
    order: 'arrival',
    admitPerMinute: 12,
    windowMinutes: 10,
    openForMinutes: 120,
    ...overrides,
  };
}

describe('a release and its waiting room (issue #20 §2)', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let questionId: number;
  let release: Release;

  const releasesPath = () => `/api/v1/temples/${templeId}/releases`;
  const roomPath = (id = release.id) => `/api/v1/releases/${id}/waiting-room`;

  async function room(client: TestClient, id = release.id): Promise<WaitingRoom> {
    const response = await client.get(roomPath(id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WaitingRoom>();
  }
  async function join(client: TestClient, id = release.id): Promise<WaitingRoom> {
    const response = await client.post(roomPath(id), {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WaitingRoom>();
  }
  async function bookingsOn(date: string) {
    const [row] = await context.db
      .select({ n: count() })
      .from(vqBookings)
      .where(eq(vqBookings.slotDate, date));
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { name: 'Sabarimala Sannidhanam' });
    team = await aTempleTeam(context.app, context.db, templeId);
    ({ questionId } = await setUpQueue(team));
  });
  afterAll(async () => context.close());
  beforeEach(() => {
    context.clock.now = VQ_NOW;
  });

  it('lets the temple administrator mark a release, and refuses a wrong one with what to change', async () => {
    const created = await team.admin.post(releasesPath(), aRelease());
    expect(created.statusCode, created.body).toBe(201);
    release = created.json<Release>();
    expect(release).toMatchObject({
      templeId,
      templeName: 'Sabarimala Sannidhanam',
      fromDate: VQ_DAY,
      toDate: addDays(VQ_DAY, 1),
      opensAt: OPENING.toISOString(),
      waitingOpensAt: at(-15 * 60).toISOString(),
      closesAt: at(120 * 60).toISOString(),
      order: 'arrival',
      admitPerMinute: 12,
      windowMinutes: 10,
      status: 'scheduled',
      arrivals: 0,
      admitted: 0,
    });

    const overlap = await team.admin.post(
      releasesPath(),
      aRelease({ fromDate: addDays(VQ_DAY, 1), toDate: addDays(VQ_DAY, 3) }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'RELEASE_OVERLAP' });

    const backwards = await team.admin.post(
      releasesPath(),
      aRelease({ fromDate: addDays(VQ_DAY, 9), toDate: addDays(VQ_DAY, 8) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ field: 'toDate', message: 'The last date cannot be before the first' }),
    ]);
    const past = await team.admin.post(
      releasesPath(),
      aRelease({ fromDate: addDays(VQ_DAY, 9), toDate: addDays(VQ_DAY, 9), opensAt: '06:00' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      expect.objectContaining({ field: 'opensAt', message: 'The opening must be later than now' }),
    ]);

    // Staff read the releases; only the administrator marks one; another temple's administrator sees none of it.
    const listed = await team.staff.get(releasesPath());
    expect(listed.json<{ items: Release[] }>().items.map((each) => each.id)).toEqual([release.id]);
    expect(
      (
        await team.staff.post(
          releasesPath(),
          aRelease({ fromDate: addDays(VQ_DAY, 20), toDate: addDays(VQ_DAY, 20) }),
        )
      ).statusCode,
    ).toBe(403);
    const otherTemple = await insertVqTemple(context.db);
    const other = await aTempleTeam(context.app, context.db, otherTemple);
    expect((await other.admin.get(releasesPath())).statusCode).toBe(403);
    expect(
      (
        await other.admin.post(
          releasesPath(),
          aRelease({ fromDate: addDays(VQ_DAY, 30), toDate: addDays(VQ_DAY, 30) }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await other.admin.post(`${releasesPath()}/${release.id}/cancel`, {})).statusCode).toBe(403);

    const guest = new TestClient(context.app);
    const live = await guest.get(`/api/v1/temples/${templeId}/releases/live`);
    expect(live.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ id: release.id, status: 'scheduled', templeName: 'Sabarimala Sannidhanam' }),
    ]);
  });

  it('keeps the dates closed until the opening, and the waiting room until its time', async () => {
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const refused = await client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RELEASE_NOT_OPEN', releaseId: release.id });
    expect(await bookingsOn(VQ_DAY)).toBe(0);
    // A date outside the release books as before.
    await bookOk(client, aBooking(templeId, questionId, { date: addDays(VQ_DAY, 5) }));

    expect(await room(client)).toMatchObject({ state: 'notYet', position: null, placesLeft: 2 * 610 });
    const early = await client.post(roomPath(), {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'WAITING_ROOM_NOT_OPEN' });
    expect(early.json().detail).toContain('08:45');
  });

  it('puts devotees in line in the order they came and admits a batch every 5 seconds at the rate set', async () => {
    context.clock.now = at(-10 * 60);
    const first = await aLoggedInDevotee(context.app, context.db);
    const second = await aLoggedInDevotee(context.app, context.db);
    const third = await aLoggedInDevotee(context.app, context.db);
    expect(await join(first.client)).toMatchObject({
      state: 'waiting',
      position: 1,
      estimatedAt: OPENING.toISOString(),
    });
    expect(await join(second.client)).toMatchObject({
      state: 'waiting',
      position: 2,
      estimatedAt: at(5).toISOString(),
    });
    expect(await join(third.client)).toMatchObject({
      state: 'waiting',
      position: 3,
      estimatedAt: at(10).toISOString(),
    });
    expect((await join(second.client)).position).toBe(2);
    const early = await first.client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(early.json()).toMatchObject({ code: 'RELEASE_NOT_OPEN' });

    context.clock.now = OPENING;
    expect(await room(first.client)).toMatchObject({
      state: 'admitted',
      admittedUntil: at(10 * 60).toISOString(),
    });
    expect(await room(second.client)).toMatchObject({
      state: 'waiting',
      position: 1,
      estimatedAt: at(5).toISOString(),
    });
    const booked = await bookOk(first.client, aBooking(templeId, questionId));
    expect(booked.date).toBe(VQ_DAY);
    const notYet = await second.client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toMatchObject({ code: 'WAITING_ROOM_ADMISSION_REQUIRED', releaseId: release.id });
    expect(await bookingsOn(VQ_DAY)).toBe(1);

    // No second batch inside 5 seconds, however often anyone asks.
    context.clock.now = at(4);
    expect((await room(second.client)).state).toBe('waiting');
    context.clock.now = at(5);
    expect((await room(second.client)).state).toBe('admitted');
    expect(await room(third.client)).toMatchObject({ state: 'waiting', position: 1 });

    // A devotee who never joined has no way in while the release admits.
    const latecomer = await aLoggedInDevotee(context.app, context.db);
    const skipped = await latecomer.client.post(
      '/api/v1/virtual-queue/bookings',
      aBooking(templeId, questionId),
    );
    expect(skipped.json()).toMatchObject({ code: 'WAITING_ROOM_ADMISSION_REQUIRED' });
    expect(await join(latecomer.client)).toMatchObject({ position: 2 });

    // The window passes: the second devotee can no longer book, and joining again goes to the back.
    context.clock.now = at(5 + 10 * 60);
    expect((await room(second.client)).state).toBe('expired');
    const lapsed = await second.client.post('/api/v1/virtual-queue/bookings', aBooking(templeId, questionId));
    expect(lapsed.json()).toMatchObject({ code: 'WAITING_ROOM_ADMISSION_REQUIRED' });
    const again = await join(second.client);
    expect(again.state).toBe('waiting');
    const [row] = await context.db
      .select({ place: waitingRoomEntries.place })
      .from(waitingRoomEntries)
      .where(eq(waitingRoomEntries.userId, second.user.id));
    expect(row?.place).toBe(5);
  });

  it('keeps the line in the database: another server process (or this one restarted) goes on from it', async () => {
    const other = await buildApp({ config: context.config, db: context.db, now: () => context.clock.now });
    await other.ready();
    try {
      const devotee = await aLoggedInDevotee(context.app, context.db);
      context.clock.now = at(20 * 60);
      const joined = await join(devotee.client);
      const elsewhere = await logInAs(other, devotee.user);
      const seen = await room(elsewhere);
      expect(seen.position).toBe(joined.position);
      expect(seen.state).toBe(joined.state);
    } finally {
      await other.close();
    }
  });

  it('lets anyone book the dates once the release closes', async () => {
    context.clock.now = at(120 * 60);
    const { client } = await aLoggedInDevotee(context.app, context.db);
    expect((await room(client)).state).toBe('closed');
    await bookOk(client, aBooking(templeId, questionId, { date: addDays(VQ_DAY, 1) }));
  });

  it('draws a random order among those who came before the opening; later arrivals queue behind', async () => {
    const fromDate = addDays(VQ_DAY, 10);
    const created = await team.admin.post(
      releasesPath(),
      aRelease({ fromDate, toDate: fromDate, order: 'random' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const random = created.json<Release>();
    context.clock.now = at(-5 * 60);
    const early = [];
    for (let index = 0; index < 6; index += 1) early.push(await aLoggedInDevotee(context.app, context.db));
    for (const devotee of early) {
      expect(await join(devotee.client, random.id)).toMatchObject({ state: 'waiting', position: null });
    }
    context.clock.now = OPENING;
    const late = await aLoggedInDevotee(context.app, context.db);
    const lateRoom = await join(late.client, random.id);
    const places = [];
    for (const devotee of early) places.push((await room(devotee.client, random.id)).position);
    // One was admitted in the first batch (position 0); the others hold 1…5 in the draw's order.
    expect([...places].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lateRoom.position).toBe(6);

    const cancelled = await team.admin.post(`${releasesPath()}/${random.id}/cancel`, {});
    expect(cancelled.json<Release>().status).toBe('cancelled');
    await bookOk(late.client, aBooking(templeId, questionId, { date: fromDate }));
    expect((await team.admin.post(`${releasesPath()}/${random.id}/cancel`, {})).json()).toMatchObject({
      code: 'RELEASE_NOT_CHANGEABLE',
    });
  });
});

describe("a release of a seva's dates gates its checkout (issue #20 §2)", () => {
  let context: TestContext;
  let team: TempleTeam;
  let temple: BookingTemple;
  let sevaId: number;
  const today = BOOKING_NOW.toISOString().slice(0, 10);
  // BOOKING_NOW is 08:30 in Kerala: the waiting room opens at 09:15, bookings at 09:30.
  const sevaOpening = ist(today, '09:30');

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await insertBookingTemple(context.db, { name: 'Sree Padmanabha Temple' });
    sevaId = await insertSeva(context.db, temple, { name: 'Laksha Deepam', maxLimitPerDay: 50 });
    team = await aTempleTeam(context.app, context.db, temple.templeId);
  });
  afterAll(async () => context.close());

  it('opens the seva on those dates only to devotees let in from its waiting room', async () => {
    const path = `/api/v1/temples/${temple.templeId}/releases`;
    const other = await insertBookingTemple(context.db);
    const strange = await insertSeva(context.db, other);
    const wrong = await team.admin.post(path, {
      sevaId: strange,
      fromDate: PERFORM_DATE,
      toDate: PERFORM_DATE,
      opensOn: today,
      opensAt: '09:30',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SEVA_NOT_IN_TEMPLE',
      errors: [expect.objectContaining({ field: 'sevaId' })],
    });

    const created = await team.admin.post(path, {
      sevaId,
      fromDate: PERFORM_DATE,
      toDate: PERFORM_DATE,
      opensOn: today,
      opensAt: '09:30',
      admitPerMinute: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    const release = created.json<Release>();
    expect(release).toMatchObject({ sevaId, sevaName: 'Laksha Deepam', status: 'scheduled' });
    // The temple's darshan dates are another line: a queue release of the same dates does not overlap it.
    const queue = await team.admin.post(path, {
      fromDate: PERFORM_DATE,
      toDate: PERFORM_DATE,
      opensOn: today,
      opensAt: '10:00',
    });
    expect(queue.statusCode, queue.body).toBe(201);

    const first = await aLoggedInDevotee(context.app, context.db);
    const second = await aLoggedInDevotee(context.app, context.db);
    const early = await first.client.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RELEASE_NOT_OPEN', releaseId: release.id });
    expect(early.json().detail).toContain('Laksha Deepam');
    // Another date of the seva books as before.
    await checkoutOk(first.client, { lines: [aCartLine(sevaId, { performDate: dayAfterBooking(9) })] });

    context.clock.now = new Date(sevaOpening.getTime() - 10 * 60_000);
    const room = await first.client.post(`/api/v1/releases/${release.id}/waiting-room`, {});
    expect(room.json<WaitingRoom>()).toMatchObject({ state: 'waiting', position: 1, placesLeft: null });

    context.clock.now = sevaOpening;
    expect(
      (await first.client.get(`/api/v1/releases/${release.id}/waiting-room`)).json<WaitingRoom>().state,
    ).toBe('admitted');
    await checkoutOk(first.client, { lines: [aCartLine(sevaId)] });
    const refused = await second.client.post('/api/v1/checkout', { lines: [aCartLine(sevaId)] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'WAITING_ROOM_ADMISSION_REQUIRED', releaseId: release.id });

    const live = await new TestClient(context.app).get(`/api/v1/temples/${temple.templeId}/releases/live`);
    expect(live.json<{ items: { sevaId: number | null }[] }>().items.map((each) => each.sevaId)).toEqual([
      sevaId,
      null,
    ]);
  });
});
