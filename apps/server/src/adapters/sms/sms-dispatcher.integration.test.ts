import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { startLocalMsg91Server } from '../../test/local-msg91-server.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import type { Msg91Settings } from './msg91-sms-provider.ts';
import { createSmsDelivery } from './sms-delivery.ts';
import { type SmsDispatcher, smsRetryDelayMs } from './sms-dispatcher.ts';
import { insertQueuedSms } from './sms-outbox-repository.ts';

const AUTH_KEY = '412345AbCdEf6789GhIjKl01';
const TEMPLATES = {
  'otp:login': '1107161234567890001',
  'otp:signup': '1107161234567890002',
  'temple-notification': '1107161234567890003',
};
const quietLog = { info() {}, warn() {}, error() {} };
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('two SMS dispatchers test skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

/**
 * The SMS dispatcher's promises, with MSG91 (on a server on this machine) as the provider: a message is
 * sent only once its transaction commits, never twice, sign-in codes first; and it is woken by the
 * commit, not by a test.
 */
describe('SMS dispatcher', () => {
  let msg91: Awaited<ReturnType<typeof startLocalMsg91Server>>;
  let settings: Msg91Settings;
  let context: TestContext;

  function dispatcher(app: FastifyInstance = context.app): SmsDispatcher {
    const found = app.smsDispatcher;
    if (!found) throw new Error('SMS_ADAPTER=msg91 has a dispatcher');
    return found;
  }

  async function statuses() {
    return context.db
      .select({ to: smsOutbox.toMobile, status: smsOutbox.status, attempts: smsOutbox.attempts })
      .from(smsOutbox)
      .orderBy(smsOutbox.id);
  }

  function queueAt(minutesAgo: number, to: string, purpose: string) {
    return insertQueuedSms(
      context.db,
      { to, body: `Message to ${to}`, purpose, templeId: null, language: 'en', adapter: 'msg91' },
      new Date(context.clock.now.getTime() - minutesAgo * 60_000),
    );
  }

  beforeAll(async () => {
    msg91 = await startLocalMsg91Server({ authKey: AUTH_KEY });
    settings = {
      authKey: AUTH_KEY,
      sender: 'NIVDYA',
      dltTemplates: TEMPLATES,
      url: msg91.url,
      webhookToken: null,
    };
    context = await createTestContext(
      { sms: { adapter: 'msg91', msg91: settings }, databasePoolSize: 8 },
      { smsDispatch: 'manual' },
    );
  });
  afterAll(async () => {
    await context.close();
    await msg91.close();
  });
  beforeEach(async () => {
    msg91.reset();
    await context.db.delete(smsOutbox);
  });

  it('never sends a message queued in a transaction that rolled back; sends the committed one', async () => {
    const { adapter } = createSmsDelivery({
      config: context.config,
      db: context.db,
      now: () => context.clock.now,
      log: quietLog,
    });
    const message = {
      to: '9847200001',
      body: 'Your Ganapathi Homam is booked.',
      purpose: 'temple-notification',
    };
    await expect(
      context.db.transaction(async (tx) => {
        await adapter.send(tx, message, context.clock.now);
        throw new Error('the seva was full after all');
      }),
    ).rejects.toThrow('the seva was full');
    await context.db.transaction(async (tx) => {
      await adapter.send(tx, { ...message, to: '9847200002' }, context.clock.now);
    });

    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(msg91.received.map((request) => request.body.sms[0]?.to)).toEqual([['9847200002']]);
    expect(await statuses()).toEqual([{ to: '9847200002', status: 'sent', attempts: 1 }]);
  });

  it('sends sign-in codes first, then the rest oldest first', async () => {
    // A broadcast of seven notifications queued before two OTPs; more than one claim's batch.
    for (let index = 1; index <= 7; index += 1)
      await queueAt(20 - index, `984730000${index}`, 'temple-notification');
    await queueAt(2, '9847300010', 'otp:login');
    await queueAt(1, '9847300011', 'otp:signup');

    expect(await dispatcher().deliverDue()).toEqual({ sent: 9, retrying: 0, failed: 0 });
    expect(msg91.received.map((request) => request.body.sms[0]?.to[0])).toEqual([
      '9847300010',
      '9847300011',
      '9847300001',
      '9847300002',
      '9847300003',
      '9847300004',
      '9847300005',
      '9847300006',
      '9847300007',
    ]);
  });

  it('an OTP due again for its retry goes before other messages due', async () => {
    msg91.script.push({ kind: 'status', status: 500 });
    await queueAt(10, '9847400001', 'otp:login');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await queueAt(0, '9847400002', 'temple-notification');
    context.clock.now = new Date(context.clock.now.getTime() + (smsRetryDelayMs(1) ?? 0));
    await dispatcher().deliverDue();
    expect(msg91.received.map((request) => request.body.sms[0]?.to[0])).toEqual([
      '9847400001',
      '9847400001',
      '9847400002',
    ]);
  });

  it('wakes by itself when a message is queued and its transaction commits', async () => {
    const live = await createTestContext({ sms: { adapter: 'msg91', msg91: settings } });
    try {
      const requested = await new TestClient(live.app).post('/api/v1/auth/otp/request', {
        mobile: '9847500001',
      });
      expect(requested.statusCode, requested.body).toBe(202);
      // Well within the poll's 5 seconds: the commit itself woke the dispatcher.
      await vi.waitFor(() => expect(msg91.received).toHaveLength(1), { timeout: 4_000, interval: 20 });
      expect(msg91.received[0]?.body.sms).toEqual([
        { message: expect.stringMatching(/^\d{6} is your Nivedya OTP/), to: ['9847500001'] },
      ]);
      await vi.waitFor(async () => {
        const [row] = await live.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, '9847500001'));
        expect(row?.status).toBe('sent');
      });
    } finally {
      await live.close();
    }
  });

  it('keeps the outbox adapter as it was: stored as sent, nothing to dispatch', async () => {
    const outbox = createSmsDelivery({
      config: { ...context.config, sms: { adapter: 'outbox' } },
      db: context.db,
      now: () => context.clock.now,
      log: quietLog,
    });
    expect(outbox.dispatcher).toBeNull();
    await outbox.adapter.send(
      context.db,
      { to: '9847600001', body: 'Hello', purpose: 'otp:login' },
      context.clock.now,
    );
    expect(await statuses()).toEqual([{ to: '9847600001', status: 'sent', attempts: 0 }]);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(msg91.received).toHaveLength(0);
  });

  describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
    let second: DatabaseHandle;
    let otherApp: FastifyInstance;

    beforeAll(async () => {
      second = await openDatabase(context.config);
      otherApp = await buildApp({
        config: context.config,
        db: second.db,
        now: () => context.clock.now,
        smsDispatch: 'manual',
      });
      await otherApp.ready();
    });
    afterAll(async () => {
      await otherApp.close();
      await second.close();
    });

    it('never send one message twice, however their passes overlap', async () => {
      const count = 60;
      await context.db.execute(sql`
        insert into sms_outbox (to_mobile, body, purpose, adapter, status, priority, created_at, next_attempt_at)
        select '98478' || lpad(n::text, 5, '0'), 'Message ' || n, 'temple-notification', 'msg91', 'queued', 1,
               ${context.clock.now}, ${context.clock.now}
        from generate_series(1, ${count}) as n`);
      // Each answer takes a little while, so the two processes' passes overlap all along.
      msg91.setDelay(5);
      const [one, two] = await Promise.all([dispatcher().deliverDue(), dispatcher(otherApp).deliverDue()]);

      expect(one.sent + two.sent).toBe(count);
      expect(one.sent).toBeGreaterThan(0);
      expect(two.sent).toBeGreaterThan(0);
      const sentTo = msg91.received.map((request) => request.body.sms[0]?.to[0]);
      expect(sentTo).toHaveLength(count);
      expect(new Set(sentTo).size).toBe(count);
      const rows = await statuses();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  });
});
