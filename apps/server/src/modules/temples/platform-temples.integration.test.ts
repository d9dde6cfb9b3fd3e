import {
  type AdminTemple,
  type AdminTempleList,
  type CartEvaluation,
  type EmailMessagePage,
  type RegisteredTemple,
  type TempleDeletionResult,
  type TempleDeletionStarted,
  type TempleList,
  TempleStatus,
  type User,
  UserType,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temples, users } from '../../db/schema/index.ts';
import { insertUser, latestOtp } from '../../test/account-builders.ts';
import { insertBookableTemple, insertSeva } from '../../test/catalogue-builders.ts';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  auditRows,
  grantPlatformAccess,
  insertOrder,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

const BASE = '/api/v1/admin/temples';

/** The smallest registration the form allows: a name, a code, the temple's mobile and its administrator. */
function aRegistration(n: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `Sree Dharma Sastha Temple ${n}`,
    code: `dharma-sastha-${n}`,
    mobile: `94470${String(10_000 + n).slice(-5)}`,
    state: 'Kerala',
    place: 'Sabarimala',
    admin: { userName: `Office ${n}`, mobile: `98950${String(10_000 + n).slice(-5)}` },
    ...overrides,
  };
}

describe('platform temples (temple-list, temple, POST /Temple, POST /TempleInsert, temple deletion)', () => {
  let context: TestContext;
  let admin: TestClient;
  let subAdmin: TestClient;
  let n = 0;

  async function register(overrides: Record<string, unknown> = {}) {
    n += 1;
    const response = await admin.post(BASE, aRegistration(n, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RegisteredTemple>();
  }

  /** Logs in as a person would who has only a mobile: an OTP read from the SMS outbox. */
  async function logInByOtp(mobile: string): Promise<TestClient> {
    const client = new TestClient(context.app);
    expect((await client.post('/api/v1/auth/otp/request', { mobile })).statusCode).toBe(202);
    const login = await client.post('/api/v1/auth/otp/verify', {
      mobile,
      otp: await latestOtp(admin, mobile),
    });
    expect(login.statusCode, login.body).toBe(200);
    return client;
  }

  beforeAll(async () => {
    context = await createTestContext();
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
    const sub = await aLoggedInUser(context.app, context.db, { userType: UserType.SubAdmin });
    await grantPlatformAccess(context.db, sub.user.id, { rights: ['platform.temples'] });
    subAdmin = sub.client;
  });
  afterAll(async () => context.close());

  it('registers a temple in onboarding, hidden from devotees, with a new administrator who logs in by OTP', async () => {
    const registered = await register({
      bankName: 'Canara Bank',
      bankIfsc: 'cnrb0003108',
      bankAccountNumber: '3108101004521',
      bankAccountName: 'Sastha Devaswom',
      paymentGatewayId: 'demo',
      isVirtualQueue: true,
      platformChargeAmount: 1_000,
      shortCode: 'sds',
    });
    const { temple } = registered;
    expect(registered.isNewAdminAccount).toBe(true);
    expect(registered.smsSentTo).toMatch(/\*/);
    expect(temple).toMatchObject({
      status: TempleStatus.Onboarding,
      shortCode: 'SDS',
      bank: { bankIfsc: 'CNRB0003108' },
      features: { isSeva: true, isVirtualQueue: true },
      charges: { platformChargeAmount: 1_000 },
      admin: { userName: `Office ${n}` },
    });

    const publicList = await new TestClient(context.app).get(
      `/api/v1/temples?search=Dharma Sastha Temple ${n}`,
    );
    expect(publicList.json<TempleList>().total).toBe(0);

    const adminMobile = aRegistration(n).admin.mobile;
    const sms = await admin.get(`/api/v1/admin/sms-outbox?mobile=${adminMobile}&limit=1`);
    expect(sms.json<{ items: { body: string }[] }>().items[0]?.body).toContain(
      `Sree Dharma Sastha Temple ${n} is now on`,
    );
    const templeAdmin = await logInByOtp(adminMobile);
    const me = (await templeAdmin.get('/api/v1/me')).json<User>();
    expect(me).toMatchObject({ userType: UserType.TempleAdmin, templeId: temple.id });
    expect((await templeAdmin.get(`/api/v1/temples/${temple.id}/profile`)).statusCode).toBe(200);

    const [audit] = await auditRows(context.db, 'temple.registered');
    expect(audit?.after).toMatchObject({ id: temple.id, isNewAdminAccount: true });
  });

  it("links the mobile's devotee account as the temple's administrator", async () => {
    const devotee = await insertUser(context.db, { userType: UserType.Devotee, mobile: '9061234567' });
    const registered = await register({ admin: { userName: 'Anyone', mobile: '9061234567' } });
    expect(registered.isNewAdminAccount).toBe(false);
    expect(registered.temple.admin?.id).toBe(devotee.id);
    const [row] = await context.db.select().from(users).where(eq(users.id, devotee.id));
    expect(row).toMatchObject({ userType: UserType.TempleAdmin, templeId: registered.temple.id });
  });

  it.each([
    ['a code in use', () => ({ code: 'dharma-sastha-1' }), 409, 'code'],
    ['an invalid IFSC', () => ({ bankIfsc: 'SBIN123' }), 400, 'bankIfsc'],
    ['a gateway without bank details', () => ({ paymentGatewayId: 'razorpay' }), 400, 'bankAccountNumber'],
    ['no administrator', () => ({ admin: undefined }), 400, 'admin'],
    ['no temple mobile', () => ({ mobile: undefined }), 400, 'mobile'],
    ['an unknown field', () => ({ isFree: true }), 400, null],
    ['a deleted status', () => ({ status: TempleStatus.Deleted }), 400, 'status'],
  ])('refuses %s with a clear problem and changes nothing', async (_, change, status, field) => {
    const staffed = await aStaffedTemple(context.app, context.db);
    const before = await tableFingerprint(context.db);
    const response = await admin.post(BASE, { ...aRegistration(900), ...change() });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{ detail: string; errors?: { field: string }[] }>();
    expect(problem.detail.length).toBeGreaterThan(5);
    if (field) expect(problem.errors?.map((error) => error.field).join(',')).toContain(field);
    expect(await tableFingerprint(context.db)).toEqual(before);
    // The mobile of another temple's staff cannot become this temple's administrator.
    const taken = await admin.post(BASE, {
      ...aRegistration(901),
      admin: { userName: 'Staff', mobile: staffed.staffUser.mobile },
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json<{ detail: string }>().detail).toBe(
      'This mobile already works for another temple; use another mobile',
    );
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('lists every temple but the deleted, searched, filtered by state and status, paged', async () => {
    const tamil = await register({ state: 'Tamil Nadu', name: 'Meenakshi Amman Temple', code: 'meenakshi' });
    const all = await admin.get(`${BASE}?limit=2`);
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminTempleList>();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);

    const byState = (await admin.get(`${BASE}?state=Tamil Nadu`)).json<AdminTempleList>();
    expect(byState.items.map((item) => item.id)).toEqual([tamil.temple.id]);
    expect(byState.items[0]).toMatchObject({ admin: { userName: tamil.temple.admin?.userName }, status: 3 });

    const bySearch = (await admin.get(`${BASE}?search=meenakshi&status=3`)).json<AdminTempleList>();
    expect(bySearch.items.map((item) => item.id)).toEqual([tamil.temple.id]);
    const active = (await admin.get(`${BASE}?search=meenakshi&status=1`)).json<AdminTempleList>();
    expect(active.total).toBe(0);
    expect((await admin.get(`${BASE}?status=2`)).statusCode).toBe(400);
  });

  it('makes a temple active for devotees, and IsSeva really opens and closes its seva booking', async () => {
    const temple = await insertBookableTemple(context.db, { status: TempleStatus.Onboarding });
    const sevaId = await insertSeva(context.db, temple);
    const devotee = new TestClient(context.app);
    expect((await devotee.get(`/api/v1/temples/${temple.id}`)).statusCode).toBe(404);

    const activated = await admin.patch(`${BASE}/${temple.id}`, { status: TempleStatus.Active });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json<AdminTemple>()).toMatchObject({ status: 1, admin: null });
    expect((await devotee.get(`/api/v1/temples/${temple.id}`)).statusCode).toBe(200);

    const sevasOf = async () =>
      (await devotee.get(`/api/v1/temples/${temple.id}/sevas`)).json<{ total: number }>();
    expect((await sevasOf()).total).toBe(1);

    expect((await admin.patch(`${BASE}/${temple.id}`, { isSeva: false })).statusCode).toBe(200);
    expect((await sevasOf()).total).toBe(0);
    const closed = (
      await devotee.post('/api/v1/cart/evaluate', {
        lines: [{ sevaId, performDate: '2099-03-10', quantity: 1, devoteeName: 'Anjali', starId: 4 }],
      })
    ).json<CartEvaluation>();
    const problems = [
      ...(closed.orders[0]?.lines[0]?.problems ?? []),
      ...closed.unknownLines.flatMap((unknown) => unknown.problems),
    ];
    expect(problems.map((problem) => problem.message).join(' ')).toContain('does not take seva bookings');

    expect((await admin.patch(`${BASE}/${temple.id}`, { isSeva: true })).statusCode).toBe(200);
    expect((await sevasOf()).total).toBe(1);
  });

  it('refuses a gateway on a temple without bank details, leaving the temple as it was', async () => {
    const { temple } = await register();
    const before = await tableFingerprint(context.db);
    const response = await subAdmin.patch(`${BASE}/${temple.id}`, { paymentGatewayId: 'razorpay' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: 'bankIfsc',
      message: 'Required when the temple is paid through a payment gateway',
    });
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('answers 403 to temple users and devotees on every administrators’ temple route, changing nothing', async () => {
    const staffed = await aStaffedTemple(context.app, context.db);
    const { client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee });
    const id = staffed.temple.id;
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, aRegistration(950)],
      ['GET', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}`, { isSeva: false }],
      ['POST', `${BASE}/${id}/deletion`],
      ['POST', `${BASE}/${id}/deletion/verify`, { otp: '123456' }],
    ];
    const before = await tableFingerprint(context.db);
    for (const client of [staffed.admin, staffed.staff, devotee]) {
      for (const [method, url, payload] of calls) {
        const response = await client.request({ method: method as 'GET', url, payload: payload as object });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of calls) {
      const response = await new TestClient(context.app).request({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it("deletes a temple through the OTP sent to the temple's mobile and e-mail; a wrong, reused or expired OTP changes nothing", async () => {
    const { temple } = await register({ email: 'Office.Sastha@example.org' });
    const templeMobile = aRegistration(n).mobile;
    const adminSession = await logInByOtp(aRegistration(n).admin.mobile);

    const started = await admin.post(`${BASE}/${temple.id}/deletion`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<TempleDeletionStarted>()).toEqual({
      sentTo: `******${templeMobile.slice(-4)}`,
      emailedTo: 'o************@example.org',
      expiresInSeconds: 300,
    });
    const code = await latestOtp(admin, templeMobile);
    // The same code by e-mail, in the outbox an install without a mail server delivers to.
    const emails = await admin.get('/api/v1/admin/email-outbox?to=office.sastha@EXAMPLE');
    expect(emails.statusCode, emails.body).toBe(200);
    expect(emails.json<EmailMessagePage>()).toMatchObject({
      total: 1,
      items: [
        {
          toAddress: 'office.sastha@example.org',
          subject: `Nivedya: OTP to delete Sree Dharma Sastha Temple ${n}`,
          purpose: 'otp:delete-temple',
          templeId: temple.id,
          adapter: 'outbox',
          status: 'sent',
          error: null,
        },
      ],
    });
    expect(emails.json<EmailMessagePage>().items[0]?.body).toMatch(
      new RegExp(`^${code} is your Nivedya OTP to delete a temple`),
    );

    const wrong = await admin.post(`${BASE}/${temple.id}/deletion/verify`, {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ detail: string }>().detail).toBe('The OTP is not correct');
    const malformed = await admin.post(`${BASE}/${temple.id}/deletion/verify`, { otp: '12' });
    expect(malformed.statusCode).toBe(400);
    const [unchanged] = await context.db.select().from(temples).where(eq(temples.id, temple.id));
    expect(unchanged?.status).toBe(TempleStatus.Onboarding);

    const deleted = await admin.post(`${BASE}/${temple.id}/deletion/verify`, { otp: code });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TempleDeletionResult>()).toEqual({ outcome: 'deleted', blockers: [] });
    expect((await admin.get(`${BASE}/${temple.id}`)).statusCode).toBe(404);
    const [account] = await context.db
      .select()
      .from(users)
      .where(eq(users.id, temple.admin?.id ?? 0));
    expect(account?.status).toBe(0);
    expect((await adminSession.get('/api/v1/me')).statusCode).toBe(401);

    const reused = await admin.post(`${BASE}/${temple.id}/deletion/verify`, { otp: code });
    expect(reused.statusCode).toBe(404);

    // An expired OTP: five minutes and a second later.
    const other = await register();
    const otherStarted = await admin.post(`${BASE}/${other.temple.id}/deletion`);
    expect(otherStarted.json<TempleDeletionStarted>().emailedTo, 'no e-mail set: SMS only').toBeNull();
    expect((await admin.get('/api/v1/admin/email-outbox')).json<EmailMessagePage>().total).toBe(1);
    const otherCode = await latestOtp(admin, aRegistration(n).mobile);
    const realNow = context.clock.now;
    context.clock.now = new Date(realNow.getTime() + 301_000);
    const expired = await admin.post(`${BASE}/${other.temple.id}/deletion/verify`, { otp: otherCode });
    context.clock.now = realNow;
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ detail: string }>().detail).toBe('This OTP has expired; request a new OTP');
    expect((await admin.get(`${BASE}/${other.temple.id}`)).json<AdminTemple>().status).toBe(
      TempleStatus.Onboarding,
    );
  });

  it('disables instead of deleting a temple with paid bookings to perform, and says why', async () => {
    const staffed = await aStaffedTemple(context.app, context.db, { temple: { mobile: '9447099999' } });
    const sevaId = await insertSeva(context.db, staffed.temple);
    await insertOrder(context.db, {
      templeId: staffed.temple.id,
      sevaId,
      performDate: '2099-01-01',
      rate: 10_000,
    });
    expect((await admin.post(`${BASE}/${staffed.temple.id}/deletion`)).statusCode).toBe(200);
    const result = await admin.post(`${BASE}/${staffed.temple.id}/deletion/verify`, {
      otp: await latestOtp(admin, '9447099999'),
    });
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json<TempleDeletionResult>();
    expect(body.outcome).toBe('disabled');
    expect(body.blockers[0]).toMatchObject({ reason: 'bookings-to-perform', count: 1, amount: 10_000 });
    expect(body.blockers[0]?.message).toContain('1 paid seva bookings (₹100.00) are still to be performed');
    expect((await admin.get(`${BASE}/${staffed.temple.id}`)).json<AdminTemple>().status).toBe(
      TempleStatus.Disabled,
    );
    // Its staff keep working: the bookings still have to be performed.
    expect((await staffed.admin.get(`/api/v1/temples/${staffed.temple.id}/profile`)).statusCode).toBe(200);
  });
});
