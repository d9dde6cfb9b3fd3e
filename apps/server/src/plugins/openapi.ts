import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@nivedya/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses without a body, for `schema.response`: every status a route answers is listed there, so the
 * document (and the web app's types generated from it) says 204 where the route answers 204, and the API
 * tests fail on a status the route does not list (test/test-app.ts).
 */
export const NoContentSchema = z.null().describe('No content');
export const NotModifiedSchema = z
  .null()
  .describe('Not modified: the copy the caller holds (If-None-Match) is current');
export const SeeOtherSchema = z
  .null()
  .describe('See Other: the Location header says where the browser goes next');

/** OpenAPI 3.1 generated from the routes' zod schemas, at /api/openapi.json with Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nivedya API',
        version: APP_VERSION,
        description:
          'Temple seva booking. Non-GET requests must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Errors are application/problem+json with a stable `code`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'nivedya_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
