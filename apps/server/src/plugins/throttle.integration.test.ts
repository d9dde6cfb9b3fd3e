import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConcurrencyGate } from '../lib/concurrency-gate.ts';
import { insertUser, logInAs } from '../test/account-builders.ts';
import { insertBookableTemple, insertSeva, type TestTemple } from '../test/catalogue-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../test/test-app.ts';
import { watched } from '../test/watched-gate.ts';
import { THROTTLES } from './throttle.ts';

/**
 * Hardening: 1,000 anonymous searches at ~100/s made a devotee's seva list take seconds. Costly public
 * routes are limited per client, and at most two costly queries run at once.
 */
describe('a flood of public searches', () => {
  let context: TestContext;
  let temple: TestTemple;
  const gate = createConcurrencyGate({ concurrent: 2, perClient: 2, maxWaiting: 200 });
  const watchedGate = watched(gate);

  beforeAll(async () => {
    context = await createTestContext({}, { costlyReads: watchedGate });
    temple = await insertBookableTemple(context.db, { name: 'Flood Test Temple' });
    await insertSeva(context.db, temple, { name: 'Pushpanjali' });
  });
  afterAll(async () => context.close());

  it('is limited per client while a devotee is served, and never runs more costly queries than the gate allows', async () => {
    const flooder = new TestClient(context.app, '198.51.100.66');
    const devotee = new TestClient(context.app, '203.0.113.5');
    const flood = Array.from({ length: 300 }, (_, index) => flooder.get(`/api/v1/search?q=Push${index % 7}`));
    const served = await Promise.all([
      devotee.get(`/api/v1/temples/${temple.id}/sevas`),
      devotee.get('/api/v1/search?q=Pushpanjali'),
    ]);
    const flooded = await Promise.all(flood);

    for (const response of served) expect(response.statusCode, response.body).toBe(200);
    expect(served[1]?.json().sevas).toHaveLength(1);
    const answered = flooded.filter((response) => response.statusCode === 200).length;
    const refused = flooded.filter((response) => response.statusCode === 429);
    expect(answered).toBeLessThanOrEqual(THROTTLES.search.requests);
    expect(answered + refused.length).toBe(300);
    for (const response of refused) {
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(watchedGate.mostRunning).toBeGreaterThan(0);
    expect(watchedGate.mostRunning).toBeLessThanOrEqual(2);
    expect(gate.running + gate.waiting).toBe(0);
  });

  it('counts a logged-in devotee as themselves, not as the address they share', async () => {
    const shared = '198.51.100.77';
    const anonymous = new TestClient(context.app, shared);
    for (let request = 0; request < THROTTLES.search.requests; request += 1) {
      await anonymous.get('/api/v1/search?q=Pushpanjali');
    }
    expect((await anonymous.get('/api/v1/search?q=Pushpanjali')).statusCode).toBe(429);
    const devotee = await logInAs(context.app, await insertUser(context.db), shared);
    expect((await devotee.get('/api/v1/search?q=Pushpanjali')).statusCode).toBe(200);
  });
});
