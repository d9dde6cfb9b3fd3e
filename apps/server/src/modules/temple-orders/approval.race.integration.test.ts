import { SevaType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NOW, capacityOf, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  aPreBookingLine,
  type Booked,
  type Booker,
  lineRow,
  type OrdersTemple,
} from './temple-order-builders.ts';

/**
 * ARCHITECTURE rule 3 for the temple's approvals, on real PostgreSQL with concurrent transactions:
 * approvals of different lines racing for the last unit of a day take it exactly once, and two staff
 * approving the same line at once approve it once.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('approval race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const ROUNDS = 6;
const RACERS = 6;

describe.skipIf(!serverUrl)('approval races on PostgreSQL', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let devotee: Booker;
  let sevaId: number;

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context);
    devotee = await aBooker(context);
    sevaId = await insertSeva(context.db, at.temple, {
      name: 'Udayasthamana Pooja',
      maxLimitPerDay: 1,
      sevaType: SevaType.PreBooking,
    });
  });
  afterAll(async () => context?.close());

  const approve = (lineId: number, performDate: string) =>
    at.staff.post(`/api/v1/temples/${at.templeId}/order-lines/${lineId}/approve`, { performDate });

  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    'round %i: of several lines approved for the last unit of a day at once, exactly one is',
    async (round) => {
      const date = dayAfterBooking(10 + round);
      const lines: Booked[] = [];
      for (let index = 0; index < RACERS; index += 1) {
        lines.push(await aBooking(context, devotee, sevaId, { line: aPreBookingLine(`Racer ${index}`) }));
      }
      const responses = await Promise.all(lines.map((line) => approve(line.lineId, date)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
      for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
        expect(response.json()).toMatchObject({ code: 'SEVA_FULL' });
      }
      expect(await capacityOf(context.db, sevaId, date)).toMatchObject({ booked: 1, held: 1 });
      const rows = await Promise.all(lines.map((line) => lineRow(context, line.lineId)));
      expect(rows.filter((row) => row.status === 0 && row.performDate === date)).toHaveLength(1);
      expect(rows.filter((row) => row.status === 2 && row.performDate === null)).toHaveLength(RACERS - 1);
    },
  );

  it('two staff approving the same line at once approve it once', async () => {
    const line = await aBooking(context, devotee, sevaId, { line: aPreBookingLine('Twice') });
    const [first, second] = [dayAfterBooking(40), dayAfterBooking(41)];
    const responses = await Promise.all([approve(line.lineId, first), approve(line.lineId, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'LINE_NOT_AWAITING_APPROVAL' });
    const booked =
      (await capacityOf(context.db, sevaId, first)).booked +
      (await capacityOf(context.db, sevaId, second)).booked;
    expect(booked).toBe(1);
  });
});
