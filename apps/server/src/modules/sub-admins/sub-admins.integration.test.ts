import {
  type AdminTempleList,
  type PlatformAccess,
  type PlatformDashboard,
  type PlatformRight,
  type SubAdmin,
  UserType,
} from '@nivedya/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../plugins/auth.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { tableFingerprint } from '../../test/table-fingerprint.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  grantPlatformAccess,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/**
 * Sub-administrators (issue #15 §2; spec sub-admin-user-list, sub-admin-user-details, UserRights):
 * every route open to them is read from the app itself, so a route added later by any module is
 * covered here; one without its platform right declared does not even start (plugins/auth.ts).
 */

interface AdminRoute {
  method: string;
  url: string;
  platformRight: PlatformRight | 'any';
  key: string;
}

function collect(route: RouteOptions): AdminRoute[] {
  const config = (route.config ?? {}) as { access?: Access; platformRight?: PlatformRight | 'any' };
  const access = config.access;
  if (!Array.isArray(access) || !access.includes(UserType.SubAdmin)) return [];
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
    (method) => method !== 'HEAD',
  );
  return methods.map((method) => ({
    method,
    url: route.url,
    platformRight: config.platformRight ?? 'any',
    key: `${method} ${route.url}`,
  }));
}

describe('sub-administrators and their rights', () => {
  let context: TestContext;
  const routes: AdminRoute[] = [];
  let admin: TestClient;
  let mine: StaffedTemple;
  let theirs: StaffedTemple;

  async function aSubAdmin(access?: Partial<PlatformAccess>) {
    const user = await insertUser(context.db, { userType: UserType.SubAdmin });
    if (access) await grantPlatformAccess(context.db, user.id, access);
    return { user, client: await logInAs(context.app, user) };
  }

  const fill = (url: string, templeId: number) =>
    url.replace(/:(\w+)/g, (_, name: string) =>
      name === 'templeId'
        ? String(templeId)
        : name === 'kind'
          ? 'temple-logo'
          : name === 'report'
            ? 'dailyreport'
            : '1',
    );

  beforeAll(async () => {
    context = await createTestContext({}, { onRoute: (route) => routes.push(...collect(route)) });
    ({ client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin }));
    mine = await aStaffedTemple(context.app, context.db);
    theirs = await aStaffedTemple(context.app, context.db);
  });
  afterAll(async () => context.close());

  it('finds the routes open to sub-administrators, each with its platform right', () => {
    expect(routes.length).toBeGreaterThan(30);
    const rights = new Set(routes.map((route) => route.platformRight));
    expect([...rights].sort()).toEqual(
      [
        'any',
        'platform.content',
        'platform.enquiries',
        'platform.reports',
        'platform.sms',
        'platform.temples',
        'platform.users',
      ].sort(),
    );
  });

  it('answers 403 on every route to a sub-administrator without its right, and changes nothing', async () => {
    const { client } = await aSubAdmin();
    const before = await tableFingerprint(context.db);
    for (const route of routes.filter((each) => each.platformRight !== 'any')) {
      const response = await client.request({
        method: route.method as 'GET',
        url: fill(route.url, mine.temple.id),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, route.key).toBe(403);
      expect(response.json<{ detail: string }>().detail, route.key).toContain('You need the right');
    }
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('answers 403 on every route naming a temple that is not theirs, holding every right', async () => {
    const { client } = await aSubAdmin({ allTemples: false, templeIds: [mine.temple.id] });
    const before = await tableFingerprint(context.db);
    for (const route of routes.filter((each) => each.url.includes(':templeId'))) {
      const response = await client.request({
        method: route.method as 'GET',
        url: fill(route.url, theirs.temple.id),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, route.key).toBe(403);
      expect(response.json<{ detail: string }>().detail, route.key).toBe(
        'This temple is not among the temples you look after',
      );
    }
    const report = await client.get(
      `/api/v1/reports/dailyreport?templeId=${theirs.temple.id}&from=2026-11-01&to=2026-11-01`,
    );
    expect(report.statusCode).toBe(403);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });

  it('lets a sub-administrator work on their own temples only: lists, reports and the dashboard', async () => {
    const { client } = await aSubAdmin({
      rights: ['platform.temples', 'platform.reports'],
      allTemples: false,
      templeIds: [mine.temple.id],
    });
    expect((await client.get(`/api/v1/admin/temples/${mine.temple.id}`)).statusCode).toBe(200);
    const list = (await client.get('/api/v1/admin/temples')).json<AdminTempleList>();
    expect(list.items.map((temple) => temple.id)).toEqual([mine.temple.id]);
    const report = await client.get(
      `/api/v1/reports/dailyreport?templeId=${mine.temple.id}&from=2026-11-01&to=2026-11-01`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const across = await client.get('/api/v1/reports/consolidated-report?from=2026-11-01&to=2026-11-01');
    expect(across.statusCode).toBe(403);
    const registering = await client.post('/api/v1/admin/temples', {
      name: 'A New Temple',
      code: 'a-new-temple',
      mobile: '9447012399',
      admin: { userName: 'Office', mobile: '9447012398' },
    });
    expect(registering.statusCode).toBe(403);
    expect(registering.json<{ detail: string }>().detail).toBe(
      'Registering a temple needs access to every temple; ask the platform administrator',
    );
    // Users work for any temple: their screens need every temple.
    const scopedUsers = await aSubAdmin({
      rights: ['platform.users'],
      allTemples: false,
      templeIds: [mine.temple.id],
    });
    const users = await scopedUsers.client.get('/api/v1/users');
    expect(users.statusCode).toBe(403);
    expect(users.json<{ detail: string }>().detail).toBe(
      'Managing users needs access to every temple; ask the platform administrator',
    );
    const dashboard = (await client.get('/api/v1/admin/dashboard')).json<PlatformDashboard>();
    expect(dashboard.temples.active).toBe(1);
    expect(
      (await admin.get('/api/v1/admin/dashboard')).json<PlatformDashboard>().temples.active,
    ).toBeGreaterThan(1);
    const access = (await client.get('/api/v1/me/platform-access')).json<PlatformAccess>();
    expect(access).toEqual({
      rights: ['platform.temples', 'platform.reports'],
      allTemples: false,
      templeIds: [mine.temple.id],
    });
  });

  it('lets the platform administrator alone grant rights and temples, audited', async () => {
    const { user, client } = await aSubAdmin();
    const url = `/api/v1/admin/sub-admins/${user.id}/access`;
    const granted = await admin.put(url, {
      rights: ['platform.users', 'platform.temples', 'platform.temples'],
      allTemples: false,
      templeIds: [theirs.temple.id, mine.temple.id],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<SubAdmin>()).toMatchObject({
      id: user.id,
      access: {
        rights: ['platform.temples', 'platform.users'],
        allTemples: false,
        templeIds: [mine.temple.id, theirs.temple.id].sort((a, b) => a - b),
      },
    });
    expect(granted.json<SubAdmin>().temples).toHaveLength(2);
    const temples = (await client.get('/api/v1/admin/temples')).json<AdminTempleList>();
    expect(temples.items.map((temple) => temple.id).sort((a, b) => a - b)).toEqual(
      [mine.temple.id, theirs.temple.id].sort((a, b) => a - b),
    );

    const list = (await admin.get('/api/v1/admin/sub-admins')).json<{ items: SubAdmin[] }>();
    expect(list.items.map((each) => each.id)).toContain(user.id);

    const before = await tableFingerprint(context.db);
    const unknown = await admin.put(url, { rights: [], allTemples: false, templeIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ detail: string }>().detail).toBe('templeIds: No such temple: 999999');
    expect(
      (await admin.put(url, { rights: ['platform.everything'], allTemples: true, templeIds: [] })).statusCode,
    ).toBe(400);
    // Sub-administrators cannot grant rights, not even to themselves.
    const self = await client.put(url, { rights: ['platform.sms'], allTemples: true, templeIds: [] });
    expect(self.statusCode).toBe(403);
    expect((await client.get('/api/v1/admin/sub-admins')).statusCode).toBe(403);
    // Only sub-administrators have platform rights.
    const staff = await admin.put(`/api/v1/admin/sub-admins/${mine.staffUser.id}/access`, {
      rights: [],
      allTemples: true,
      templeIds: [],
    });
    expect(staff.statusCode).toBe(404);
    expect(await tableFingerprint(context.db)).toEqual(before);
  });
});
