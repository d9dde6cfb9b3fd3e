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
