import { UserType } from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { insertUser, latestOtp, logInAs } from '../../test/account-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('my account: /api/v1/me', () => {
  let context: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    context = await createTestContext();
    admin = await logInAs(
      context.app,
      await insertUser(context.db, { userType: UserType.Admin }),
      '10.0.0.9',
    );
  });
  afterAll(async () => context.close());

  async function auditActions(userId: number) {
    const rows = await context.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    return rows;
  }

  it('answers 401 to an anonymous caller', async () => {
    const response = await new TestClient(context.app).get('/api/v1/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('shows the user without any password hash', async () => {
    const user = await insertUser(context.db, { userType: UserType.TempleStaff });
    const client = await logInAs(context.app, user);
    const me = await client.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'address',
        'createdAt',
        'email',
        'id',
        'language',
        'mobile',
        'status',
        'templeId',
        'templeMessagesBySms',
        'templeTimeZone',
        'userName',
        'userType',
        'whatsapp',
      ].sort(),
    );
    expect(me.json()).toMatchObject({ id: user.id, userType: 3, email: user.email });
  });

  it('updates the profile and writes an audit row', async () => {
    const user = await insertUser(context.db);
    const client = await logInAs(context.app, user);
    const response = await client.patch('/api/v1/me', {
      userName: '  Gopika  ',
      email: 'Gopika@Example.org',
      whatsapp: '+91 99999 00000',
      address: 'Temple Road, Guruvayur',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      userName: 'Gopika',
      email: 'gopika@example.org',
      whatsapp: '9999900000',
      address: 'Temple Road, Guruvayur',
      mobile: user.mobile,
    });
    expect((await client.get('/api/v1/me')).json()).toEqual(response.json());
    expect(await auditActions(user.id)).toEqual([
      {
        action: 'account.profile-updated',
        after: { changed: ['userName', 'email', 'whatsapp', 'address'] },
      },
    ]);

    const cleared = await client.patch('/api/v1/me', { address: null });
    expect(cleared.json()).toMatchObject({ address: null, email: 'gopika@example.org' });
  });

  it('refuses an email another account holds', async () => {
    const holder = await insertUser(context.db);
    const client = await logInAs(context.app, await insertUser(context.db));
    const response = await client.patch('/api/v1/me', { email: holder.email?.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('changes the password: this session stays, the others end', async () => {
    const user = await insertUser(context.db);
    const here = await logInAs(context.app, user);
    const there = await logInAs(context.app, user);

    const wrong = await here.post('/api/v1/me/password', {
      currentPassword: 'not-it',
      newPassword: 'Lotus-Pond-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });

    const changed = await here.post('/api/v1/me/password', {
      currentPassword: user.password,
      newPassword: 'Lotus-Pond-2026',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await here.get('/api/v1/me')).statusCode).toBe(200);
    expect((await there.get('/api/v1/me')).json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const old = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: user.mobile,
      password: 'Lotus-Pond-2026',
    });
    expect(fresh.statusCode).toBe(200);
    expect((await auditActions(user.id)).map((row) => row.action)).toEqual(['account.password-changed']);
  });

  it('deletes the account with an OTP: anonymised, logged out everywhere, no login', async () => {
    const user = await insertUser(context.db, { userName: 'Anand Varma' });
    const client = await logInAs(context.app, user);
    const otherDevice = await logInAs(context.app, user);

    const sent = await client.post('/api/v1/me/delete-otp');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({
      purpose: 'delete-account',
      sentTo: `******${user.mobile?.slice(-4)}`,
      expiresInSeconds: 300,
    });
    const otp = await latestOtp(admin, user.mobile ?? '');
    const wrongCode = otp === '000000' ? '111111' : '000000';

    const wrong = await client.delete('/api/v1/me', { otp: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);

    const deleted = await client.delete('/api/v1/me', { otp });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const cleared = deleted.cookies.find((cookie) => cookie.name === 'nivedya_session');
    expect(cleared?.value).toBe('');

    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/v1/me')).statusCode).toBe(401);
    const login = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);

    const [row] = await context.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      userName: 'Deleted user',
      email: null,
      mobile: null,
      whatsapp: null,
      address: null,
      passwordHash: null,
      status: 2,
    });
    expect(row?.deletedAt).toEqual(context.clock.now);
    expect(await context.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.deleted'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(user.id);
    expect(JSON.stringify(audit[0])).not.toContain('Anand');

    // The freed mobile number can sign up again as a new account.
    context.clock.now = new Date(context.clock.now.getTime() + 31_000);
    const again = await new TestClient(context.app).post('/api/v1/auth/otp/request', { mobile: user.mobile });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ purpose: 'signup' });
  });

  it.each([
    { who: 'an admin', userType: UserType.Admin },
    { who: 'a sub-admin', userType: UserType.SubAdmin },
  ])('does not let $who delete their own account', async ({ userType }) => {
    const client = await logInAs(context.app, await insertUser(context.db, { userType }));
    const sent = await client.post('/api/v1/me/delete-otp');
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(sent.json().detail).toMatch(/administrator accounts cannot be deleted/i);
    const deleted = await client.delete('/api/v1/me', { otp: '123456' });
    expect(deleted.statusCode).toBe(403);
    expect((await client.get('/api/v1/me')).statusCode).toBe(200);
  });
});
