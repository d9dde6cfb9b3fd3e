import type { NotificationBroadcast } from '@nivedya/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSmsAdapter } from '../../adapters/sms/sms-adapter.ts';
import type { Database } from '../../db/client.ts';
import {
  notificationBroadcasts,
  notifications,
  smsOutbox,
  users,
  vqBookings,
  vqSlotDays,
} from '../../db/schema/index.ts';
import { backgroundJobsFor } from '../../jobs/background-jobs.ts';
import { insertUser, type TestUser } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  insertOrder,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { BROADCAST_CHUNK, sendDueBroadcasts } from './send-due-broadcasts.ts';

const SEVA_DAY = '2026-12-12';

async function insertQueueToken(
  db: Database,
  templeId: number,
  userId: number,
  date: string,
  startTime: string,
) {
  const [slot] = await db
    .insert(vqSlotDays)
    .values({
      templeId,
      slotDate: date,
      startTime,
      endTime: '23:59',
      startsAt: new Date(`${date}T${startTime}:00+05:30`),
      endsAt: new Date(`${date}T23:59:00+05:30`),
      capacity: 100,
      maxPartySize: 5,
      booked: 1,
      issued: 1,
    })
    .onConflictDoUpdate({
      target: [vqSlotDays.templeId, vqSlotDays.slotDate, vqSlotDays.startTime],
      set: { booked: 2 },
    })
    .returning({ id: vqSlotDays.id });
  await db.insert(vqBookings).values({
    templeId,
    slotDayId: slot!.id,
    slotDate: date,
    userId,
    queueNumber: `Q-${userId}`,
    partySize: 1,
    status: 'booked',
    tokenNonce: `nonce-${userId}`,
    leadName: 'Devotee',
  });
}

/** Every notification row of a broadcast, and how many users have more than one. */
async function reached(db: Database, broadcastId: number) {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.broadcastId, broadcastId));
  const ids = rows.map((row) => row.userId);
  return { total: ids.length, distinct: new Set(ids).size };
}

describe('notification-send: segments, scheduling, and the sending job', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let url: string;
  let sevaId: number;
  let otherSevaId: number;
  let onSevaDay: TestUser;
  let otherSeva: TestUser;
  let inQueue: TestUser;
  let follower: TestUser;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = new Date('2026-12-01T04:00:00Z');
    temple = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    url = `/api/v1/temples/${temple.temple.id}/notifications`;
    sevaId = await insertSeva(context.db, temple.temple);
    otherSevaId = await insertSeva(context.db, temple.temple);
    onSevaDay = await insertUser(context.db, { userName: 'Seva day', mobile: '9847555001' });
    otherSeva = await insertUser(context.db, { userName: 'Other seva', mobile: '9847555002' });
    inQueue = await insertUser(context.db, { userName: 'In queue', mobile: '9847555003' });
    follower = await insertUser(context.db, { userName: 'No booking', mobile: '9847555004' });
    const templeId = temple.temple.id;
    await insertOrder(context.db, { templeId, sevaId, userId: onSevaDay.id, performDate: SEVA_DAY });
    await insertOrder(context.db, {
      templeId,
      sevaId: otherSevaId,
      userId: otherSeva.id,
      performDate: '2026-12-13',
    });
    // A cancelled line does not make its devotee one of the day's.
    await insertOrder(context.db, {
      templeId,
      sevaId,
      userId: follower.id,
      performDate: SEVA_DAY,
      status: 'failed',
    });
    await insertQueueToken(context.db, templeId, inQueue.id, SEVA_DAY, '05:00');
  });
  afterAll(async () => context.close());

  const send = async (body: Record<string, unknown>) =>
    temple.staff.post(url, { title: 'Message', body: 'Text', ...body });

  it.each([
    ['a pooja on a date', { bookedOn: SEVA_DAY }, () => [onSevaDay.id]],
    ['a seva on any date', { sevaId: () => sevaId }, () => [onSevaDay.id]],
    ['another seva on its date', { sevaId: () => otherSevaId, date: '2026-12-13' }, () => [otherSeva.id]],
    ['a queue slot', { queueSlot: { date: SEVA_DAY, startTime: '05:00' } }, () => [inQueue.id]],
  ])('reaches the devotees of %s, and only them', async (_name, segment, expected) => {
    const audience = Object.fromEntries(
      Object.entries(segment).map(([key, value]) => [key, typeof value === 'function' ? value() : value]),
    );
    const response = await send({ audience });
    expect(response.statusCode, response.body).toBe(201);
    const broadcast = response.json<NotificationBroadcast>();
    expect(broadcast).toMatchObject({ status: 'sent', recipients: expected().length });
    const rows = await context.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, broadcast.id));
    expect(rows.map((row) => row.userId)).toEqual(expected());
  });

  it('refuses a seva of another temple, a slot nobody holds, a past or too distant time: nothing is stored', async () => {
    const other = await aStaffedTemple(context.app, context.db, { rights: [] });
    const foreignSeva = await insertSeva(context.db, other.temple);
    const before = await context.db.$count(notificationBroadcasts);
    const foreign = await send({ audience: { sevaId: foreignSeva } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ field: 'audience.sevaId' });
    expect((await send({ audience: { queueSlot: { date: SEVA_DAY, startTime: '09:00' } } })).statusCode).toBe(
      409,
    );
    const past = await send({ audience: 'all-devotees', sendAt: '2026-11-30T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: 'sendAt' });
    expect((await send({ audience: 'all-devotees', sendAt: '2027-01-15T10:00:00Z' })).statusCode).toBe(400);
    expect((await send({ audience: { bookedOn: '12-12-2026' } })).statusCode).toBe(400);
    expect(await context.db.$count(notificationBroadcasts)).toBe(before);
  });

  it('schedules one for later: nothing goes before its time, the job sends it at its time', async () => {
    const scheduled = await send({
      title: 'Vrischika Mandala Pooja',
      audience: { bookedOn: SEVA_DAY },
      sendAt: '2026-12-01T06:30:00Z',
      sendSms: true,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const broadcast = scheduled.json<NotificationBroadcast>();
    expect(broadcast).toMatchObject({ status: 'scheduled', recipientsTotal: 1, recipients: 0 });
    const [audit] = await auditRows(context.db, 'notification.scheduled');
    expect(audit?.entityId).toBe(String(broadcast.id));
    const job = backgroundJobsFor(context.config).find(
      (candidate) => candidate.name === 'send-notifications',
    )!;
    expect(await job.run(context.db, new Date('2026-12-01T06:29:00Z'))).toMatchObject({ finished: 0 });
    expect(await reached(context.db, broadcast.id)).toEqual({ total: 0, distinct: 0 });
    expect(await job.run(context.db, new Date('2026-12-01T06:30:00Z'))).toMatchObject({ finished: 1 });
    const afterJob = (await temple.staff.get(`${url}/${broadcast.id}`)).json<NotificationBroadcast>();
    expect(afterJob).toMatchObject({ status: 'sent', recipients: 1, smsSent: 1 });
    expect(await reached(context.db, broadcast.id)).toEqual({ total: 1, distinct: 1 });
  });

  it('waits for its time when the clock has not reached it', async () => {
    const scheduled = (
      await send({ audience: 'all-devotees', sendAt: '2026-12-02T04:00:00Z' })
    ).json<NotificationBroadcast>();
    const run = () => sendDueBroadcasts({ db: context.db, sms: outboxSmsAdapter }, () => context.clock.now);
    expect(await run()).toEqual({ chunks: 0, finished: 0 });
    context.clock.now = new Date('2026-12-02T04:00:30Z');
    expect(await run()).toMatchObject({ finished: 1 });
    expect((await temple.staff.get(`${url}/${scheduled.id}`)).json()).toMatchObject({ status: 'sent' });
    context.clock.now = new Date('2026-12-01T04:00:00Z');
  });

  it('cancels a scheduled one before its time (never sent); a sent one cannot be cancelled', async () => {
    const scheduled = (
      await send({ audience: 'all-devotees', sendAt: '2026-12-05T04:00:00Z' })
    ).json<NotificationBroadcast>();
    const cancelled = await temple.staff.post(`${url}/${scheduled.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    context.clock.now = new Date('2026-12-06T04:00:00Z');
    await sendDueBroadcasts({ db: context.db, sms: outboxSmsAdapter }, () => context.clock.now);
    expect(await reached(context.db, scheduled.id)).toEqual({ total: 0, distinct: 0 });
    expect((await temple.staff.post(`${url}/${scheduled.id}/cancel`)).statusCode).toBe(409);
    const sent = (await send({ audience: 'all-devotees' })).json<NotificationBroadcast>();
    expect((await temple.staff.post(`${url}/${sent.id}/cancel`)).statusCode).toBe(409);
    const other = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    expect(
      (await other.staff.get(`/api/v1/temples/${other.temple.id}/notifications/${sent.id}`)).statusCode,
    ).toBe(404);
    context.clock.now = new Date('2026-12-01T04:00:00Z');
  });

  it('a devotee who turned temple SMS off still gets the notification, but no SMS', async () => {
    await context.db.update(users).set({ templeMessagesBySms: false }).where(eq(users.id, onSevaDay.id));
    const before = await context.db.$count(smsOutbox, eq(smsOutbox.toMobile, '9847555001'));
    const sent = (
      await send({ audience: { bookedOn: SEVA_DAY }, sendSms: true })
    ).json<NotificationBroadcast>();
    expect(sent).toMatchObject({ recipients: 1, smsSent: 0 });
    expect(await context.db.$count(smsOutbox, eq(smsOutbox.toMobile, '9847555001'))).toBe(before);
    await context.db.update(users).set({ templeMessagesBySms: true }).where(eq(users.id, onSevaDay.id));
  });
});

describe('notification-send to a large audience: a background job that survives a restart', () => {
  const DEVOTEES = BROADCAST_CHUNK * 2 + 500;
  let context: TestContext;
  let temple: StaffedTemple;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['notifications.send'] });
    const sevaId = await insertSeva(context.db, temple.temple);
    const made = await context.db
      .insert(users)
      .values(
        Array.from({ length: DEVOTEES }, (_, index) => ({
          userName: `Devotee ${index}`,
          mobile: `9${String(100_000_000 + index).padStart(9, '0')}`,
          userType: 4,
          status: 1,
        })),
      )
      .returning({ id: users.id });
    // One paid order each makes them the temple's devotees.
    for (const { id } of made)
      await insertOrder(context.db, { templeId: temple.temple.id, sevaId, userId: id });
  }, 240_000);
  afterAll(async () => context.close());

  it('sends in chunks after answering; a crash midway loses nothing and repeats nothing', async () => {
    const response = await temple.staff.post(`/api/v1/temples/${temple.temple.id}/notifications`, {
      title: 'Mandala season',
      body: 'The temple opens at 3 AM from tomorrow',
      audience: 'all-devotees',
      sendSms: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const broadcast = response.json<NotificationBroadcast>();
    // Answered before the sending: nobody reached yet, the job takes it from here.
    expect(broadcast).toMatchObject({ status: 'sending', recipientsTotal: DEVOTEES, recipients: 0 });

    // The first runner dies after its first chunk, as a server would at a restart.
    const crash = new Error('server stopped');
    await expect(
      sendDueBroadcasts(
        { db: context.db, sms: outboxSmsAdapter },
        () => context.clock.now,
        () => {
          throw crash;
        },
      ),
    ).rejects.toBe(crash);
    const midway = (
      await temple.staff.get(`/api/v1/temples/${temple.temple.id}/notifications/${broadcast.id}`)
    ).json<NotificationBroadcast>();
    expect(midway).toMatchObject({
      status: 'sending',
      recipients: BROADCAST_CHUNK,
      recipientsTotal: DEVOTEES,
    });

    // Two processes take it up at once after the restart.
    const runs = await Promise.all([
      context.app.broadcastSender.runNow(),
      sendDueBroadcasts({ db: context.db, sms: outboxSmsAdapter }, () => context.clock.now),
    ]);
    expect(runs.reduce((sum, run) => sum + run.finished, 0)).toBe(1);
    const done = (
      await temple.staff.get(`/api/v1/temples/${temple.temple.id}/notifications/${broadcast.id}`)
    ).json<NotificationBroadcast>();
    expect(done).toMatchObject({ status: 'sent', recipients: DEVOTEES, smsSent: DEVOTEES });
    expect(await reached(context.db, broadcast.id)).toEqual({ total: DEVOTEES, distinct: DEVOTEES });
    const [sms] = await context.db
      .select({ total: count() })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.purpose, 'temple-notification'), isNotNull(smsOutbox.toMobile)));
    expect(sms?.total).toBe(DEVOTEES);
    // Every one of them is due for a push once.
    const [pending] = await context.db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.broadcastId, broadcast.id), eq(notifications.pushStatus, 'pending')));
    expect(pending?.total).toBe(DEVOTEES);
  }, 120_000);
});
