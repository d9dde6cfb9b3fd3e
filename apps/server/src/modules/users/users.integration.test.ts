import { type User, UserType, type UserTypeValue } from '@nivedya/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemple, insertUser, logInAs, type TestUser } from '../../test/account-builders.ts';
import { grantPlatformAccess } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('users list for administrators', () => {
  let context: TestContext;
  const clients = new Map<UserTypeValue, TestClient>();
  let krishnan: TestUser;
  let meera: TestUser;
  let deleted: TestUser;

  beforeAll(async () => {
    context = await createTestContext();
    const templeId = await insertTemple(context.db, 'Sree Krishna Temple');
    for (const userType of [1, 2, 3, 4, 5] as const) {
      const templeUser = userType === UserType.TempleAdmin || userType === UserType.TempleStaff;
      const user = await insertUser(context.db, { userType, templeId: templeUser ? templeId : null });
      // A sub-administrator here holds every platform right (platform-access tests take them away).
      if (userType === UserType.SubAdmin) await grantPlatformAccess(context.db, user.id);
      clients.set(userType, await logInAs(context.app, user));
    }
    krishnan = await insertUser(context.db, {
      userName: 'Krishnan Namboothiri',
      email: 'krishnan@example.org',
      mobile: '9847012345',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    meera = await insertUser(context.db, {
      userName: 'Meera Krishna',
      email: 'meera@example.org',
      mobile: '9847054321',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    deleted = await insertUser(context.db, {
      userName: 'Deleted user',
      email: null,
      mobile: null,
      status: 2,
      createdAt: new Date('2026-03-03T10:00:00Z'),
      deletedAt: new Date('2026-03-04T10:00:00Z'),
    });
  });
  afterAll(async () => context.close());

  function client(userType: UserTypeValue): TestClient {
    const found = clients.get(userType);
    if (!found) throw new Error(`no client for user type ${userType}`);
    return found;
  }

  it('answers 401 to anonymous callers', async () => {
    for (const url of ['/api/v1/users', `/api/v1/users/${krishnan.id}`]) {
      const response = await new TestClient(context.app).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it.each([2, 3, 4] as const)('answers 403 to user type %i', async (userType) => {
    for (const url of ['/api/v1/users', `/api/v1/users/${krishnan.id}`]) {
      const response = await client(userType).get(url);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each([1, 5] as const)(
    'lists users newest first for user type %i, without deleted accounts',
    async (userType) => {
      const response = await client(userType).get('/api/v1/users');
      expect(response.statusCode).toBe(200);
      const body = response.json<{ items: User[]; total: number }>();
      expect(body.total).toBe(7);
      expect(body.items.map((user) => user.id).slice(0, 2)).toEqual([meera.id, krishnan.id]);
      expect(body.items.some((user) => user.id === deleted.id)).toBe(false);
      expect(response.body).not.toMatch(/passwordHash/);
    },
  );

  it.each([
    { search: 'KRISHN', expected: () => [meera.id, krishnan.id] },
    { search: 'meera@example', expected: () => [meera.id] },
    { search: '98470123', expected: () => [krishnan.id] },
    { search: 'nobody-has-this', expected: () => [] },
    { search: '%', expected: () => [] },
  ])('searches names, emails and mobiles for "$search"', async ({ search, expected }) => {
    const response = await client(1).get(`/api/v1/users?search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((user: User) => user.id)).toEqual(expected());
    expect(response.json().total).toBe(expected().length);
  });

  it('filters by user type and pages', async () => {
    const devotees = await client(5).get('/api/v1/users?userType=4');
    expect(devotees.json().total).toBe(3);
    expect(devotees.json().items.every((user: User) => user.userType === 4)).toBe(true);

    const first = await client(1).get('/api/v1/users?limit=2&offset=0');
    const second = await client(1).get('/api/v1/users?limit=2&offset=2');
    expect(first.json().items).toHaveLength(2);
    expect(second.json().items).toHaveLength(2);
    expect(first.json().total).toBe(7);
    const ids = [...first.json().items, ...second.json().items].map((user: User) => user.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses bad list parameters with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'userType=9', 'limit=abc', 'sort=name']) {
      const response = await client(1).get(`/api/v1/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('shows one user, and 404 for an unknown id', async () => {
    const found = await client(1).get(`/api/v1/users/${krishnan.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: krishnan.id, userName: 'Krishnan Namboothiri' });
    const missing = await client(5).get('/api/v1/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await client(1).get('/api/v1/users/abc');
    expect(bad.statusCode).toBe(400);
  });
});
