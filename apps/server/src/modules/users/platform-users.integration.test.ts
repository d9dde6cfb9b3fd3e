import { type User, type UserPage, UserType } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { insertBookableTemple } from '../../test/catalogue-builders.ts';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import { aLoggedInUser, aStaffedTemple, auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('platform users (userlist, userinsert, POST /User, GET /User?Id)', () => {
  let context: TestContext;
  let admin: TestClient;
  let adminId: number;
  let templeId: number;

  beforeAll(async () => {
    context = await createTestContext();
    const signedIn = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin });
    admin = signedIn.client;
    adminId = signedIn.user.id;
    templeId = (await insertBookableTemple(context.db)).id;
  });
  afterAll(async () => context.close());

  it('opens a temple staff account without a password: the mobile gets a sign-in SMS', async () => {
    const response = await admin.post('/api/v1/users', {
      userName: 'Counter Clerk',
      mobile: '9447055501',
      userType: UserType.TempleStaff,
      templeId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<User>()).toMatchObject({ userType: 3, templeId, status: 1, mobile: '9447055501' });
    const sms = await admin.get('/api/v1/admin/sms-outbox?mobile=9447055501&limit=1');
    expect(sms.json<{ items: { body: string }[] }>().items[0]?.body).toContain(
      '/otp-login with your mobile 9447055501',
    );
    const [audit] = await auditRows(context.db, 'user.created');
    expect(audit?.after).toMatchObject({ userType: 3, hasPassword: false });
    expect(JSON.stringify(audit?.after)).not.toContain('password"');
  });

  it('opens a sub-administrator with a password, who logs in with it', async () => {
    const response = await admin.post('/api/v1/users', {
      userName: 'Regional Admin',
      email: 'regional@nivedya.test',
      userType: UserType.SubAdmin,
      password: 'Regional-Pass-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const login = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: 'regional@nivedya.test',
      password: 'Regional-Pass-1',
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['a temple user without a temple', { userType: 3, mobile: '9447055502' }, 'templeId'],
    ['a devotee with a temple', { userType: 4, mobile: '9447055503', templeId: 1 }, 'templeId'],
    ['no way to log in', { userType: 4 }, 'mobile'],
    ['an email but no password or mobile', { userType: 4, email: 'x@nivedya.test' }, 'mobile'],
    ['an unknown type', { userType: 9, mobile: '9447055504' }, 'userType'],
    ['a mobile in use', { userType: 4, mobile: '9447055501', password: 'Long-enough-1' }, null],
    ['a temple that does not exist', { userType: 2, mobile: '9447055505', templeId: 999_999 }, 'templeId'],
  ])('refuses %s and changes nothing', async (_, body, field) => {
    const before = await tableFingerprint(context.db);
    const response = await admin.post('/api/v1/users', { userName: 'Someone', ...body });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    if (field) {
      expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(
        field,
      );
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('blocks a user, ending their sessions so they cannot go on, and unblocks them', async () => {
    const devotee = await insertUser(context.db, { userType: UserType.Devotee });
    const session = await logInAs(context.app, devotee);
    const blocked = await admin.patch(`/api/v1/users/${devotee.id}`, { status: 0 });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<User>().status).toBe(0);
    expect((await session.get('/api/v1/me')).statusCode).toBe(401);
    expect(await context.db.select().from(sessions).where(eq(sessions.userId, devotee.id))).toEqual([]);
    const login = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: devotee.email,
      password: devotee.password,
    });
    expect(login.statusCode).not.toBe(200);

    const list = (await admin.get('/api/v1/users?status=0')).json<UserPage>();
    expect(list.items.map((user) => user.id)).toContain(devotee.id);
    expect((await admin.patch(`/api/v1/users/${devotee.id}`, { status: 1 })).json<User>().status).toBe(1);
    const [audit] = await auditRows(context.db, 'user.blocked');
    expect(audit?.entityId).toBe(String(devotee.id));
  });

  it('makes a devotee a temple administrator of a temple, and takes the temple away with the type', async () => {
    const person = await insertUser(context.db, { userType: UserType.Devotee });
    const promoted = await admin.patch(`/api/v1/users/${person.id}`, { userType: 2, templeId });
    expect(promoted.json<User>()).toMatchObject({ userType: 2, templeId });
    const demoted = await admin.patch(`/api/v1/users/${person.id}`, { userType: 4 });
    expect(demoted.json<User>()).toMatchObject({ userType: 4, templeId: null });
    const refused = await admin.patch(`/api/v1/users/${person.id}`, { userType: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('Choose the temple this user works for');
  });

  it('never blocks or demotes the last active administrator, nor lets an administrator block themselves', async () => {
    const [others] = await context.db.select().from(users).where(eq(users.userType, UserType.Admin));
    expect(others).toBeTruthy();
    // The one administrator of this database is the one logged in.
    const block = await admin.patch(`/api/v1/users/${adminId}`, { status: 0 });
    expect(block.statusCode).toBe(409);
    expect(block.json<{ detail: string }>().detail).toContain('last active administrator');
    const demote = await admin.patch(`/api/v1/users/${adminId}`, { userType: UserType.SubAdmin });
    expect(demote.statusCode).toBe(409);

    const second = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin });
    expect(
      (await second.client.patch(`/api/v1/users/${second.user.id}`, { status: 0 })).json<{ detail: string }>()
        .detail,
    ).toBe('You cannot block your own account');
    // With two administrators, one may block the other.
    expect((await admin.patch(`/api/v1/users/${second.user.id}`, { status: 0 })).statusCode).toBe(200);
    expect((await admin.patch(`/api/v1/users/${adminId}`, { userType: UserType.SubAdmin })).statusCode).toBe(
      409,
    );
  });

  it('sends a password reset link by SMS, with the mobile filled in', async () => {
    const person = await insertUser(context.db, { userType: UserType.Devotee, mobile: '9447055599' });
    const response = await admin.post(`/api/v1/users/${person.id}/password-reset-link`);
    expect(response.statusCode, response.body).toBe(200);
    const sms = await admin.get('/api/v1/admin/sms-outbox?mobile=9447055599&limit=1');
    expect(sms.json<{ items: { body: string }[] }>().items[0]?.body).toContain(
      '/forgot-password?identifier=9447055599',
    );
  });

  it('answers 403 to temple users and devotees on every user route, changing nothing', async () => {
    const staffed = await aStaffedTemple(context.app, context.db);
    const { client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee });
    const target = staffed.staffUser.id;
    const before = await tableFingerprint(context.db);
    for (const client of [staffed.admin, staffed.staff, devotee]) {
      for (const [method, url, payload] of [
        ['GET', '/api/v1/users'],
        ['POST', '/api/v1/users', { userName: 'X', userType: 4, mobile: '9447055590' }],
        ['GET', `/api/v1/users/${target}`],
        ['PATCH', `/api/v1/users/${target}`, { status: 0 }],
        ['POST', `/api/v1/users/${target}/password-reset-link`],
      ] as const) {
        const response = await client.request({ method, url, payload: payload as object | undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
  });
});
