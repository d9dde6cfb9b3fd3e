import { type MyRights, type StaffUser, type StaffUserList, TEMPLE_RIGHTS, UserType } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from '../../test/account-builders.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  auditRows,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('temple staff accounts and rights (temple-user-list, temple-user, UserRights)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let usersUrl: string;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['sevas.manage'] });
    usersUrl = `/api/v1/temples/${temple.temple.id}/users`;
  });
  afterAll(async () => context.close());

  it('tells each user their rights: all for the temple administrator, the granted ones for staff', async () => {
    const admin = (await temple.admin.get('/api/v1/me/rights')).json<MyRights>();
    expect(admin).toEqual({ userType: 2, templeId: temple.temple.id, rights: [...TEMPLE_RIGHTS] });
    const staff = (await temple.staff.get('/api/v1/me/rights')).json<MyRights>();
    expect(staff.rights).toEqual(['sevas.manage']);
    const { client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee });
    expect((await devotee.get('/api/v1/me/rights')).json<MyRights>().rights).toEqual([]);
    expect((await new TestClient(context.app).get('/api/v1/me/rights')).statusCode).toBe(401);
  });

  it('lists the temple administrator and staff with their rights', async () => {
    const response = await temple.admin.get(usersUrl);
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffUserList>();
    expect(body.total).toBe(2);
    expect(body.items.map((user) => [user.id, user.userType])).toEqual([
      [temple.adminUser.id, 2],
      [temple.staffUser.id, 3],
    ]);
    expect(body.items[1]?.rights).toEqual(['sevas.manage']);
    expect(response.body).not.toMatch(/password/i);
  });

  it('keeps staff accounts to the temple administrator: staff are refused 403', async () => {
    for (const response of [
      await temple.staff.get(usersUrl),
      await temple.staff.post(usersUrl, { userName: 'X', mobile: '9800000001', password: 'Long-Password-1' }),
      await temple.staff.patch(`${usersUrl}/${temple.staffUser.id}`, { rights: [...TEMPLE_RIGHTS] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('opens a staff account that can log in with its rights, audited without the password', async () => {
    const created = await temple.admin.post(usersUrl, {
      userName: 'Counter Two',
      mobile: '+91 98470 11111',
      password: 'Counter-Two-2026',
      rights: ['billing', 'devotees.read', 'billing'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<StaffUser>();
    expect(user).toMatchObject({
      userName: 'Counter Two',
      mobile: '9847011111',
      userType: 3,
      status: 1,
      rights: ['devotees.read', 'billing'],
    });
    const client = new TestClient(context.app);
    const login = await client.post('/api/v1/auth/login', {
      identifier: '9847011111',
      password: 'Counter-Two-2026',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { userType: 3, templeId: temple.temple.id } });

    const [audit] = await auditRows(context.db, 'temple-user.created');
    expect(audit).toMatchObject({ actorUserId: temple.adminUser.id, templeId: temple.temple.id });
    expect(JSON.stringify(audit)).not.toMatch(/Counter-Two-2026|passwordHash/);
  });

  it('refuses a duplicate mobile, an account without a login, and an unknown right', async () => {
    const duplicate = await temple.admin.post(usersUrl, {
      userName: 'Again',
      mobile: '9847011111',
      password: 'Long-Password-1',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'MOBILE_ALREADY_REGISTERED' });
    const noLogin = await temple.admin.post(usersUrl, { userName: 'Nobody', password: 'Long-Password-1' });
    expect(noLogin.statusCode).toBe(400);
    const badRight = await temple.admin.post(usersUrl, {
      userName: 'X',
      mobile: '9847022222',
      password: 'Long-Password-1',
      rights: ['everything'],
    });
    expect(badRight.statusCode).toBe(400);
    expect(badRight.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('changes rights at once: the staff user gains and loses access on their next request', async () => {
    const deityUrl = `/api/v1/temples/${temple.temple.id}/deities`;
    const refused = await temple.staff.post(deityUrl, { name: 'Ganapathy' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', right: 'deities.manage' });
    expect(refused.json().detail).toContain('Deities');

    const granted = await temple.admin.patch(`${usersUrl}/${temple.staffUser.id}`, {
      rights: ['sevas.manage', 'deities.manage'],
    });
    expect(granted.statusCode).toBe(200);
    expect((await temple.staff.post(deityUrl, { name: 'Ganapathy' })).statusCode).toBe(201);

    await temple.admin.patch(`${usersUrl}/${temple.staffUser.id}`, { rights: [] });
    expect((await temple.staff.post(deityUrl, { name: 'Ayyappan' })).statusCode).toBe(403);
    const [, last] = await auditRows(context.db, 'temple-user.updated');
    expect(last?.before).toMatchObject({ rights: ['sevas.manage', 'deities.manage'] });
    expect(last?.after).toMatchObject({ rights: [] });
  });

  it('disabling a staff user ends their sessions; a new password replaces the old', async () => {
    const other = await aStaffedTemple(context.app, context.db);
    // A user of another temple is not found through this temple.
    const foreign = await temple.admin.patch(`${usersUrl}/${other.staffUser.id}`, { status: 0 });
    expect(foreign.statusCode).toBe(404);
    // The temple administrator's own account is not edited here.
    const self = await temple.admin.patch(`${usersUrl}/${temple.adminUser.id}`, { status: 0 });
    expect(self.statusCode).toBe(404);

    const disabled = await temple.admin.patch(`${usersUrl}/${temple.staffUser.id}`, { status: 0 });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ status: 0 });
    expect((await temple.staff.get('/api/v1/me/rights')).statusCode).toBe(401);

    const reset = await temple.admin.patch(`${usersUrl}/${temple.staffUser.id}`, {
      status: 1,
      password: 'A-New-Password-9',
    });
    expect(reset.statusCode).toBe(200);
    await logInAs(context.app, { ...temple.staffUser, password: 'A-New-Password-9' });
    const old = await new TestClient(context.app).post('/api/v1/auth/login', {
      identifier: temple.staffUser.email,
      password: temple.staffUser.password,
    });
    expect(old.statusCode).toBe(401);
  });

  it('answers one account with its rights, and 404 for another temple’s', async () => {
    const one = await temple.admin.get(`${usersUrl}/${temple.staffUser.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<StaffUser>().id).toBe(temple.staffUser.id);
    const admin = await temple.admin.get(`${usersUrl}/${temple.adminUser.id}`);
    expect(admin.json<StaffUser>().rights).toEqual([...TEMPLE_RIGHTS]);
    expect((await temple.admin.get(`${usersUrl}/999999`)).statusCode).toBe(404);
  });
});
