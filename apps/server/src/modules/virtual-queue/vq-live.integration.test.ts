import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { VqAvailabilityEvent, VqDisplay } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveDayChanges } from '../../lib/live-day-changes.ts';
import { EventReader } from '../../test/event-reader.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { createQueueFactsCache } from './vq-queue-facts.ts';
import { createStreamHub } from './vq-streams.ts';
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
  VQ_TODAY,
} from './vq-test-builders.ts';

/**
 * spec virtual-queue-slot-display-page: the display at the gate over server-sent events, on a real
 * socket (on PostgreSQL through LISTEN/NOTIFY, on the embedded database in memory).
 */
describe('virtual queue: live display and calendar streams', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let questionId: number;
  let baseUrl: string;
  const readers: EventReader[] = [];

  beforeAll(async () => {
    context = await createTestContext();
    // On the day itself, while the 09:00 slot is open.
    context.clock.now = ist(VQ_DAY, '09:05');
    templeId = await insertVqTemple(context.db, { name: 'Display Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    ({ questionId } = await setUpQueue(team));
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await Promise.all(readers.map((reader) => reader.cancel()));
    // Open streams must not hold close() up.
    await context.close();
  });

  async function open(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { 'accept-encoding': 'gzip, br', ...headers },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Compression would buffer the stream.
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = new EventReader(response.body as ReadableStream<Uint8Array>);
    readers.push(reader);
    return reader;
  }

  it('sends a snapshot, then an update after a booking, to every display of the temple', async () => {
    const display = await open(`/api/v1/temples/${templeId}/virtual-queue/display/stream`);
    const second = await open(`/api/v1/temples/${templeId}/virtual-queue/display/stream`);
    const snapshot = await display.next((event) => event.event === 'snapshot');
    expect(display.retry).toBe(3000);
    expect(snapshot.data as VqDisplay).toMatchObject({
      templeId,
      templeName: 'Display Temple',
      date: VQ_DAY,
      current: { startTime: '09:00', endTime: '10:00', capacity: 500, booked: 0, phase: 'open' },
      next: [{ startTime: '18:00', phase: 'upcoming' }],
    });
    await second.next((event) => event.event === 'snapshot');

    const { client } = await aLoggedInDevotee(context.app, context.db);
    await bookOk(client, aBooking(templeId, questionId, { date: VQ_DAY, startTime: '09:00' }));
    const update = await display.next((event) => event.event === 'update');
    expect((update.data as VqDisplay).current).toMatchObject({ booked: 2, waiting: 2, remaining: 498 });
    expect(Number(update.id)).toBeGreaterThan(Number(snapshot.id));
    const other = await second.next((event) => event.event === 'update');
    expect((other.data as VqDisplay).current).toMatchObject({ booked: 2 });
  });

  it('starts a reconnecting display (Last-Event-ID) from a fresh snapshot', async () => {
    const display = await open(`/api/v1/temples/${templeId}/virtual-queue/display/stream`, {
      'last-event-id': '7',
    });
    const snapshot = await display.next((event) => event.event === 'snapshot');
    expect((snapshot.data as VqDisplay).current?.booked).toBeGreaterThanOrEqual(2);
  });

  it("tells the devotee calendar each changed date's remaining places", async () => {
    const calendar = await open(`/api/v1/virtual-queue/temples/${templeId}/calendar/stream`);
    await calendar.next((event) => event.event === 'ready');
    const { client } = await aLoggedInDevotee(context.app, context.db);
    await bookOk(client, aBooking(templeId, questionId, { date: VQ_DAY, startTime: '18:00' }));
    const change = await calendar.next((event) => event.event === 'availability');
    const data = change.data as VqAvailabilityEvent;
    expect(data.date).toBe(VQ_DAY);
    expect(data.slots.find((slot) => slot.startTime === '18:00')).toMatchObject({ booked: 2, remaining: 98 });
  });

  it('answers a temple without a virtual queue with a problem, not a stream', async () => {
    const plain = await insertVqTemple(context.db, { isVirtualQueue: false });
    const response = await fetch(`${baseUrl}/api/v1/temples/${plain}/virtual-queue/display/stream`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'VQ_NOT_OFFERED' });
  });

  it('coalesces a burst of changes into one update, and sends a heartbeat comment on its beat', async () => {
    const log = context.app.log;
    const live = createLiveDayChanges({
      channel: 'nivedya_vq',
      db: context.db,
      databaseUrl: context.config.databaseUrl,
      log,
    });
    const deps = { db: context.db, now: () => context.clock.now, live, facts: createQueueFactsCache() };
    const hub = createStreamHub(deps, log, {
      coalesceMs: 250,
      heartbeatMs: 300,
      refreshMs: 60_000,
      retryMs: 1_000,
    });
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    try {
      await hub.open('display', templeId, sink as unknown as ServerResponse, (listener) =>
        sink.once('close', listener),
      );
      expect(chunks[0]).toBe('retry: 1000\n\n');
      expect(chunks.join('')).toContain('event: snapshot');
      for (let index = 0; index < 5; index += 1) live.publish(templeId, VQ_DAY);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const text = chunks.join('');
      expect(text.match(/event: update/g)).toHaveLength(1);
      expect(text).toContain(': heartbeat\n\n');
    } finally {
      hub.close();
      await live.close();
    }
  });

  it('tells every process of a burst of changes once per temple and day', async () => {
    const live = createLiveDayChanges({
      channel: 'nivedya_vq',
      db: context.db,
      databaseUrl: context.config.databaseUrl,
      log: context.app.log,
    });
    const heard: (string | null)[] = [];
    const stop = await live.subscribe(templeId, (change) => heard.push(change.date));
    try {
      for (let index = 0; index < 20; index += 1) live.publish(templeId, VQ_DAY);
      live.publish(templeId, VQ_TODAY);
      await vi.waitFor(() => expect(heard).toContain(VQ_TODAY));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // In one process (the embedded database) each change is heard as it happens.
      expect(heard.sort()).toEqual(
        context.config.databaseUrl ? [VQ_TODAY, VQ_DAY].sort() : [...Array(20).fill(VQ_DAY), VQ_TODAY].sort(),
      );
    } finally {
      stop();
      await live.close();
    }
  });
});
