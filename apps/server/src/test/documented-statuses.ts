import type { FastifySchema, onSendHookHandler, RouteOptions } from 'fastify';

/** A success or redirect status a route answered that its OpenAPI document does not list. */
export interface UndocumentedStatus {
  route: string;
  status: number;
}

/**
 * The statuses a route's OpenAPI document lists, as @fastify/swagger writes them: the keys of its
 * `schema.response`, or 200 alone ("Default Response") for a route without one. Null for a route the
 * document leaves out (`schema.hide`: static files, Swagger UI, the demo gateway's page, /metrics).
 */
export function documentedStatuses(schema: FastifySchema | undefined): string[] | null {
  if (schema?.hide) return null;
  const response = schema?.response;
  return typeof response === 'object' && response !== null ? Object.keys(response) : ['200'];
}

function lists(statuses: string[], status: number): boolean {
  const code = String(status);
  return statuses.some((key) => key === code || key === 'default' || key.toUpperCase() === `${code[0]}XX`);
}

/**
 * For buildApp's `onRoute` (issue #13: the document describes every route's real statuses, and the web
 * app's types are generated from it). A 2xx or 3xx answer that the route's document does not list is
 * recorded in `found` and turned into a 500 that names the route and the status, so whichever API test
 * exercised it fails. Errors (4xx, 5xx) are the error handler's problem+json, common to every route.
 */
export function guardDocumentedStatuses(found: UndocumentedStatus[]): (route: RouteOptions) => void {
  return (route) => {
    const statuses = documentedStatuses(route.schema);
    if (!statuses) return;
    const guard: onSendHookHandler = async (request, reply, payload) => {
      const status = reply.statusCode;
      if (status < 200 || status >= 400 || lists(statuses, status)) return payload;
      const name = `${request.method} ${route.url}`;
      found.push({ route: name, status });
      reply
        .code(500)
        .type('application/problem+json')
        .removeHeader('location')
        .removeHeader('content-encoding');
      return JSON.stringify({
        type: 'https://nivedya.app/problems/undocumented-status',
        title: 'Undocumented status',
        status: 500,
        code: 'UNDOCUMENTED_STATUS',
        detail: `${name} answered ${status}, which its OpenAPI document does not list: add ${status} to the route's schema.response`,
      });
    };
    const existing = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...existing, guard];
  };
}
