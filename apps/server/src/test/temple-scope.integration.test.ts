import { isTempleUser, UserType, type UserTypeValue } from '@nivedya/domain';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../plugins/auth.ts';
import { insertUser } from './account-builders.ts';
import { insertBlocking, insertSeva } from './catalogue-builders.ts';
import { tableFingerprint } from './table-fingerprint.ts';
import {
  ALL_RIGHTS,
  aLoggedInUser,
  aStaffedTemple,
  insertOrder,
  multipartBody,
  type StaffedTemple,
} from './temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from './test-app.ts';

/**
 * ARCHITECTURE rule 4, for every route at once: each route that carries :templeId and that temple users
 * can call is temple-scoped, and the administrator and staff of another temple (holding every right)
 * get 403 or 404 from each and change nothing. The routes are read from the app itself, so a route
 * added later, by any module, is covered without touching this file; one without scoping fails it.
 */

/** Routes with :templeId that temple users may call on any temple, and why. */
const NOT_TEMPLE_DATA: Record<string, string> = {
  'PUT /api/v1/me/favourite-temples/:templeId': "a user's own favourites: any listed temple can be one",
  'DELETE /api/v1/me/favourite-temples/:templeId': "a user's own favourites",
};

/** Bodies that pass validation, so the second pass reaches each use case's own ownership check. */
const VALID_BODIES: Record<string, unknown> = {
  'PATCH /api/v1/temples/:templeId/deities/:deityId': { name: 'Renamed' },
  'PATCH /api/v1/temples/:templeId/seva-groups/:groupId': { name: 'Renamed' },
  'PATCH /api/v1/temples/:templeId/sevas/:sevaId': { rate: 1 },
  'PUT /api/v1/temples/:templeId/sevas/:sevaId/availability-rules': {
    rules: [{ kind: 'weekly', weekdays: [1] }],
  },
  'PATCH /api/v1/temples/:templeId/events/:eventId': { title: 'Renamed' },
  'PATCH /api/v1/temples/:templeId/instructions/:instructionId': { title: 'Renamed' },
  'PATCH /api/v1/temples/:templeId/gallery/:imageId': { caption: 'Renamed' },
  'PUT /api/v1/temples/:templeId/gallery/:imageId/position': { position: 0 },
  'PATCH /api/v1/temples/:templeId/users/:userId': { userName: 'Renamed', status: 0 },
  'POST /api/v1/temples/:templeId/sevas': { name: 'New', rate: 100 },
  'POST /api/v1/temples/:templeId/deities': { name: 'New' },
  'POST /api/v1/temples/:templeId/seva-groups': { name: 'New' },
  'POST /api/v1/temples/:templeId/events': { title: 'New', startDate: '2030-01-01' },
  'POST /api/v1/temples/:templeId/instructions': { title: 'New', bodyHtml: '<p>x</p>' },
  'POST /api/v1/temples/:templeId/seva-blockings': {
    fromDate: '2030-01-01',
    toDate: '2030-01-02',
    reason: 'x',
  },
  'POST /api/v1/temples/:templeId/sevas/perform-times': { performTime: '6 AM' },
  'POST /api/v1/temples/:templeId/users': {
    userName: 'New',
    mobile: '9811112222',
    password: 'Long-Password-1',
  },
  'POST /api/v1/temples/:templeId/notifications': { title: 'x', body: 'y', audience: 'all-devotees' },
  'PATCH /api/v1/temples/:templeId/profile': { timing: '5 AM' },
  // Counter billing (issue #4 §5).
  'POST /api/v1/temples/:templeId/counter-bills/quote': {
    lines: [{ sevaId: 1, devoteeName: 'Walk-in', performDate: '2030-01-10', quantity: 1 }],
  },
  'POST /api/v1/temples/:templeId/counter-bills': {
    lines: [{ sevaId: 1, devoteeName: 'Walk-in', performDate: '2030-01-10', quantity: 1 }],
    paymentMode: 'cash',
  },
  'POST /api/v1/temples/:templeId/counter-bills/:orderId/cancel': { reason: 'Wrong seva' },
  // Refunds (issue #4 §4); POST …/refunds gets the target's order id in beforeAll.
  'POST /api/v1/temples/:templeId/refunds/:refundId/reject': { reason: 'Seva was performed' },
  'PATCH /api/v1/admin/temples/:templeId': { isSeva: false },
  'POST /api/v1/temples/:templeId/order-lines/:lineId/approve': { performDate: '2030-01-10' },
  'POST /api/v1/temples/:templeId/order-lines/:lineId/reject': { reason: 'No date this year' },
  'PATCH /api/v1/temples/:templeId/order-lines/:lineId': { remarks: 'Morning, please' },
  'POST /api/v1/temples/:templeId/orders/:orderId/reject-payment': { reason: 'Not in the statement' },
};

function admitsTempleUsers(access: Access | undefined): boolean {
  if (access === undefined || access === 'public') return false;
  if (access === 'user') return true;
  return access.some((type: UserTypeValue) => isTempleUser(type));
}

interface CollectedRoute {
  method: string;
  url: string;
  access: Access | undefined;
  templeScoped: boolean;
  key: string;
}

function collect(route: RouteOptions): CollectedRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { access?: Access; templeScoped?: boolean };
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      access: config.access,
      templeScoped: config.templeScoped === true,
      key: `${method} ${route.url}`,
    }));
}

describe('temple scope over every route', () => {
  let context: TestContext;
  const routes: CollectedRoute[] = [];
  let target: StaffedTemple;
  let other: StaffedTemple;
  let devotee: TestClient;
  const ids: Record<string, number> = {};
  let png: Buffer;

  beforeAll(async () => {
    context = await createTestContext({}, { onRoute: (route) => routes.push(...collect(route)) });
    target = await aStaffedTemple(context.app, context.db, {
      rights: ALL_RIGHTS,
      temple: { isChangeAllSevaTime: true },
    });
    other = await aStaffedTemple(context.app, context.db, {
      rights: ALL_RIGHTS,
      temple: { isChangeAllSevaTime: true },
    });
    ({ client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee }));
    const booker = await insertUser(context.db, {});
    const sevaId = await insertSeva(context.db, target.temple, { name: 'Target Archana' });
    await insertBlocking(context.db, target.temple, sevaId, '2030-02-01');
    const order = await insertOrder(context.db, { templeId: target.temple.id, sevaId, userId: booker.id });
    // Refunds (issue #4 §4): a requested refund of the target's order, and a valid request for it.
    VALID_BODIES['POST /api/v1/temples/:templeId/refunds'] = {
      orderId: order.orderId,
      reason: 'Cannot attend',
    };
    const refund = await target.admin.post(`/api/v1/temples/${target.temple.id}/refunds`, {
      orderId: order.orderId,
      orderLineIds: [order.lineId],
      amount: 1000,
      reason: 'Cannot attend',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    ids.refundId = refund.json<{ id: number }>().id;

    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const [event, instruction, blockings, gallery] = await Promise.all([
      target.admin.post(`/api/v1/temples/${target.temple.id}/events`, {
        title: 'Utsavam',
        startDate: '2030-03-01',
      }),
      target.admin.post(`/api/v1/temples/${target.temple.id}/instructions`, {
        title: 'Dress',
        bodyHtml: '<p>Mundu</p>',
      }),
      target.admin.get(`/api/v1/temples/${target.temple.id}/seva-blockings?when=all`),
      target.admin.request({
        method: 'POST',
        url: `/api/v1/temples/${target.temple.id}/gallery`,
        ...multipartBody({ fileName: 'a.png', bytes: png }),
      }),
    ]);
    for (const response of [event, instruction, blockings, gallery]) {
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    Object.assign(ids, {
      templeId: target.temple.id,
      sevaId,
      deityId: target.temple.deityId,
      groupId: target.temple.groupId,
      eventId: event.json<{ id: number }>().id,
      instructionId: instruction.json<{ id: number }>().id,
      blockingId: blockings.json<{ items: { id: number }[] }>().items[0]!.id,
      imageId: gallery.json<{ id: number }>().id,
      ownerId: target.temple.deityId,
      staffUserId: target.staffUser.id,
      devoteeUserId: booker.id,
      orderId: order.orderId,
      lineId: order.lineId,
    });
  });
  afterAll(async () => context.close());

  /** A value for each path parameter: the target temple's own records. */
  function paramValue(name: string, url: string): string {
    if (name === 'kind') return 'deity';
    if (name === 'userId') return String(url.includes('/devotees/') ? ids.devoteeUserId : ids.staffUserId);
    return String(ids[name] ?? 1);
  }

  function fill(url: string, templeId: number): string {
    return url.replace(/:(\w+)/g, (_, name: string) =>
      name === 'templeId' ? String(templeId) : paramValue(name, url),
    );
  }

  const fingerprint = () => tableFingerprint(context.db);

  async function call(client: TestClient, route: CollectedRoute, url: string) {
    if (route.method === 'GET') return client.get(url);
    const body = VALID_BODIES[route.key];
    if (body === undefined && (route.url.includes('/images/') || route.url.endsWith('/gallery'))) {
      return client.request({
        method: route.method as 'PUT',
        url,
        ...multipartBody({ fileName: 'x.png', bytes: png }),
      });
    }
    return client.request({ method: route.method as 'POST', url, payload: (body ?? {}) as object });
  }

  const templeRoutes = () => routes.filter((route) => route.url.includes(':templeId'));

  it('finds the temple routes', () => {
    expect(templeRoutes().length).toBeGreaterThan(40);
  });

  it('scopes every route with :templeId that temple users can call', () => {
    const unscoped = templeRoutes()
      .filter((route) => admitsTempleUsers(route.access) && !route.templeScoped)
      .map((route) => route.key)
      .filter((key) => !(key in NOT_TEMPLE_DATA));
    expect(unscoped, 'add templeScoped: true (or list the route in NOT_TEMPLE_DATA with the reason)').toEqual(
      [],
    );
  });

  it('serves no public route with :templeId that changes anything', () => {
    const publicWrites = templeRoutes()
      .filter((route) => route.access === 'public' && route.method !== 'GET')
      .map((route) => route.key);
    expect(publicWrites).toEqual([]);
  });

  it("refuses another temple's administrator and staff, and a devotee, on every route, changing nothing", async () => {
    const callers = { otherTempleAdmin: other.admin, otherTempleStaff: other.staff, devotee };
    const failures: string[] = [];
    for (const route of templeRoutes()) {
      if (route.access === 'public' || route.key in NOT_TEMPLE_DATA) continue;
      const url = fill(route.url, target.temple.id);
      const before = await fingerprint();
      for (const [who, client] of Object.entries(callers)) {
        const response = await call(client, route, url);
        if (response.statusCode !== 403 && response.statusCode !== 404) {
          failures.push(`${who} ${route.method} ${url} answered ${response.statusCode}`);
        }
      }
      const after = await fingerprint();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${route.key} changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses the other temple's records through one's own temple's routes, changing nothing", async () => {
    const failures: string[] = [];
    for (const route of templeRoutes()) {
      if (route.access === 'public' || route.key in NOT_TEMPLE_DATA || !route.templeScoped) continue;
      if ((route.url.match(/:\w+/g) ?? []).length < 2) continue;
      // Own temple in the path, the target temple's record ids after it.
      const url = fill(route.url, other.temple.id);
      const before = await fingerprint();
      const response = await call(other.admin, route, url);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        failures.push(`${route.method} ${url} answered ${response.statusCode}`);
      }
      const after = await fingerprint();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${route.key} changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
