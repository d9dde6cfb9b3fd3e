import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vqBookingDevotees, vqBookings } from '../../db/schema/index.ts';
import { fetchWhileBusy } from '../../test/fetch-while-busy.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { withConcurrency } from '../../test/with-concurrency.ts';
import {
  aTempleTeam,
  insertVqTemple,
  ist,
  manyDevoteeCookies,
  setUpQueue,
  slotState,
  type TempleTeam,
  VQ_DAY,
  VQ_NOW,
} from './vq-test-builders.ts';

/**
 * ARCHITECTURE rule 3 for darshan slots, over real HTTP on real PostgreSQL: 2,000 devotees book a
 * 500-place slot at once (200 requests in flight, parties of 1 to 5). The slot fills to exactly 500,
 * never beyond; every refused booker is told the slot is full (409); nothing answers 5xx. And a token
 * scanned at two gates at once admits once.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('virtual-queue race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const BOOKERS = 2_000;
const IN_FLIGHT = 200;
const CAPACITY = 500;

describe.skipIf(!serverUrl)('virtual-queue races on PostgreSQL over HTTP', () => {
  let context: TestContext;
  let team: TempleTeam;
  let templeId: number;
  let questionId: number;
  let baseUrl: string;
  let cookies: string[];

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = VQ_NOW;
    templeId = await insertVqTemple(context.db, { name: 'Race Temple' });
    team = await aTempleTeam(context.app, context.db, templeId);
    ({ questionId } = await setUpQueue(team));
    cookies = await manyDevoteeCookies(context.db, BOOKERS + 1, VQ_NOW);
    baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => context.close());

  function book(cookie: string, index: number, partySize: number) {
    return fetchWhileBusy(`${baseUrl}/api/v1/virtual-queue/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': 'load-test' },
      body: JSON.stringify({
        templeId,
        date: VQ_DAY,
        startTime: '09:00',
        devotees: Array.from({ length: partySize }, (_, member) => ({
          name: `Pilgrim ${index}-${member}`,
          age: 20 + member,
          idProofType: 'Aadhaar',
          idProofNumber: `R${String(index).padStart(6, '0')}${member}`,
        })),
        answers: [{ questionId, value: 'Kerala' }],
      }),
    });
  }

  it(`${BOOKERS} concurrent bookings of parties of 1–5 fill a ${CAPACITY}-place slot exactly, refusing the rest with 409`, async () => {
    const started = performance.now();
    const outcomes = await withConcurrency(BOOKERS, IN_FLIGHT, async (index) => {
      const partySize = (index % 5) + 1;
      const response = await book(cookies[index] ?? '', index, partySize);
      const json = (await response.json()) as { code?: string; detail?: string; queueNumber?: string };
      return {
        status: response.status,
        partySize,
        code: json.code,
        detail: json.detail,
        queueNumber: json.queueNumber,
      };
    });
    const seconds = (performance.now() - started) / 1000;
    const created = outcomes.filter((outcome) => outcome.status === 201);
    const full = outcomes.filter((outcome) => outcome.status === 409 && outcome.code === 'VQ_SLOT_FULL');
    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    const others = outcomes.filter((outcome) => outcome.status !== 201 && outcome.code !== 'VQ_SLOT_FULL');
    const devotees = created.reduce((sum, outcome) => sum + outcome.partySize, 0);
    console.info(
      `virtual-queue race: ${BOOKERS} bookings in ${seconds.toFixed(2)} s, ${created.length} booked (${devotees} devotees of ${CAPACITY}), ${full.length} told full, ${serverErrors.length} 5xx`,
    );
    expect(serverErrors).toEqual([]);
    expect(others).toEqual([]);
    expect(devotees).toBe(CAPACITY);
    expect(full).toHaveLength(BOOKERS - created.length);
    expect(full[0]?.detail).toMatch(/darshan slot on .* is full/);
    expect(new Set(created.map((outcome) => outcome.queueNumber)).size).toBe(created.length);

    // The database agrees: the counter, the live bookings and their devotees.
    expect(await slotState(context.db, templeId, VQ_DAY, '09:00')).toMatchObject({
      booked: CAPACITY,
      capacity: CAPACITY,
      liveDevotees: CAPACITY,
      liveBookings: created.length,
      issued: created.length,
    });
    const [rows] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vqBookingDevotees)
      .innerJoin(vqBookings, sql`${vqBookings.id} = ${vqBookingDevotees.bookingId}`)
      .where(sql`${vqBookings.templeId} = ${templeId} and ${vqBookingDevotees.isLive}`);
    expect(rows?.n).toBe(CAPACITY);
  });

  it('admits a token once when twenty scans race', async () => {
    const response = await book(cookies[BOOKERS] ?? '', BOOKERS, 1);
    // The slot is full by now: use the evening one.
    const booking =
      response.status === 201
        ? ((await response.json()) as { qrText: string })
        : await (async () => {
            const retry = await fetch(`${baseUrl}/api/v1/virtual-queue/bookings`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                cookie: cookies[BOOKERS] ?? '',
                'x-xsrf-token': 'load-test',
              },
              body: JSON.stringify({
                templeId,
                date: VQ_DAY,
                startTime: '18:00',
                devotees: [
                  { name: 'Last Pilgrim', age: 60, idProofType: 'PAN Card', idProofNumber: 'ABCDE1234F' },
                ],
                answers: [{ questionId, value: 'Abroad' }],
              }),
            });
            expect(retry.status).toBe(201);
            return (await retry.json()) as { qrText: string };
          })();
    context.clock.now = ist(VQ_DAY, '18:05');
    const staffCookie = [...team.staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const scans = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${baseUrl}/api/v1/temples/${templeId}/virtual-queue/gate/admit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: staffCookie,
            'x-xsrf-token': team.staff.cookies.get('XSRF-TOKEN') ?? '',
          },
          body: JSON.stringify({ token: booking.qrText, gate: `Gate ${index}` }),
        }).then(async (scan) => ({ status: scan.status, body: (await scan.json()) as { code?: string } })),
      ),
    );
    expect(scans.filter((scan) => scan.status === 200)).toHaveLength(1);
    expect(
      scans.filter((scan) => scan.status === 409 && scan.body.code === 'VQ_ALREADY_ADMITTED'),
    ).toHaveLength(19);
  });
});
