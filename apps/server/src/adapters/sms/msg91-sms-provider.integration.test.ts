import { type Language, type SmsMessage, type SmsMessagePage, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/index.ts';
import { startLocalMsg91Server } from '../../test/local-msg91-server.ts';
import { aLoggedInUser } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { MSG91_STATUS_PATH } from './msg91-delivery-report.ts';
import { createMsg91SmsProvider, type Msg91Settings } from './msg91-sms-provider.ts';
import type { SmsDispatcher } from './sms-dispatcher.ts';
import { insertQueuedSms } from './sms-outbox-repository.ts';
import { SmsDeliveryError } from './sms-provider.ts';

const AUTH_KEY = '412345AbCdEf6789GhIjKl01';
const TEMPLATES = {
  // A Malayalam SMS is a DLT template of its own.
  'otp:signup': { en: '1107161234567890001', ml: '1107161234567890011' },
  'vq-booking-confirmed': { en: '1107161234567890004' },
  // One template for every language.
  'temple-notification': '1107161234567890002',
  'booking-confirmed': '1107161234567890003',
};
const WEBHOOK_TOKEN = 'c4d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * SMS_ADAPTER=msg91 against a server on this machine that speaks MSG91's documented v2 send API and
 * checks every request against it (local-msg91-server.ts): what is queued goes after its transaction,
 * once, with the purpose's DLT template; MSG91's refusals fail a message at once; its outages and a
 * dropped connection are retried with backoff, and the last failed try fails the message. Then MSG91's
 * delivery reports, posted by that server to ours as MSG91's webhook posts them.
 */
describe('MSG91 SMS provider', () => {
  let msg91: Awaited<ReturnType<typeof startLocalMsg91Server>>;
  let context: TestContext;
  let admin: TestClient;
  let settings: Msg91Settings;
  /** The webhook URL an operator enters in the MSG91 panel. */
  let webhookUrl: string;

  function dispatcher(): SmsDispatcher {
    const found = context.app.smsDispatcher;
    if (!found) throw new Error('SMS_ADAPTER=msg91 has a dispatcher');
    return found;
  }

  async function messageTo(mobile: string): Promise<SmsMessage> {
    const response = await admin.get(`/api/v1/admin/sms-outbox?mobile=${mobile}&limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    const [message] = response.json<SmsMessagePage>().items;
    if (!message) throw new Error(`no SMS to ${mobile}`);
    return message;
  }

  function queue(
    mobile: string,
    purpose: string,
    body = 'Your Pushpanjali on 12-Mar-2026 is booked.',
    language: Language = 'en',
  ) {
    return insertQueuedSms(
      context.db,
      { to: mobile, body, purpose, templeId: null, language, adapter: 'msg91' },
      context.clock.now,
    );
  }

  function later(ms: number) {
    context.clock.now = new Date(context.clock.now.getTime() + ms);
  }

  beforeAll(async () => {
    msg91 = await startLocalMsg91Server({ authKey: AUTH_KEY });
    settings = {
      authKey: AUTH_KEY,
      sender: 'NIVDYA',
      dltTemplates: TEMPLATES,
      url: msg91.url,
      webhookToken: WEBHOOK_TOKEN,
    };
    context = await createTestContext(
      { sms: { adapter: 'msg91', msg91: settings } },
      { smsDispatch: 'manual' },
    );
    const baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
    webhookUrl = `${baseUrl}${MSG91_STATUS_PATH}?token=${WEBHOOK_TOKEN}`;
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => {
    await context.close();
    await msg91.close();
  });
  beforeEach(async () => {
    msg91.reset();
    await context.db.delete(smsOutbox);
  });

  it('queues the OTP in its transaction and hands it over after, as the send API documents', async () => {
    const requested = await new TestClient(context.app).post('/api/v1/auth/otp/request', {
      mobile: '9847000001',
    });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(await messageTo('9847000001')).toMatchObject({
      adapter: 'msg91',
      status: 'queued',
      attempts: 0,
      sentAt: null,
      nextAttemptAt: context.clock.now.toISOString(),
    });
    expect(msg91.received).toHaveLength(0);

    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(msg91.violations).toEqual([]);
    expect(msg91.received).toHaveLength(1);
    const [request] = msg91.received;
    expect(request?.authkey).toBe(AUTH_KEY);
    expect(request?.body).toEqual({
      sender: 'NIVDYA',
      route: '4',
      country: '91',
      unicode: 0,
      DLT_TE_ID: TEMPLATES['otp:signup'].en,
      sms: [
        { message: expect.stringMatching(/^\d{6} is your Nivedya OTP to sign up\./), to: ['9847000001'] },
      ],
    });
    expect(await messageTo('9847000001')).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      nextAttemptAt: null,
      providerMessageId: request?.requestId,
      sentAt: context.clock.now.toISOString(),
    });

    // Delivered once: the next pass finds nothing due.
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(msg91.received).toHaveLength(1);
  });

  it("sends a Malayalam OTP as Unicode, under the purpose's Malayalam template", async () => {
    const requested = await new TestClient(context.app).post('/api/v1/auth/otp/request', {
      mobile: '9847000010',
      language: 'ml',
    });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(msg91.violations).toEqual([]);
    expect(msg91.received[0]?.body).toMatchObject({
      unicode: 1,
      DLT_TE_ID: TEMPLATES['otp:signup'].ml,
      sms: [{ message: expect.stringMatching(/^\d{6} ആണ് സൈൻ അപ്പ് ചെയ്യാൻ/), to: ['9847000010'] }],
    });
  });

  it("sends a Malayalam message as Unicode, under the purpose's one template for every language", async () => {
    await queue('9847000002', 'temple-notification', 'നാളെ രാവിലെ 6 മണിക്ക് ഗണപതി ഹോമം.', 'ml');
    await dispatcher().deliverDue();
    expect(msg91.violations).toEqual([]);
    expect(msg91.received[0]?.body).toMatchObject({
      unicode: 1,
      DLT_TE_ID: TEMPLATES['temple-notification'],
      sms: [{ message: 'നാളെ രാവിലെ 6 മണിക്ക് ഗണപതി ഹോമം.', to: ['9847000002'] }],
    });
  });

  it("fails a message MSG91 refuses at once, with MSG91's words, and never tries it again", async () => {
    msg91.script.push({ kind: 'error', message: 'Mobile number is not valid', code: '211' });
    await queue('9847000003', 'booking-confirmed');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageTo('9847000003')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'MSG91: Mobile number is not valid (code 211)',
      nextAttemptAt: null,
      sentAt: null,
    });
    later(60 * MINUTE);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(msg91.received).toHaveLength(1);
  });

  it('fails a message whose purpose has no DLT template without asking MSG91, naming the purpose', async () => {
    await queue('9847000004', 'refund-processed');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(msg91.received).toHaveLength(0);
    const message = await messageTo('9847000004');
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
    expect(message.error).toBe(
      'No DLT template for purpose "refund-processed": add its template id to MSG91_DLT_TEMPLATES',
    );
  });

  it('fails a message in a language its purpose has no template for, naming purpose and language', async () => {
    await queue('9847000011', 'vq-booking-confirmed', 'ഗുരുവായൂർ: ദർശനം ബുക്ക് ചെയ്തു.', 'ml');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(msg91.received).toHaveLength(0);
    expect((await messageTo('9847000011')).error).toBe(
      'No DLT template for purpose "vq-booking-confirmed" in language "ml": add its ml template id to MSG91_DLT_TEMPLATES ({"vq-booking-confirmed":{"ml":"…"}})',
    );
    // The same purpose in English has its template.
    await queue('9847000012', 'vq-booking-confirmed', 'Guruvayur: darshan booked.', 'en');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(msg91.received[0]?.body).toMatchObject({
      unicode: 0,
      DLT_TE_ID: TEMPLATES['vq-booking-confirmed'].en,
    });
  });

  it('refuses a wrong auth key (401) as final: another try cannot help', async () => {
    const provider = createMsg91SmsProvider({ ...settings, authKey: 'not-the-key' });
    const attempt = provider.deliver({
      to: '9847000005',
      body: 'Hello',
      purpose: 'booking-confirmed',
      language: 'en',
    });
    await expect(attempt).rejects.toThrow('MSG91: Authentication failure (code 301)');
    await expect(attempt).rejects.toMatchObject({ isRetryable: false });
    expect(msg91.violations).toEqual([]);
  });

  it('retries a 500 thirty seconds later, and then it goes', async () => {
    msg91.script.push({ kind: 'status', status: 500 });
    await queue('9847000006', 'booking-confirmed');
    const queuedAt = context.clock.now.getTime();
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await messageTo('9847000006')).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'MSG91: HTTP 500',
      nextAttemptAt: new Date(queuedAt + 30 * SECOND).toISOString(),
    });
    later(29 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    later(1 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(msg91.received).toHaveLength(2);
    expect(msg91.violations).toEqual([]);
    expect(await messageTo('9847000006')).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      providerMessageId: msg91.received[1]?.requestId,
    });
  });

  it('retries a dropped connection, and then it goes', async () => {
    msg91.script.push({ kind: 'drop' });
    await queue('9847000007', 'booking-confirmed');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await messageTo('9847000007');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.error).toMatch(/^MSG91 could not be reached \(.+\)$/);
    later(30 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await messageTo('9847000007')).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('fails the message after its fifth try, the tries 30 s, 2, 8 and 32 minutes apart', async () => {
    msg91.script.push(
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429 },
      { kind: 'drop' },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 503 },
    );
    await queue('9847000008', 'booking-confirmed');
    for (const [index, wait] of [30 * SECOND, 2 * MINUTE, 8 * MINUTE, 32 * MINUTE].entries()) {
      const triedAt = context.clock.now.getTime();
      expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await messageTo('9847000008')).toMatchObject({
        status: 'queued',
        attempts: index + 1,
        nextAttemptAt: new Date(triedAt + wait).toISOString(),
      });
      later(wait - SECOND);
      expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      later(SECOND);
    }
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageTo('9847000008')).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: 'MSG91: HTTP 503',
      nextAttemptAt: null,
    });
    expect(msg91.received).toHaveLength(5);
    expect(msg91.violations).toEqual([]);
  });

  it('says what a provider failure is: SmsDeliveryError, retryable or not', async () => {
    msg91.script.push({ kind: 'status', status: 500 });
    const provider = createMsg91SmsProvider(settings);
    const attempt = provider.deliver({
      to: '9847000009',
      body: 'Hello',
      purpose: 'booking-confirmed',
      language: 'en',
    });
    await expect(attempt).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(attempt).rejects.toMatchObject({ isRetryable: true, message: 'MSG91: HTTP 500' });
  });

  describe('delivery reports', () => {
    /** A message MSG91 accepted, as the dispatcher recorded it. */
    async function aSentMessage(mobile: string): Promise<SmsMessage> {
      await queue(mobile, 'booking-confirmed');
      expect(await dispatcher().deliverDue()).toMatchObject({ sent: 1 });
      const sent = await messageTo(mobile);
      expect(sent.providerMessageId).toBe(msg91.received.at(-1)?.requestId);
      return sent;
    }

    it('records delivered from webhook version 2, and a late report does not take it back', async () => {
      const sent = await aSentMessage('9847000021');
      later(6 * SECOND);
      const reported = await msg91.postDeliveryReport(webhookUrl, sent.providerMessageId ?? '', {
        status: '1',
        desc: 'DELIVERED',
      });
      expect(reported).toEqual({ status: 200, body: '{"recorded":1}' });
      expect(await messageTo('9847000021')).toMatchObject({
        status: 'delivered',
        deliveredAt: context.clock.now.toISOString(),
        error: null,
      });
      // Reports may come late and more than once: a failure after delivery changes nothing.
      const late = await msg91.postDeliveryReport(webhookUrl, sent.providerMessageId ?? '', {
        status: '2',
        desc: 'FAILED',
      });
      expect(late).toEqual({ status: 200, body: '{"recorded":0}' });
      expect(await messageTo('9847000021')).toMatchObject({ status: 'delivered', error: null });
    });

    it("records undelivered with MSG91's description and reason", async () => {
      const sent = await aSentMessage('9847000022');
      const reported = await msg91.postDeliveryReport(webhookUrl, sent.providerMessageId ?? '', {
        status: '2',
        desc: 'FAILED',
        failedReason: 'Absent Subscriber',
      });
      expect(reported.status).toBe(200);
      expect(await messageTo('9847000022')).toMatchObject({
        status: 'undelivered',
        error: 'MSG91 2: FAILED (Absent Subscriber)',
        deliveredAt: null,
      });
    });

    it('records failed from webhook version 3 (JSON) for a blocked number', async () => {
      const sent = await aSentMessage('9847000023');
      const reported = await msg91.postDeliveryReport(
        webhookUrl,
        sent.providerMessageId ?? '',
        { status: '17', desc: 'Blocked number' },
        'v3',
      );
      expect(reported).toEqual({ status: 200, body: '{"recorded":1}' });
      expect(await messageTo('9847000023')).toMatchObject({
        status: 'failed',
        error: 'MSG91 17: Blocked number',
      });
    });

    it('refuses a report posted without the token and changes nothing', async () => {
      const sent = await aSentMessage('9847000024');
      const refused = await msg91.postDeliveryReport(
        `${webhookUrl.split('?')[0]}`,
        sent.providerMessageId ?? '',
        { status: '1', desc: 'DELIVERED' },
      );
      expect(refused.status).toBe(403);
      expect(await messageTo('9847000024')).toMatchObject({ status: 'sent', deliveredAt: null });
    });
  });
});
