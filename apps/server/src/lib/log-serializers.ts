import type { FastifyRequest } from 'fastify';

/**
 * What a log line may say about an error or a request (issue #11: no log line carries personal data).
 * An error keeps its name, code and stack frames (where it happened), and its cause, judged the same
 * way. A database error keeps nothing it was sent or refused: not drizzle's "Failed query: … params: …",
 * not the driver's message (`invalid input syntax for type integer: "…"`) nor its detail
 * (`Key (mobile)=(…) already exists`); only the SQLSTATE code and the schema names it reports.
 * A request's URL keeps the names of its query parameters, never their values (a search, a mobile).
 */

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const WITHHELD = 'withheld: a database error can quote the values it was sent';
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

/** Drizzle's wrapper (it carries the query and its parameters), or the driver's error (pg, PGlite). */
function isDatabaseError(error: ErrorLike): boolean {
  const hasQuery = 'query' in error || 'params' in error;
  const hasSqlState = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  return hasQuery || (hasSqlState && typeof error.severity === 'string');
}

function nameOf(error: ErrorLike): string {
  // The driver's errors (pg-protocol, also inside PGlite) are named after the message that carried them.
  if (error.name === 'error') return 'DatabaseError';
  if (error.name && error.name !== 'Error') return error.name;
  return error.constructor?.name || 'Error';
}

/** The stack's frames only: its first lines repeat the message, which may be withheld. */
function framesOf(error: ErrorLike, type: string): string {
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  return [type, ...frames].join('\n');
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  }
  const candidate = error as ErrorLike;
  const type = nameOf(candidate);
  const isDatabase = isDatabaseError(candidate);
  const logged: LoggedError = {
    type,
    message: isDatabase ? WITHHELD : candidate.message,
    stack: framesOf(candidate, type),
  };
  if (typeof candidate.code === 'string' || typeof candidate.code === 'number') logged.code = candidate.code;
  if (typeof candidate.statusCode === 'number') logged.statusCode = candidate.statusCode;
  if (isDatabase) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value = candidate[key];
      if (typeof value === 'string') logged[key] = value;
    }
  }
  if (candidate.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = serializeError(candidate.cause, depth + 1);
  return logged;
}

/** `/api/v1/search?q=Ravi&limit=5` → `/api/v1/search?q&limit`. */
export function urlWithoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's serializers (app.ts): `err` wherever an error is logged, `req` on every request line. */
export const LOG_SERIALIZERS = { err: serializeError, req: serializeRequest };
