import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('health and platform behaviour', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => context.close());

  it('answers ok once the database answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers liveness without the database, and readiness once the database has every migration', async () => {
    const live = await context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });

    // A database behind this build: its newest migration record gone.
    const [newest] = (
      (await context.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const behind = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.headers['content-type']).toContain('application/problem+json');
      expect(behind.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        detail: expect.stringMatching(/migrations/),
      });
      expect((await context.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await context.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest?.hash}, ${newest?.created_at})`,
      );
    }
  });

  it('sets an XSRF-TOKEN cookie when the request has none, and not when it has one', async () => {
    const first = await context.app.inject({ method: 'GET', url: '/api/health' });
    const token = first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(token?.value).toMatch(/^[\w-]{20,}$/);
    const second = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: `XSRF-TOKEN=${token?.value}` },
    });
    expect(second.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('answers unknown API paths with a problem+json 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Nivedya API' } });
    const docs = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('refuses a non-GET request without a matching XSRF header', async () => {
    const client = new TestClient(context.app);
    await client.get('/api/health');
    const missing = await client.request({ method: 'POST', url: '/api/v1/auth/logout', csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'CSRF_TOKEN_INVALID' });
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      csrf: false,
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
