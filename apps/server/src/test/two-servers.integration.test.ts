import { randomBytes } from 'node:crypto';
import {
  UserType,
  type VisitLiveStatus,
  type VisitSettings,
  type VqBookingResult,
  type VqDisplay,
} from '@nivedya/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { temples, users, vqSettings, vqSlotTemplates } from '../db/schema/index.ts';
import { createSession, SESSION_COOKIE } from '../modules/auth/session-store.ts';
import { insertUser } from './account-builders.ts';
import { aCartLine, capacityOf, insertBookingTemple, insertSeva } from './booking-builders.ts';
import { CookieJar } from './cookie-jar.ts';
import { EventReader } from './event-reader.ts';
import { fetchWhileBusy } from './fetch-while-busy.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { type ServerProcess, startServerProcess, vapidEnv } from './server-process.ts';
import { grantRights } from './temple-admin-builders.ts';
import { withConcurrency } from './with-concurrency.ts';

/**
 * ARCHITECTURE "Scale", proved: two server processes on two ports and one PostgreSQL, started at the same
 * moment on an empty database, behave as one server to everyone using them.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.info('two-server test skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');

const DEMO_PASSWORD = 'Nivedya@2026';
const CHECKOUTS = 800;
const SEVA_CAPACITY = 120;
const IN_FLIGHT = 200;

/** A browser over real HTTP: keeps its cookies and echoes XSRF-TOKEN on every non-GET, as the web app does. */
class Browser {
  readonly jar = new CookieJar();

  async request(origin: string, method: string, path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.jar.hasXsrfToken) await this.request(origin, 'GET', '/api/health');
    const headers = this.jar.headersFor(method);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.jar.keep({ name: pair.slice(0, separator), value: pair.slice(separator + 1) });
    }
    return response;
  }
}

/** An Etc/GMT zone whose clock now reads between 12:00 and 13:00, so a 06:00–20:00 slot is open. */
function zoneAtMidday(now: Date): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  // The Etc/GMT names count the other way: Etc/GMT-5 is five hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  let servers: [ServerProcess, ServerProcess];
  let startedInMs = 0;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '', 'nivedya_two');
    const databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
    // The same key and settings on both, as a deployment gives every machine; demo data for the logins.
    const env = {
      DATABASE_URL: databaseUrl,
      APP_SECRET: randomBytes(32).toString('base64url'),
      ...vapidEnv(),
      SEED_DEMO_DATA: 'true',
      DATABASE_POOL_SIZE: '8',
      LOG_LEVEL: 'warn',
    };
    const started = performance.now();
    servers = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    startedInMs = performance.now() - started;
    database = await openDatabase(testConfig({ databaseUrl }));
  }, 180_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.close();
    await dropDatabase();
  });

  it('both start at once on an empty database: migrated and seeded once', async () => {
    console.info(`two servers started on an empty database in ${(startedInMs / 1000).toFixed(1)} s`);
    for (const server of servers) {
      const ready = await fetch(`${server.origin}/api/health/ready`);
      expect(ready.status, server.output()).toBe(200);
    }
    const [demoTemples] = await database.db.select({ n: count() }).from(temples);
    expect(demoTemples?.n).toBe(3);
    const [demoAccounts] = await database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.email} like '%@nivedya.demo'`);
    expect(demoAccounts?.n).toBe(5);
  });

  it('a devotee logged in through one is recognised by the other', async () => {
    const [first, second] = servers;
    const devotee = new Browser();
    const login = await devotee.request(first.origin, 'POST', '/api/v1/auth/login', {
      identifier: 'devotee@nivedya.demo',
      password: DEMO_PASSWORD,
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const me = await devotee.request(second.origin, 'GET', '/api/v1/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'devotee@nivedya.demo' });
    // Logging out through the second ends the session on the first too.
    const token = devotee.jar.cookies.get(SESSION_COOKIE) ?? '';
    const out = await devotee.request(second.origin, 'POST', '/api/v1/auth/logout');
    expect(out.status).toBeLessThan(300);
    const stolen = new Browser();
    stolen.jar.cookies.set(SESSION_COOKIE, token);
    expect((await stolen.request(first.origin, 'GET', '/api/v1/me')).status).toBe(401);
  });

  it('wrong passwords spread across both are limited as if on one', async () => {
    const guesser = new Browser();
    const statuses: number[] = [];
    // The limit is 5 failures per identifier and client: 3 through one server, 2 through the other.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = servers[attempt % 2] as ServerProcess;
      const response = await guesser.request(server.origin, 'POST', '/api/v1/auth/login', {
        identifier: 'staff@nivedya.demo',
        password: `not-the-password-${attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a queue token issued by one is admitted by the other, and a display on the first sees it', async () => {
    const [first, second] = servers;
    const now = new Date();
    const [temple] = await database.db
      .insert(temples)
      .values({
        code: 'two-server-queue',
        name: 'Two Server Temple',
        shortCode: 'TWO',
        isVirtualQueue: true,
        timeZone: zoneAtMidday(now),
      })
      .returning({ id: temples.id });
    const templeId = temple!.id;
    await database.db.insert(vqSettings).values({
      templeId,
      daysAhead: 30,
      openingTime: '00:00',
      graceMinutes: 15,
      maxPartySize: 5,
      isIdProofRequired: false,
      idProofTypes: [],
      updatedAt: now,
    });
    await database.db.insert(vqSlotTemplates).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        templeId,
        weekday,
        startTime: '06:00',
        endTime: '20:00',
        capacity: 100,
        maxPartySize: 5,
      })),
    );
    const gateUser = await insertUser(database.db, {
      userType: UserType.TempleStaff,
      templeId,
      userName: 'Gate Staff',
    });
    await grantRights(database.db, gateUser.id, ['gate']);
    const gate = new Browser();
    const gateSession = await createSession(database.db, { userId: gateUser.id, now, ttlDays: 1 });
    gate.jar.cookies.set(SESSION_COOKIE, gateSession.token);

    const display = await fetch(`${first.origin}/api/v1/temples/${templeId}/virtual-queue/display/stream`);
    expect(display.status).toBe(200);
    const events = new EventReader(display.body as ReadableStream<Uint8Array>);
    try {
      const snapshot = (await events.next((event) => event.event === 'snapshot')).data as VqDisplay;

      const devotee = new Browser();
      const login = await devotee.request(first.origin, 'POST', '/api/v1/auth/login', {
        identifier: 'devotee@nivedya.demo',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      const booked = await devotee.request(first.origin, 'POST', '/api/v1/virtual-queue/bookings', {
        templeId,
        date: snapshot.date,
        startTime: '06:00',
        devotees: [{ name: 'Lakshmi Menon', age: 42 }],
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
      const { qrText: token } = (await booked.json()) as VqBookingResult;
      await events.next(
        (event) => event.event === 'update' && (event.data as VqDisplay).current?.booked === 1,
      );

      const admitted = await gate.request(
        second.origin,
        'POST',
        `/api/v1/temples/${templeId}/virtual-queue/gate/admit`,
        {
          token,
          gate: 'East gate',
        },
      );
      expect(admitted.status, await admitted.clone().text()).toBe(200);
      // Through LISTEN/NOTIFY: the admission on the second server reaches the display on the first.
      const update = await events.next(
        (event) => event.event === 'update' && (event.data as VqDisplay).current?.admitted === 1,
        15_000,
      );
      expect((update.data as VqDisplay).current).toMatchObject({ booked: 1, admitted: 1, waiting: 0 });

      const again = await gate.request(
        first.origin,
        'POST',
        `/api/v1/temples/${templeId}/virtual-queue/gate/admit`,
        {
          token,
        },
      );
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'VQ_ALREADY_ADMITTED' });
    } finally {
      await events.cancel();
    }
  }, 60_000);

  it('an entry recorded at a gate on one reaches the live status open on the other', async () => {
    const [first, second] = servers;
    // The demo staff, signed in directly: the test before locked this machine's address out of logins.
    const [staff] = await database.db
      .select({ id: users.id, templeId: users.templeId })
      .from(users)
      .where(eq(users.email, 'staff@nivedya.demo'));
    const templeId = staff?.templeId ?? 0;
    const clerk = new Browser();
    const session = await createSession(database.db, { userId: staff?.id ?? 0, now: new Date(), ttlDays: 1 });
    clerk.jar.cookies.set(SESSION_COOKIE, session.token);
    const settings = (await (
      await clerk.request(second.origin, 'GET', `/api/v1/temples/${templeId}/visits/settings`)
    ).json()) as VisitSettings;
    const entry = settings.gates.find((gate) => gate.direction !== 'out' && gate.isActive);
    expect(entry, 'the demo temple of the demo staff has visit gates').toBeDefined();

    const stream = await fetch(`${first.origin}/api/v1/temples/${templeId}/visits/live/stream`, {
      headers: clerk.jar.headersFor('GET'),
    });
    expect(stream.status).toBe(200);
    const events = new EventReader(stream.body as ReadableStream<Uint8Array>);
    try {
      const snapshot = (await events.next((event) => event.event === 'snapshot')).data as VisitLiveStatus;
      const before = snapshot.zones.find((zone) => zone.id === entry?.zoneId)?.inside ?? 0;
      const sentAt = performance.now();
      const recorded = await clerk.request(
        second.origin,
        'POST',
        `/api/v1/temples/${templeId}/visits/entries`,
        {
          gateId: entry?.id,
          type: 3,
          people: 3,
        },
      );
      expect(recorded.status, await recorded.clone().text()).toBe(201);
      const update = await events.next(
        (event) =>
          event.event === 'update' &&
          (event.data as VisitLiveStatus).zones.some(
            (zone) => zone.id === entry?.zoneId && zone.inside === before + 3,
          ),
        5_000,
      );
      const elapsedMs = performance.now() - sentAt;
      console.info(
        `visit live status: an entry on one server reached a stream on the other in ${Math.round(elapsedMs)} ms`,
      );
      expect(
        (update.data as VisitLiveStatus).zones.find((zone) => zone.id === entry?.zoneId)?.entriesRecent,
      ).toBeGreaterThanOrEqual(3);
    } finally {
      await events.cancel();
    }
  }, 30_000);

  it(`${CHECKOUTS} concurrent checkouts split across both never oversell a seva-date`, async () => {
    const temple = await insertBookingTemple(database.db);
    const sevaId = await insertSeva(database.db, temple, {
      name: 'Two-server sell-out',
      maxLimitPerDay: SEVA_CAPACITY,
    });
    const devotee = await insertUser(database.db, { userName: 'Checkout Devotee' });
    const session = await createSession(database.db, { userId: devotee.id, now: new Date(), ttlDays: 1 });
    const headers = {
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${session.token}; XSRF-TOKEN=two-servers`,
      'x-xsrf-token': 'two-servers',
    };
    const body = JSON.stringify({ lines: [aCartLine(sevaId)] });
    const started = performance.now();
    const outcomes = await withConcurrency(CHECKOUTS, IN_FLIGHT, async (index) => {
      const server = servers[index % 2] as ServerProcess;
      const response = await fetchWhileBusy(`${server.origin}/api/v1/checkout`, {
        method: 'POST',
        headers,
        body,
      });
      const json = (await response.json()) as { code?: string };
      return { server: index % 2, status: response.status, code: json.code };
    });
    const seconds = (performance.now() - started) / 1000;
    const held = outcomes.filter((outcome) => outcome.status === 201);
    const full = outcomes.filter((outcome) => outcome.status === 409 && outcome.code === 'SEVA_FULL');
    console.info(
      `${CHECKOUTS} checkouts across two servers in ${seconds.toFixed(1)} s (${(CHECKOUTS / seconds).toFixed(0)}/s): ` +
        `${held.length} held (${held.filter((outcome) => outcome.server === 0).length} through the first, ` +
        `${held.filter((outcome) => outcome.server === 1).length} through the second), ${full.length} told full`,
    );
    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.code !== 'SEVA_FULL')).toEqual([]);
    expect(held).toHaveLength(SEVA_CAPACITY);
    expect(full).toHaveLength(CHECKOUTS - SEVA_CAPACITY);
    // Each server answered its half, every answer a place or "full": the capacity was contended by both.
    expect(outcomes.filter((outcome) => outcome.server === 1)).toHaveLength(CHECKOUTS / 2);
    expect(await capacityOf(database.db, sevaId)).toEqual({
      booked: SEVA_CAPACITY,
      capacity: SEVA_CAPACITY,
      held: SEVA_CAPACITY,
    });
  }, 300_000);
});
