import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG91_STATUS_PATH } from '../../adapters/sms/msg91-delivery-report.ts';
import type { Msg91Settings } from '../../adapters/sms/msg91-sms-provider.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f1a2b3c4d5e6f7081';
const SETTINGS: Msg91Settings = {
  authKey: '412345AbCdEf6789GhIjKl01',
  sender: 'NIVDYA',
  dltTemplates: { 'booking-confirmed': '1107161234567890003' },
  // Never called: these messages were sent before the test began.
  url: 'http://127.0.0.1:9/api/v2/sendsms',
  webhookToken: TOKEN,
};

interface Report {
  status: string;
  desc?: string;
  failedReason?: string;
}

/** MSG91's webhook version 2: a form whose field data is a JSON list of requests with their reports. */
function version2(requests: { requestId: string; report: Report[] }[]) {
  const data = requests.map(({ requestId, report }) => ({
    senderId: 'NIVDYA',
    requestId,
    report: report.map((entry) => ({ date: '2026-03-12 10:06:20', number: '919847000000', ...entry })),
    userId: '271234',
    campaignName: 'API',
  }));
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
  };
}

/** MSG91's webhook version 3: one report as JSON. */
function version3(report: Record<string, unknown>) {
  return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(report) };
}

/**
 * POST /api/v1/webhooks/msg91/sms-status, each branch: the token (none configured, missing, wrong),
 * bodies MSG91 would not send, unknown request ids, MSG91's documented statuses, reports that come
 * late or twice, and several reports in one post.
 */
describe('MSG91 delivery reports', () => {
  let context: TestContext;

  function post(body: { headers: Record<string, string>; payload: string }, token: string | null = TOKEN) {
    return context.app.inject({
      method: 'POST',
      url: token === null ? MSG91_STATUS_PATH : `${MSG91_STATUS_PATH}?token=${encodeURIComponent(token)}`,
      ...body,
    });
  }

  /** A message MSG91 accepted: sent, with MSG91's request id. */
  async function aSentMessage(adapter = 'msg91'): Promise<{ id: number; requestId: string }> {
    const requestId = randomBytes(12).toString('hex');
    const [row] = await context.db
      .insert(smsOutbox)
      .values({
        toMobile: '9847000000',
        body: 'Your seva booking NV-1 is confirmed.',
        purpose: 'booking-confirmed',
        adapter,
        status: 'sent',
        attempts: 1,
        sentAt: context.clock.now,
        providerMessageId: requestId,
      })
      .returning({ id: smsOutbox.id });
    return { id: row!.id, requestId };
  }

  async function messageOf(id: number) {
    const [row] = await context.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    return row!;
  }

  beforeAll(async () => {
    context = await createTestContext(
      { sms: { adapter: 'msg91', msg91: SETTINGS } },
      { smsDispatch: 'manual' },
    );
  });
  afterAll(async () => context.close());
  beforeEach(async () => {
    await context.db.delete(smsOutbox);
  });

  it('records delivered, at the time the report came', async () => {
    const sent = await aSentMessage();
    const response = await post(
      version2([{ requestId: sent.requestId, report: [{ status: '1', desc: 'DELIVERED' }] }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recorded: 1 });
    expect(await messageOf(sent.id)).toMatchObject({
      status: 'delivered',
      deliveredAt: context.clock.now,
      error: null,
    });
  });

  it.each([
    {
      report: { status: '2', desc: 'FAILED', failedReason: 'Absent Subscriber' },
      status: 'undelivered',
      error: 'MSG91 2: FAILED (Absent Subscriber)',
    },
    { report: { status: '2', desc: '' }, status: 'undelivered', error: 'MSG91 2: Failed' },
    { report: { status: '9', desc: 'NDNC' }, status: 'failed', error: 'MSG91 9: NDNC' },
    {
      report: { status: '16', desc: 'Rejected by Provider' },
      status: 'failed',
      error: 'MSG91 16: Rejected by Provider',
    },
    { report: { status: '25', desc: 'REJECTED' }, status: 'failed', error: 'MSG91 25: REJECTED' },
    {
      report: { status: '17', desc: 'BLOCKED', failedReason: 'BLOCKED' },
      status: 'failed',
      error: 'MSG91 17: BLOCKED',
    },
  ])(
    "records MSG91's status $report.status as $status, in MSG91's words",
    async ({ report, status, error }) => {
      const sent = await aSentMessage();
      const response = await post(version2([{ requestId: sent.requestId, report: [report] }]));
      expect(response.json()).toEqual({ recorded: 1 });
      expect(await messageOf(sent.id)).toMatchObject({ status, error, deliveredAt: null });
    },
  );

  it('takes webhook version 3, one report as JSON, its status a string or a number', async () => {
    const first = await aSentMessage();
    const second = await aSentMessage();
    const report = {
      date: '2026-03-12 09:58:16',
      number: '919847000000',
      senderId: 'NIVDYA',
      userId: '271234',
    };
    expect(
      (
        await post(version3({ ...report, requestId: first.requestId, status: '1', desc: 'DELIVERED' }))
      ).json(),
    ).toEqual({ recorded: 1 });
    expect(
      (await post(version3({ ...report, requestId: second.requestId, status: 16, desc: 'REJECTED' }))).json(),
    ).toEqual({ recorded: 1 });
    expect(await messageOf(first.id)).toMatchObject({ status: 'delivered' });
    expect(await messageOf(second.id)).toMatchObject({ status: 'failed', error: 'MSG91 16: REJECTED' });
  });

  it('records every report of a post that lists several requests', async () => {
    const [delivered, blocked] = [await aSentMessage(), await aSentMessage()];
    const response = await post(
      version2([
        { requestId: delivered.requestId, report: [{ status: '1', desc: 'DELIVERED' }] },
        { requestId: blocked.requestId, report: [{ status: '17', desc: 'Blocked number' }] },
      ]),
    );
    expect(response.json()).toEqual({ recorded: 2 });
    expect(await messageOf(delivered.id)).toMatchObject({ status: 'delivered' });
    expect(await messageOf(blocked.id)).toMatchObject({
      status: 'failed',
      error: 'MSG91 17: Blocked number',
    });
  });

  it('never takes a delivered message back, nor a failed one forward: the first final report wins', async () => {
    const delivered = await aSentMessage();
    const failed = await aSentMessage();
    await post(version2([{ requestId: delivered.requestId, report: [{ status: '1', desc: 'DELIVERED' }] }]));
    await post(version2([{ requestId: failed.requestId, report: [{ status: '2', desc: 'FAILED' }] }]));
    const before = await tableFingerprint(context.db);
    for (const [sent, status] of [
      [delivered, '2'],
      [delivered, '1'],
      [failed, '1'],
    ] as const) {
      const late = await post(version2([{ requestId: sent.requestId, report: [{ status, desc: 'LATE' }] }]));
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ recorded: 0 });
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
    expect(await messageOf(delivered.id)).toMatchObject({ status: 'delivered', error: null });
    expect(await messageOf(failed.id)).toMatchObject({ status: 'undelivered', error: 'MSG91 2: FAILED' });
  });

  it("ignores unknown request ids, another provider's messages and statuses that are not final", async () => {
    const sent = await aSentMessage();
    const twilio = await aSentMessage('twilio');
    const before = await tableFingerprint(context.db);
    for (const body of [
      version2([{ requestId: 'ffffffffffffffffffffffff', report: [{ status: '1', desc: 'DELIVERED' }] }]),
      version2([{ requestId: twilio.requestId, report: [{ status: '1', desc: 'DELIVERED' }] }]),
      version2([{ requestId: sent.requestId, report: [{ status: '8', desc: 'PENDING' }] }]),
      version2([{ requestId: sent.requestId, report: [] }]),
    ]) {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ recorded: 0 });
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('refuses a report without the token, or with another, and changes nothing', async () => {
    const sent = await aSentMessage();
    const delivered = version2([{ requestId: sent.requestId, report: [{ status: '1', desc: 'DELIVERED' }] }]);
    const before = await tableFingerprint(context.db);
    for (const token of [null, '', TOKEN.slice(0, -1), `${TOKEN}0`, TOKEN.toUpperCase(), 'x'.repeat(48)]) {
      const response = await post(delivered, token);
      expect(response.statusCode, String(token)).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        detail: 'The token in the address does not match MSG91_WEBHOOK_TOKEN',
      });
    }
    // Checked before the body is read: a caller without the token learns nothing about the format.
    const unreadable = await post(
      { headers: { 'content-type': 'application/json' }, payload: '[1]' },
      'wrong',
    );
    expect(unreadable.statusCode).toBe(403);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it.each([
    {
      name: "webhook version 4's list",
      body: version3([{ data: [{ description: 'DELIVERED' }], event: 'delivered' }] as never),
      field: 'body',
      message: /version 4 names no request id: choose version 2 or 3/,
    },
    {
      name: 'data that is not JSON',
      body: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'data=%5B%7Bnot' },
      field: 'data',
      message: /data is not JSON/,
    },
    {
      name: 'data that is not a list',
      body: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'data=%7B%7D' },
      field: 'data',
      message: /data is a JSON list of requests/,
    },
    {
      name: 'a request without its id',
      body: version2([{ requestId: undefined as never, report: [{ status: '1' }] }]),
      field: 'data.0.requestId',
      message: /requestId, the id its send API answered, is missing/,
    },
    {
      name: 'a report without its status',
      body: version2([{ requestId: 'a1b2c3', report: [{ desc: 'DELIVERED' } as never] }]),
      field: 'data.0.report.0.status',
      message: /status code is missing/,
    },
    {
      name: 'a status in words',
      body: version3({ requestId: 'a1b2c3', status: 'DELIVERED' }),
      field: 'status',
      message: /status is a number code/,
    },
    {
      name: 'neither version',
      body: version3({ message: 'hello' }),
      field: 'requestId',
      message: /requestId/,
    },
    {
      name: 'a bare number',
      body: version3(5 as never),
      field: 'body',
      message: /Not an MSG91 delivery report/,
    },
  ])('refuses $name with 400 naming the field, and changes nothing', async ({ body, field, message }) => {
    await aSentMessage();
    const before = await tableFingerprint(context.db);
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json<{ code: string; detail: string; errors: { field: string }[] }>();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.detail).toMatch(message);
    expect(problem.errors.map((error) => error.field)).toEqual([field]);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });
});

describe('MSG91 delivery reports without MSG91_WEBHOOK_TOKEN', () => {
  it('refuses every report: the webhook takes nothing until the operator sets a token', async () => {
    const context = await createTestContext(
      { sms: { adapter: 'msg91', msg91: { ...SETTINGS, webhookToken: null } } },
      { smsDispatch: 'manual' },
    );
    try {
      for (const url of [
        MSG91_STATUS_PATH,
        `${MSG91_STATUS_PATH}?token=`,
        `${MSG91_STATUS_PATH}?token=${TOKEN}`,
      ]) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          ...version3({ requestId: 'a1b2c3', status: '1', desc: 'DELIVERED' }),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          detail: expect.stringMatching(/MSG91_WEBHOOK_TOKEN is not set/),
        });
      }
    } finally {
      await context.close();
    }
  });
});

describe('MSG91 delivery reports without MSG91', () => {
  it('is not found when SMS go through another adapter', async () => {
    const context = await createTestContext();
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: `${MSG91_STATUS_PATH}?token=${TOKEN}`,
        ...version3({ requestId: 'a1b2c3', status: '1', desc: 'DELIVERED' }),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });
});
