import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema/index.ts';
import { aBill, aBillLine, createBill, TODAY } from '../modules/counter-billing/counter-test-builders.ts';
import {
  aBooking,
  aLoggedInDevotee as aQueueDevotee,
  aTempleTeam,
  bookOk,
  insertVqTemple,
  setUpQueue,
  VQ_NOW,
} from '../modules/virtual-queue/vq-test-builders.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  checkoutOk,
  insertBookingTemple,
  insertSeva,
  paymentStatus,
} from '../test/booking-builders.ts';
import { insertSeva as insertCatalogueSeva } from '../test/catalogue-builders.ts';
import { aStaffedTemple } from '../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../test/test-app.ts';

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in the Prometheus text format, each with its labels. */
function samplesOf(text: string, name: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    return [{ labels: labels as Record<string, string>, value: Number(match[3]) }];
  });
}

/** The one sample of `name` whose labels include `labels`; undefined when there is none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(text, name).filter((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

const OUTSIDE = '203.0.113.7';

describe('GET /metrics', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  async function scrape(): Promise<string> {
    const response = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  describe('without METRICS_TOKEN', () => {
    it('answers a caller on this machine, in the Prometheus text format', async () => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      }
    });

    it('is not there for anyone else, whatever X-Forwarded-For says, nor through a proxy on this machine', async () => {
      const outside = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
      expect(outside.statusCode).toBe(404);
      expect(outside.headers['content-type']).toContain('application/problem+json');
      expect(outside.body).not.toContain('nivedya_');

      const claimsLoopback = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: OUTSIDE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(claimsLoopback.statusCode).toBe(404);

      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await context.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: { [header]: header === 'forwarded' ? `for=${OUTSIDE}` : OUTSIDE },
        });
        expect(proxied.statusCode, header).toBe(404);
      }
    });
  });

  it('times each request by method, route pattern and status, refusals too, and never itself', async () => {
    for (let call = 0; call < 3; call += 1) {
      expect((await context.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    }
    const refused = await context.app.inject({ method: 'GET', url: '/api/v1/payments/987654321' });
    expect(refused.statusCode).toBe(401);

    const text = await scrape();
    const live = { method: 'GET', route: '/api/health/live', status_code: '200' };
    expect(sampleValue(text, 'http_request_duration_seconds_count', live)).toBe(3);
    expect(sampleValue(text, 'http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBe(3);
    expect(sampleValue(text, 'http_request_duration_seconds_sum', live)).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v1/payments/:paymentId',
        status_code: '401',
      }),
    ).toBe(1);
    // The pattern, never the URL: no ids (or anything else a caller sent) in a label.
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('route="/metrics"');
    expect(text).not.toContain('http_request_summary_seconds');
  });

  it("reports the process's own metrics", async () => {
    const text = await scrape();
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(samplesOf(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it('reports the database pool on PostgreSQL, with the queries waiting for a connection; nothing on the embedded database', async () => {
    if (!context.config.databaseUrl) {
      expect(await scrape()).not.toContain('nivedya_db_pool');
      return;
    }
    const { databasePoolSize } = context.config;
    // Every connection busy for a while, and one query more waiting for one (drizzle runs a query once
    // it is awaited: Promise.all starts them).
    const sleeping = Promise.all(
      Array.from({ length: databasePoolSize + 1 }, () => context.db.execute(sql`select pg_sleep(0.5)`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const busy = await scrape();
    await sleeping;
    expect(sampleValue(busy, 'nivedya_db_pool_max_connections')).toBe(databasePoolSize);
    expect(sampleValue(busy, 'nivedya_db_pool_connections')).toBe(databasePoolSize);
    expect(sampleValue(busy, 'nivedya_db_pool_idle_connections')).toBe(0);
    expect(sampleValue(busy, 'nivedya_db_pool_waiting_queries')).toBe(1);

    const after = await scrape();
    expect(sampleValue(after, 'nivedya_db_pool_waiting_queries')).toBe(0);
    expect(sampleValue(after, 'nivedya_db_pool_idle_connections')).toBe(databasePoolSize);
  });

  describe('bookings and payments', () => {
    let client: TestClient;

    beforeAll(async () => {
      context.clock.now = BOOKING_NOW;
      ({ client } = await aLoggedInDevotee(context.app, context.db));
    });

    /** Pays (or declines) a checkout on the demo gateway's page, then follows the browser's callback. */
    async function settleOnDemoPage(checkoutUrl: string | null, decision: 'approve' | 'decline') {
      const path = checkoutUrl ?? '';
      const decided = await client.request({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=${decision}`,
        csrf: false,
      });
      expect(decided.statusCode).toBe(303);
      const callback = String(decided.headers.location);
      expect((await client.get(callback)).statusCode).toBe(303);
      return callback;
    }

    /** Until the demo gateway's webhook for the payment has been settled (it comes on its own). */
    async function waitForWebhook(paymentId: number) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const [row] = await context.db
          .select({ n: count() })
          .from(paymentEvents)
          .where(and(eq(paymentEvents.paymentId, paymentId), isNotNull(paymentEvents.processedAt)));
        if ((row?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the demo webhook never arrived');
    }

    it('counts a paid checkout once, however often its callback comes back, and a declined one as failed', async () => {
      const temple = await insertBookingTemple(context.db);
      const sevaId = await insertSeva(context.db, temple);
      const before = await scrape();
      const rise = (text: string, name: string, labels: Record<string, string>) =>
        (sampleValue(text, name, labels) ?? Number.NaN) - (sampleValue(before, name, labels) ?? 0);

      const paid = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
      const callback = await settleOnDemoPage(paid.checkoutUrl, 'approve');
      expect((await paymentStatus(context.db, paid.paymentId)).payment?.status).toBe('captured');
      // The browser comes back again (a reload): nothing more happened.
      await client.get(callback);

      const declined = await checkoutOk(client, { lines: [aCartLine(sevaId)] });
      await settleOnDemoPage(declined.checkoutUrl, 'decline');
      expect((await paymentStatus(context.db, declined.paymentId)).payment?.status).toBe('failed');
      // The demo gateway's webhooks for both, after the callbacks: each settles nothing more.
      await waitForWebhook(paid.paymentId);
      await waitForWebhook(declined.paymentId);

      const after = await scrape();
      expect(rise(after, 'nivedya_checkouts_total', { payment_mode: 'gateway' })).toBe(2);
      expect(rise(after, 'nivedya_checkouts_total', { payment_mode: 'bank_transfer' })).toBe(0);
      expect(rise(after, 'nivedya_payments_total', { outcome: 'paid' })).toBe(1);
      expect(rise(after, 'nivedya_payments_total', { outcome: 'failed' })).toBe(1);
      expect(rise(after, 'nivedya_payments_total', { outcome: 'refunded' })).toBe(0);
      expect(
        rise(after, 'http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/v1/checkout',
          status_code: '201',
        }),
      ).toBe(2);
    });

    it('counts bills made at the counter and virtual-queue tokens', async () => {
      const counter = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
      const archana = await insertCatalogueSeva(context.db, counter.temple, { name: 'Archana' });
      const queueTempleId = await insertVqTemple(context.db, { name: 'Queue Temple', shortCode: 'QTM' });
      const team = await aTempleTeam(context.app, context.db, queueTempleId);
      const { questionId } = await setUpQueue(team);
      const { client: pilgrim } = await aQueueDevotee(context.app, context.db);
      const before = await scrape();

      context.clock.now = BOOKING_NOW;
      await createBill(counter.staff, counter.temple.id, aBill([aBillLine(archana, { performDate: TODAY })]));
      context.clock.now = VQ_NOW;
      await bookOk(pilgrim, aBooking(queueTempleId, questionId));

      const after = await scrape();
      const rise = (name: string) => (sampleValue(after, name) ?? 0) - (sampleValue(before, name) ?? 0);
      expect(rise('nivedya_counter_bills_total')).toBe(1);
      expect(rise('nivedya_queue_tokens_total')).toBe(1);
    });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = randomBytes(32).toString('base64url');
  let context: TestContext;

  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'nivedya-dist-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const file of ['index-abc123.js', 'seva-def456.js']) {
      writeFileSync(path.join(webDistDir, 'assets', file), 'console.log(1);');
    }
    // A second app in this process: each has its own registry, so nothing is registered twice.
    context = await createTestContext({ metricsToken: token, webDistDir });
  });
  afterAll(async () => context.close());

  it('asks every caller for the token, on this machine too', async () => {
    for (const remoteAddress of ['127.0.0.1', OUTSIDE]) {
      const response = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(response.body).not.toContain('nivedya_');
    }
  });

  it('refuses a wrong token, a token of another length and the token sent otherwise than as a bearer token', async () => {
    for (const authorization of [
      `Bearer ${randomBytes(32).toString('base64url')}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Basic ${token}`,
      token,
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });

  it('answers the right token from anywhere; the hashed files of the web build are one route', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js', '/assets/seva-def456.js']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const response = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      sampleValue(response.body, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health/live',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sampleValue(response.body, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/assets/*',
        status_code: '200',
      }),
    ).toBe(2);
    expect(response.body).not.toContain('abc123');
    expect(sampleValue(response.body, 'nivedya_payments_total', { outcome: 'paid' })).toBe(0);
  });
});
