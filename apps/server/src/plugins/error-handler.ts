import { DomainError, ERROR_MESSAGES, type ErrorCode, errorStatus, isErrorCode } from '@nivedya/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isNumberOutOfRange } from '../lib/db-errors.ts';

/** PostgreSQL refused a number too large for its column: an id past 2^31 − 1 in a path, say. */
export const NUMBER_OUT_OF_RANGE_MESSAGE =
  'A number in the request is larger than any id or amount can be; check the address and the values';

export interface FieldError {
  field: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: ErrorCode;
  detail: string;
  instance?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Some fields are not valid',
  MALFORMED_JSON: 'The request body is not valid JSON',
  UNAUTHENTICATED: 'Please log in',
  FORBIDDEN: 'You do not have access to this',
  CSRF_TOKEN_INVALID: 'The security token is missing or wrong; reload the page and try again',
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'No such API route',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request as application/json',
  RATE_LIMITED: 'Too many attempts; wait and try again',
  INTERNAL: 'Something went wrong on our side; please try again',
  SERVICE_UNAVAILABLE: 'The service is not available right now; please try again shortly',
};

/** Without a title or detail of its own, a problem says the catalogue's sentence, never its bare code. */
export function problem(code: ErrorCode, detail?: string, extra: Partial<Problem> = {}): Problem {
  const title = TITLES[code] ?? ERROR_MESSAGES[code];
  return {
    type: `https://nivedya.app/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title,
    status: errorStatus(code),
    code,
    detail: detail ?? title,
    ...extra,
  };
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.status(body.status).type('application/problem+json').send(body);
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): Problem {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const params = issue.params as { keys?: string[] };
      const unknownKeys = params.keys;
      const field = unknownKeys?.length ? [base, unknownKeys.join(',')].filter(Boolean).join('.') : base;
      return {
        field: field || String(error.validationContext ?? 'body'),
        message: issue.message ?? 'Invalid value',
      };
    });
    const summary = errors.map((entry) => `${entry.field}: ${entry.message}`).join('; ');
    return problem('VALIDATION_FAILED', summary, { errors });
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return problem('PAYLOAD_TOO_LARGE');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
    return problem('UNSUPPORTED_MEDIA_TYPE');
  if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
    return problem(
      'MALFORMED_JSON',
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The JSON body is empty' : undefined,
    );
  }
  if (status === 429) return problem('RATE_LIMITED', error.message);
  if (status === 404) return problem('NOT_FOUND');
  if (status >= 400 && status < 500) {
    return { ...problem('VALIDATION_FAILED', error.message), status };
  }
  if (isNumberOutOfRange(error)) return problem('VALIDATION_FAILED', NUMBER_OUT_OF_RANGE_MESSAGE);
  request.log.error({ err: error }, 'unhandled error');
  return problem('INTERNAL');
}

/** Every error leaves as application/problem+json with a stable code; a 5xx says nothing internal. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body = problem(error.code, error.message === error.code ? undefined : error.message, {
        ...(error.details ?? {}),
      });
      const retryAfter = error.details?.retryAfterSeconds;
      // A 503 with Retry-After is the server shedding load on purpose (a gate's line was full): at a
      // season's opening there are thousands, and none is a fault.
      if (body.status >= 500 && typeof retryAfter !== 'number') {
        request.log.error({ err: error }, 'domain error');
      }
      // The header counts whole seconds; the problem's retryAfterSeconds keeps a fraction for the app.
      if (typeof retryAfter === 'number')
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return sendProblem(reply, body);
    }
    if (isResponseSerializationError(error)) {
      // The cause (the schema's issues) is logged through the err serializer too: lib/log-serializers.ts.
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, problem('INTERNAL'));
    }
    const code = (error as { code?: unknown }).code;
    if (isErrorCode(code)) return sendProblem(reply, problem(code, error.message));
    return sendProblem(reply, fromFastifyError(error, request));
  });
});
