import cookie from '@fastify/cookie';
import { UserType, type UserTypeValue } from '@nivedya/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionMemo } from '../modules/auth/session-memo.ts';
import { createSession, SESSION_COOKIE } from '../modules/auth/session-store.ts';
import { insertTemple, insertUser } from '../test/account-builders.ts';
import { grantPlatformAccess } from '../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { authPlugin } from './auth.ts';
import { errorHandlerPlugin } from './error-handler.ts';

/** ARCHITECTURE rule 4, proved on a bare Fastify with probe routes: roles, then temple scope. */
describe('auth plugin: roles and temple scope', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let templeA: number;
  let templeB: number;
  const tokens = new Map<string, string>();

  async function bareApp(): Promise<FastifyInstance> {
    const instance = Fastify();
    await instance.register(errorHandlerPlugin);
    await instance.register(cookie);
    await instance.register(authPlugin, {
      db: context.db,
      cookieSecure: false,
      now: () => context.clock.now,
      sessionMemo: createSessionMemo(),
    });
    return instance;
  }

  beforeAll(async () => {
    context = await createTestContext();
    templeA = await insertTemple(context.db, 'Temple A');
    templeB = await insertTemple(context.db, 'Temple B');
    app = await bareApp();
    app.get(
      '/api/v1/temples/:templeId/scope-probe',
      { config: { access: [1, 2, 3, 5], templeScoped: true, platformRight: 'any' } },
      async (request) => ({ templeId: Number((request.params as { templeId: string }).templeId) }),
    );
    app.get('/api/v1/staff-probe', { config: { access: [2, 3] } }, async () => ({ ok: true }));
    app.get('/api/v1/user-probe', { config: { access: 'user' } }, async (request) => ({
      id: request.user?.id,
    }));
    app.get('/api/v1/public-probe', { config: { access: 'public' } }, async (request) => ({
      isLoggedIn: request.user !== null,
    }));
    await app.ready();

    const people: [string, UserTypeValue, number | null, number?][] = [
      ['admin', UserType.Admin, null],
      ['subAdmin', UserType.SubAdmin, null],
      ['templeAdminA', UserType.TempleAdmin, templeA],
      ['staffA', UserType.TempleStaff, templeA],
      ['templeAdminB', UserType.TempleAdmin, templeB],
      ['devotee', UserType.Devotee, null],
      ['disabledStaffA', UserType.TempleStaff, templeA, 0],
    ];
    for (const [name, userType, templeId, status] of people) {
      const user = await insertUser(context.db, { userType, templeId, status: status ?? 1 });
      // The sub-administrator looks after every temple (their rights: sub-admins.integration.test.ts).
      if (userType === UserType.SubAdmin)
        await grantPlatformAccess(context.db, user.id, { allTemples: true });
      const session = await createSession(context.db, {
        userId: user.id,
        now: context.clock.now,
        ttlDays: 30,
      });
      tokens.set(name, session.token);
    }
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  async function get(url: string, who?: string) {
    const token = who ? tokens.get(who) : undefined;
    if (who && !token) throw new Error(`no session for ${who}`);
    return app.inject({ method: 'GET', url, headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });
  }

  it.each([
    { who: 'templeAdminA', temple: 'A', status: 200 },
    { who: 'staffA', temple: 'A', status: 200 },
    { who: 'templeAdminA', temple: 'B', status: 403 },
    { who: 'staffA', temple: 'B', status: 403 },
    { who: 'templeAdminB', temple: 'A', status: 403 },
    { who: 'templeAdminB', temple: 'B', status: 200 },
    { who: 'admin', temple: 'A', status: 200 },
    { who: 'admin', temple: 'B', status: 200 },
    { who: 'subAdmin', temple: 'B', status: 200 },
    { who: 'devotee', temple: 'A', status: 403 },
    { who: undefined, temple: 'A', status: 401 },
    { who: 'disabledStaffA', temple: 'A', status: 401 },
  ])('temple-scoped route: $who on temple $temple answers $status', async ({ who, temple, status }) => {
    const templeId = temple === 'A' ? templeA : templeB;
    const response = await get(`/api/v1/temples/${templeId}/scope-probe`, who);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ templeId });
    } else {
      expect(response.headers['content-type']).toContain('application/problem+json');
      const code = { 401: who ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[status];
      expect(response.json()).toMatchObject({ status, code });
    }
  });

  it('refuses a non-numeric temple id', async () => {
    const response = await get('/api/v1/temples/abc/scope-probe', 'staffA');
    expect(response.statusCode).toBe(403);
  });

  it.each([
    { who: 'admin', url: '/api/v1/staff-probe', status: 403 },
    { who: 'staffA', url: '/api/v1/staff-probe', status: 200 },
    { who: 'devotee', url: '/api/v1/user-probe', status: 200 },
    { who: undefined, url: '/api/v1/user-probe', status: 401 },
    { who: undefined, url: '/api/v1/public-probe', status: 200 },
    { who: 'devotee', url: '/api/v1/public-probe', status: 200 },
  ])('role lists: $who on $url answers $status', async ({ who, url, status }) => {
    expect((await get(url, who)).statusCode).toBe(status);
  });

  it('answers SESSION_EXPIRED for an unknown or expired session and clears its cookie', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/user-probe',
      headers: { cookie: `${SESSION_COOKIE}=forged-token` },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const cleared = unknown.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    const publicWithStaleCookie = await app.inject({
      method: 'GET',
      url: '/api/v1/public-probe',
      headers: { cookie: `${SESSION_COOKIE}=forged-token` },
    });
    expect(publicWithStaleCookie.json()).toEqual({ isLoggedIn: false });
  });

  it('refuses to start with an /api/v1 route that declares no access', async () => {
    const instance = await bareApp();
    expect(() => instance.get('/api/v1/forgot-access', async () => ({}))).toThrow(/config.access/);
    expect(() =>
      instance.get(
        '/api/v1/no-temple-param',
        { config: { access: [2], templeScoped: true } },
        async () => ({}),
      ),
    ).toThrow(/no :templeId/);
    await instance.close();
  });
});
