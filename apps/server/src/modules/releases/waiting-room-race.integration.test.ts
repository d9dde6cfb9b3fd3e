import { addDays, batchSize, RELEASE_BATCH_SECONDS, type Release } from '@nivedya/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { waitingRoomBatches, waitingRoomEntries } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { withConcurrency } from '../../test/with-concurrency.ts';
import {
  aTempleTeam,
  insertVqTemple,
  ist,
  manyDevoteeCookies,
  setUpQueue,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
  VQ_TODAY,
} from '../virtual-queue/vq-test-builders.ts';

/**
 * Issue #20 §2 on real PostgreSQL: a waiting room's line is shared by every server process. 600 devotees
 * join at once over HTTP and get places 1…600, each once. Then two server processes are asked for the
 * line 40 times a second each for a minute of the app's clock: whichever moves it on, batches come at
 * most every 5 seconds and never larger than the rate allows.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('waiting-room race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const DEVOTEES = 600;
const ADMIT_PER_MINUTE = 120;
const OPENING = ist(VQ_TODAY, '09:00');

describe.skipIf(!serverUrl)('waiting-room races on PostgreSQL', () => {
  let context: TestContext;
  let team: TempleTeam;
  let other: FastifyInstance;
  let release: Release;
  let cookies: string[];
  let baseUrl: string;

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = VQ_NOW;
    const templeId = await insertVqTemple(context.db, { name: 'Race Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    await setUpQueue(team);
    const created = await team.admin.post(`/api/v1/temples/${templeId}/releases`, {
      fromDate: VQ_DAY,
      toDate: addDays(VQ_DAY, 6),
      opensOn: VQ_TODAY,
      opensAt: '09:00',
      waitingMinutes: 30,
      admitPerMinute: ADMIT_PER_MINUTE,
    });
    expect(created.statusCode, created.body).toBe(201);
    release = created.json<Release>();
    cookies = await manyDevoteeCookies(context.db, DEVOTEES, VQ_NOW);
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
    other = await buildApp({ config: context.config, db: context.db, now: () => context.clock.now });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await context.close();
  });

  it(`gives ${DEVOTEES} devotees joining at once places 1…${DEVOTEES}, each once`, async () => {
    context.clock.now = new Date(OPENING.getTime() - 10 * 60_000);
    const answers = await withConcurrency(DEVOTEES, 100, async (index) => {
      const response = await fetch(`${baseUrl}/api/v1/releases/${release.id}/waiting-room`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[index] ?? '',
          'x-xsrf-token': 'load-test',
        },
        body: '{}',
      });
      return {
        status: response.status,
        position: ((await response.json()) as { position: number }).position,
      };
    });
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const places = (
      await context.db
        .select({ place: waitingRoomEntries.place })
        .from(waitingRoomEntries)
        .where(eq(waitingRoomEntries.releaseId, release.id))
        .orderBy(asc(waitingRoomEntries.place))
    ).map((row) => row.place);
    expect(places).toEqual(Array.from({ length: DEVOTEES }, (_, index) => index + 1));
    expect(new Set(answers.map((answer) => answer.position)).size).toBe(DEVOTEES);
  });

  it('never admits faster than the rate, however many processes and requests move the line', async () => {
    const apps = [context.app, other];
    const steps = 60;
    for (let second = 0; second < steps; second += 1) {
      context.clock.now = new Date(OPENING.getTime() + second * 1000);
      await withConcurrency(80, 80, async (index) => {
        const app = apps[index % 2] as FastifyInstance;
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/releases/${release.id}/waiting-room`,
          headers: { cookie: cookies[index] ?? '' },
        });
        expect(response.statusCode, response.body).toBe(200);
      });
    }
    const batches = await context.db
      .select()
      .from(waitingRoomBatches)
      .where(eq(waitingRoomBatches.releaseId, release.id))
      .orderBy(asc(waitingRoomBatches.admittedThrough));
    const size = batchSize(ADMIT_PER_MINUTE);
    expect(batches.length).toBe(steps / RELEASE_BATCH_SECONDS);
    let previous: (typeof batches)[number] | undefined;
    for (const batch of batches) {
      const gap = previous
        ? batch.admittedAt.getTime() - previous.admittedAt.getTime()
        : Number.POSITIVE_INFINITY;
      expect(gap).toBeGreaterThanOrEqual(RELEASE_BATCH_SECONDS * 1000);
      expect(batch.admittedThrough - (previous?.admittedThrough ?? 0)).toBe(size);
      previous = batch;
    }
    expect(previous?.admittedThrough).toBe((steps / RELEASE_BATCH_SECONDS) * size);
  });
});
