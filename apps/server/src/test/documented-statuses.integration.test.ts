import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NoContentSchema } from '../plugins/openapi.ts';
import { createTestContext, TestClient, type TestContext } from './test-app.ts';

function addTestRoutes(app: FastifyInstance) {
  const access = { access: 'public' } as const;
  app.delete(
    '/api/v1/test-only/documented',
    { config: access, schema: { response: { 204: NoContentSchema } } },
    async (_request, reply) => reply.status(204).send(),
  );
  app.delete(
    '/api/v1/test-only/undocumented',
    { config: access, schema: { response: { 200: z.object({ isDone: z.boolean() }) } } },
    // A plain reply: the route's typed one would refuse, at compile time, the 204 its schema does not list.
    async (_request, reply: FastifyReply) => reply.status(204).send(),
  );
  // No response schema: the document says 200 ("Default Response") and nothing else.
  app.get('/api/v1/test-only/redirect', { config: access }, async (_request, reply) =>
    reply.redirect('/elsewhere', 303),
  );
  app.get('/api/v1/test-only/hidden', { config: access, schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/elsewhere', 302),
  );
}

describe('API tests fail on a status the OpenAPI document does not list (issue #13)', () => {
  let context: TestContext;
  let client: TestClient;

  beforeAll(async () => {
    context = await createTestContext({}, {}, addTestRoutes);
    client = new TestClient(context.app);
  });
  afterAll(async () => {
    // The undocumented answers below are on purpose: closing reports them, as it would in any API test.
    await expect(context.close()).rejects.toThrow(
      "Statuses missing from the routes' OpenAPI document: DELETE /api/v1/test-only/undocumented → 204, GET /api/v1/test-only/redirect → 303",
    );
  });

  it('lets a route answer a status its schema.response lists', async () => {
    expect((await client.delete('/api/v1/test-only/documented')).statusCode).toBe(204);
    expect(context.undocumentedStatuses).toEqual([]);
  });

  it('turns a 204 that the document calls 200 into a 500 naming the route and the status', async () => {
    const response = await client.delete('/api/v1/test-only/undocumented');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'UNDOCUMENTED_STATUS',
      detail:
        "DELETE /api/v1/test-only/undocumented answered 204, which its OpenAPI document does not list: add 204 to the route's schema.response",
    });
    expect(context.undocumentedStatuses).toEqual([
      { route: 'DELETE /api/v1/test-only/undocumented', status: 204 },
    ]);
  });

  it('holds a route without a response schema to the 200 the document gives it', async () => {
    const response = await client.get('/api/v1/test-only/redirect');
    expect(response.statusCode).toBe(500);
    expect(response.headers.location).toBeUndefined();
    expect(context.undocumentedStatuses.at(-1)).toEqual({
      route: 'GET /api/v1/test-only/redirect',
      status: 303,
    });
  });

  it('leaves alone the routes the document does not show', async () => {
    expect((await client.get('/api/v1/test-only/hidden')).statusCode).toBe(302);
    expect(context.undocumentedStatuses).toHaveLength(2);
  });

  it('lists 204 (and not 200) for the routes that answer 204', async () => {
    const document = (await client.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const answering204 = [
      ['delete', '/api/v1/temples/{templeId}/images/{kind}/{ownerId}'],
      ['delete', '/api/v1/temples/{templeId}/gallery/{imageId}'],
      ['post', '/api/v1/me/notifications/read-all'],
      ['post', '/api/v1/me/notifications/{notificationId}/read'],
      ['delete', '/api/v1/temples/{templeId}/virtual-queue/questions/{questionId}'],
      ['delete', '/api/v1/temples/{templeId}/virtual-queue/blocks'],
      ['delete', '/api/v1/temples/{templeId}/events/{eventId}'],
      ['delete', '/api/v1/temples/{templeId}/deities/{deityId}'],
      ['delete', '/api/v1/temples/{templeId}/seva-groups/{groupId}'],
      ['delete', '/api/v1/temples/{templeId}/sevas/{sevaId}'],
      ['delete', '/api/v1/temples/{templeId}/instructions/{instructionId}'],
      ['delete', '/api/v1/temples/{templeId}/seva-blockings/{blockingId}'],
    ] as const;
    for (const [method, path] of answering204) {
      expect(Object.keys(document.paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).toEqual([
        '204',
      ]);
    }
  });
});
