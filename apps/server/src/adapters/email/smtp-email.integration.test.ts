import {
  type EmailMessagePage,
  type RegisteredTemple,
  type TempleDeletionResult,
  type TempleDeletionStarted,
  UserType,
} from '@nivedya/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestOtp } from '../../test/account-builders.ts';
import { headerOf, startLocalSmtpServer, textBodyOf } from '../../test/local-smtp-server.ts';
import { aLoggedInUser } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { createSmtpEmailAdapter } from './smtp-email-adapter.ts';

const ACCOUNT = { user: 'relay@nivedya.test', password: 's3cret pass:word' };
const FROM = 'Nivedya <no-reply@nivedya.test>';

/**
 * EMAIL_ADAPTER=smtp against a mail server on this machine that speaks SMTP as a provider's relay does:
 * the deletion OTP e-mail is really handed over (AUTH, envelope, headers, body), and a refusal is
 * recorded and reported without stopping the SMS.
 */
describe('SMTP e-mail adapter', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let context: TestContext;
  let admin: TestClient;
  let n = 0;

  async function aTempleWithEmail(email: string): Promise<RegisteredTemple> {
    n += 1;
    const response = await admin.post('/api/v1/admin/temples', {
      name: `Sree Mahadeva Temple ${n}`,
      code: `mahadeva-smtp-${n}`,
      mobile: `94471${String(10_000 + n).slice(-5)}`,
      email,
      state: 'Kerala',
      place: 'Vaikom',
      admin: { userName: `Mahadeva Office ${n}`, mobile: `98951${String(10_000 + n).slice(-5)}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RegisteredTemple>();
  }

  beforeAll(async () => {
    smtp = await startLocalSmtpServer(ACCOUNT);
    context = await createTestContext({
      email: { adapter: 'smtp', smtp: { url: smtp.url(), from: FROM } },
    });
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
  });
  afterAll(async () => {
    await context.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refusedRecipients.clear();
  });

  it('hands the deletion OTP to the mail server, authenticated, with the same code as the SMS', async () => {
    const { temple } = await aTempleWithEmail('devaswom.office@vaikom.example');
    const started = await admin.post(`/api/v1/admin/temples/${temple.id}/deletion`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TempleDeletionStarted>().emailedTo).toBe('d**************@vaikom.example');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.authUser).toBe(ACCOUNT.user);
    expect(mail?.mailFrom).toBe('no-reply@nivedya.test');
    expect(mail?.rcptTo).toEqual(['devaswom.office@vaikom.example']);
    const raw = mail?.raw ?? '';
    expect(headerOf(raw, 'From')).toBe(FROM);
    expect(headerOf(raw, 'To')).toBe('devaswom.office@vaikom.example');
    expect(headerOf(raw, 'Subject')).toBe(`Nivedya: OTP to delete Sree Mahadeva Temple ${n}`);
    expect(headerOf(raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8/);
    const code = await latestOtp(admin, `94471${String(10_000 + n).slice(-5)}`);
    expect(textBodyOf(raw)).toContain(`${code} is your Nivedya OTP to delete a temple`);

    const outbox = (await admin.get('/api/v1/admin/email-outbox?to=vaikom')).json<EmailMessagePage>();
    expect(outbox.items[0]).toMatchObject({ adapter: 'smtp', status: 'sent', error: null });
    expect(outbox.items[0]?.sentAt).not.toBeNull();

    // The code from the e-mail deletes the temple.
    const deleted = await admin.post(`/api/v1/admin/temples/${temple.id}/deletion/verify`, { otp: code });
    expect(deleted.json<TempleDeletionResult>().outcome).toBe('deleted');
  });

  it('a recipient the mail server refuses: the SMS still goes, the answer names no e-mail, the outbox says why', async () => {
    const { temple } = await aTempleWithEmail('closed.mailbox@vaikom.example');
    smtp.refusedRecipients.add('closed.mailbox@vaikom.example');
    const started = await admin.post(`/api/v1/admin/temples/${temple.id}/deletion`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TempleDeletionStarted>()).toMatchObject({
      sentTo: expect.stringMatching(/\*/),
      emailedTo: null,
    });
    expect(smtp.received).toHaveLength(0);
    expect(await latestOtp(admin, `94471${String(10_000 + n).slice(-5)}`)).toMatch(/^\d{6}$/);

    const outbox = (await admin.get('/api/v1/admin/email-outbox?to=closed.mailbox')).json<EmailMessagePage>();
    expect(outbox.items[0]).toMatchObject({ adapter: 'smtp', status: 'failed', sentAt: null });
    expect(outbox.items[0]?.error).toContain('550');
  });

  it('a wrong password is refused by the server (535), not taken for a delivery', async () => {
    const adapter = createSmtpEmailAdapter({ url: smtp.url('wrong password'), from: FROM });
    await expect(
      adapter.deliver({
        to: 'a@vaikom.example',
        subject: 'OTP',
        text: '123456',
        purpose: 'otp:delete-temple',
      }),
    ).rejects.toThrow(/535/);
    expect(smtp.received).toHaveLength(0);
  });

  it('a mail server that cannot be reached fails the delivery', async () => {
    const closed = await startLocalSmtpServer(ACCOUNT);
    const url = closed.url();
    await closed.close();
    const adapter = createSmtpEmailAdapter({ url, from: FROM });
    await expect(
      adapter.deliver({
        to: 'a@vaikom.example',
        subject: 'OTP',
        text: '123456',
        purpose: 'otp:delete-temple',
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
