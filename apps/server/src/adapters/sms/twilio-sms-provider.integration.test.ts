import { type SmsMessage, type SmsMessagePage, UserType } from '@nivedya/domain';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/index.ts';
import { startLocalTwilioServer } from '../../test/local-twilio-server.ts';
import { aLoggedInUser } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import type { SmsDispatcher } from './sms-dispatcher.ts';
import { insertQueuedSms } from './sms-outbox-repository.ts';
import { createTwilioSmsProvider, TWILIO_STATUS_PATH, type TwilioSettings } from './twilio-sms-provider.ts';

const SETTINGS: TwilioSettings = {
  accountSid: `AC${'3f'.repeat(16)}`,
  authToken: '9c1d0e5f3a7b4c2d8e6f1a0b3c5d7e9f',
  from: '+15005550006',
};
const PUBLIC_URL = 'https://seva.example.org';
const STATUS_URL = `${PUBLIC_URL}${TWILIO_STATUS_PATH}`;
const SECOND = 1000;

/**
 * SMS_ADAPTER=twilio through Twilio's own SDK, its HTTP requests sent by the SDK's documented custom
 * httpClient to a server on this machine that checks each against Twilio's Messages API
 * (local-twilio-server.ts); then Twilio's status callbacks, signed as Twilio signs them.
 */
describe('Twilio SMS provider', () => {
  let server: Awaited<ReturnType<typeof startLocalTwilioServer>>;
  let context: TestContext;
  let admin: TestClient;

  function dispatcher(): SmsDispatcher {
    const found = context.app.smsDispatcher;
    if (!found) throw new Error('SMS_ADAPTER=twilio has a dispatcher');
    return found;
  }

  async function messageTo(mobile: string): Promise<SmsMessage> {
    const response = await admin.get(`/api/v1/admin/sms-outbox?mobile=${mobile}&limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    const [message] = response.json<SmsMessagePage>().items;
    if (!message) throw new Error(`no SMS to ${mobile}`);
    return message;
  }

  function queue(mobile: string, body = 'Your Pushpanjali on 12-Mar-2026 is booked.') {
    return insertQueuedSms(
      context.db,
      { to: mobile, body, purpose: 'booking-confirmed', templeId: null, language: 'en', adapter: 'twilio' },
      context.clock.now,
    );
  }

  function later(ms: number) {
    context.clock.now = new Date(context.clock.now.getTime() + ms);
  }

  /** Twilio's status callback: a form, signed over PUBLIC_URL + path with the auth token. */
  function statusCallback(fields: Record<string, string>, signature?: string) {
    return context.app.inject({
      method: 'POST',
      url: TWILIO_STATUS_PATH,
      headers: {
        // As Twilio sends it.
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        'x-twilio-signature':
          signature ?? twilio.getExpectedTwilioSignature(SETTINGS.authToken, STATUS_URL, fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** A message Twilio accepted, as the dispatcher recorded it. */
  async function aSentMessage(mobile: string): Promise<SmsMessage> {
    await queue(mobile);
    expect(await dispatcher().deliverDue()).toMatchObject({ sent: 1 });
    return messageTo(mobile);
  }

  beforeAll(async () => {
    server = await startLocalTwilioServer(SETTINGS);
    context = await createTestContext(
      { sms: { adapter: 'twilio', twilio: SETTINGS }, publicUrl: PUBLIC_URL },
      {
        smsProvider: createTwilioSmsProvider(SETTINGS, {
          publicUrl: PUBLIC_URL,
          httpClient: server.httpClient(),
        }),
        smsDispatch: 'manual',
      },
    );
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => {
    await context.close();
    await server.close();
  });
  beforeEach(async () => {
    server.reset();
    await context.db.delete(smsOutbox);
  });

  it('hands a queued OTP to Twilio after its transaction: To in E.164, From, Body, StatusCallback', async () => {
    const requested = await new TestClient(context.app).post('/api/v1/auth/otp/request', {
      mobile: '9847100001',
    });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(await messageTo('9847100001')).toMatchObject({ adapter: 'twilio', status: 'queued', attempts: 0 });
    expect(server.received).toHaveLength(0);

    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(server.violations).toEqual([]);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.fields).toEqual({
      To: '+919847100001',
      From: SETTINGS.from,
      Body: expect.stringMatching(/^\d{6} is your Nivedya OTP to sign up\./),
      StatusCallback: STATUS_URL,
    });
    expect(await messageTo('9847100001')).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      providerMessageId: server.received[0]?.sid,
      sentAt: context.clock.now.toISOString(),
    });
  });

  it("fails a number Twilio finds invalid (400, code 21211) at once, with Twilio's words", async () => {
    server.invalidNumbers.add('+919847100002');
    await queue('9847100002');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageTo('9847100002')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: "Twilio 21211: The 'To' number +919847100002 is not a valid phone number.",
      nextAttemptAt: null,
    });
    later(60 * 60 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(server.violations).toEqual([]);
  });

  it('refuses wrong credentials (401, code 20003) as final', async () => {
    const provider = createTwilioSmsProvider(
      { ...SETTINGS, authToken: 'not-the-token' },
      { publicUrl: PUBLIC_URL, httpClient: server.httpClient() },
    );
    const attempt = provider.deliver({
      to: '9847100003',
      body: 'Hello',
      purpose: 'booking-confirmed',
      language: 'en',
    });
    await expect(attempt).rejects.toMatchObject({
      isRetryable: false,
      message: 'Twilio 20003: Authenticate',
    });
    expect(server.received).toHaveLength(0);
  });

  it('retries a 500 and a dropped connection, and then it goes', async () => {
    server.script.push({ kind: 'status', status: 500 }, { kind: 'drop' });
    await queue('9847100004');
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await messageTo('9847100004')).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'Twilio 20500: Internal Server Error',
      nextAttemptAt: new Date(context.clock.now.getTime() + 30 * SECOND).toISOString(),
    });
    later(30 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const dropped = await messageTo('9847100004');
    expect(dropped).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: new Date(context.clock.now.getTime() + 120 * SECOND).toISOString(),
    });
    expect(dropped.error).toMatch(/^Twilio could not be reached \(.+\)$/);
    later(120 * SECOND);
    expect(await dispatcher().deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await messageTo('9847100004')).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
      providerMessageId: server.received[2]?.sid,
    });
    expect(server.violations).toEqual([]);
  });

  it('fails the message when its fifth try fails too', async () => {
    server.script.push(...Array.from({ length: 5 }, () => ({ kind: 'status', status: 503 }) as const));
    await queue('9847100005');
    for (const wait of [30, 120, 480, 1920]) {
      expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      later(wait * SECOND);
    }
    expect(await dispatcher().deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageTo('9847100005')).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: 'Twilio 20500: Internal Server Error',
    });
    expect(server.received).toHaveLength(5);
  });

  describe('status callback', () => {
    it('records delivered when Twilio says so, signed', async () => {
      const sent = await aSentMessage('9847100011');
      later(4 * SECOND);
      const response = await statusCallback({
        AccountSid: SETTINGS.accountSid,
        MessageSid: sent.providerMessageId ?? '',
        SmsSid: sent.providerMessageId ?? '',
        MessageStatus: 'delivered',
        SmsStatus: 'delivered',
        To: '+919847100011',
        From: SETTINGS.from,
        ApiVersion: '2010-04-01',
      });
      expect(response.statusCode, response.body).toBe(204);
      expect(await messageTo('9847100011')).toMatchObject({
        status: 'delivered',
        deliveredAt: context.clock.now.toISOString(),
        error: null,
      });
      // Reports come out of order and more than once: a late "sent" or a repeat changes nothing.
      for (const status of ['sent', 'undelivered']) {
        const late = await statusCallback({
          MessageSid: sent.providerMessageId ?? '',
          MessageStatus: status,
        });
        expect(late.statusCode).toBe(204);
      }
      expect(await messageTo('9847100011')).toMatchObject({ status: 'delivered', error: null });
    });

    it("records undelivered with Twilio's error code and what it means", async () => {
      const sent = await aSentMessage('9847100012');
      const response = await statusCallback({
        MessageSid: sent.providerMessageId ?? '',
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
      });
      expect(response.statusCode).toBe(204);
      expect(await messageTo('9847100012')).toMatchObject({
        status: 'undelivered',
        error: 'Twilio 30003: Unreachable destination handset',
        deliveredAt: null,
      });
    });

    it('refuses a callback whose signature does not match (403) and changes nothing', async () => {
      const sent = await aSentMessage('9847100013');
      const fields = {
        MessageSid: sent.providerMessageId ?? '',
        MessageStatus: 'failed',
        ErrorCode: '30008',
      };
      const forged = twilio.getExpectedTwilioSignature('another-token', STATUS_URL, fields);
      const refused = await statusCallback(fields, forged);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      // Signed for other fields: changing one field breaks the signature.
      const tampered = twilio.getExpectedTwilioSignature(SETTINGS.authToken, STATUS_URL, {
        ...fields,
        MessageStatus: 'delivered',
      });
      expect((await statusCallback(fields, tampered)).statusCode).toBe(403);
      const unsigned = await context.app.inject({
        method: 'POST',
        url: TWILIO_STATUS_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(unsigned.statusCode).toBe(403);
      expect(await messageTo('9847100013')).toMatchObject({ status: 'sent', error: null });
    });

    it('answers a signed callback for a message it does not know without changing anything', async () => {
      const sent = await aSentMessage('9847100014');
      const response = await statusCallback({
        MessageSid: `SM${'0'.repeat(32)}`,
        MessageStatus: 'delivered',
      });
      expect(response.statusCode).toBe(204);
      expect(await messageTo('9847100014')).toMatchObject({
        status: 'sent',
        providerMessageId: sent.providerMessageId,
      });
    });
  });
});

describe('Twilio status callback without Twilio', () => {
  it('is not found when SMS go through another adapter', async () => {
    const context = await createTestContext();
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: TWILIO_STATUS_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
        payload: 'MessageSid=SM1&MessageStatus=delivered',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });
});
