import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { paths } from './api-schema.d.ts';

/**
 * The one HTTP client of the web app (ARCHITECTURE rule 5, spec §7): JSON in and out, the session
 * cookie travels with every call, non-GET calls echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and every
 * failure becomes an ApiError carrying the server's problem+json code, detail and field errors.
 *
 * Calls name a path of the server's OpenAPI document (`/api/v1/sevas/{sevaId}`) and get its types from
 * `api-schema.d.ts`, generated from that document (`npm run api:types`): a changed route, field or status
 * fails the typecheck here, not on a devotee's phone.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  title: string;
  detail: string;
  fieldErrors?: FieldError[];
  /** Members of the problem beyond the standard ones (e.g. a checkout's templeIds). */
  extensions?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly fieldErrors: FieldError[];
  readonly extensions: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.detail || init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.extensions = init.extensions ?? {};
  }
}

/** Raised when the server cannot be reached at all (offline, DNS, connection reset). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The first non-empty value of cookie `name` (an emptied cookie counts as missing). */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function codeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

function asFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, message } = entry as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/** Turns a failed response into an ApiError; bodies that are not problem+json still give a code. */
export async function parseProblem(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const parsed: unknown = await response.json();
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // A broken body still carries its status.
    }
  }
  const title =
    typeof body.title === 'string' ? body.title : response.statusText || `HTTP ${response.status}`;
  const {
    type: _type,
    title: _title,
    status: _status,
    code,
    detail,
    errors,
    instance: _instance,
    ...extensions
  } = body;
  return new ApiError({
    status: response.status,
    code: typeof code === 'string' ? code : codeForStatus(response.status),
    title,
    detail: typeof detail === 'string' ? detail : title,
    fieldErrors: asFieldErrors(errors),
    extensions,
  });
}

/** A query string without the empty values (undefined, null, ''): filters left blank send nothing. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The XSRF token to echo, fetching one first when the browser has none (a first call). */
export async function xsrfToken(): Promise<string | null> {
  const token = readCookie(XSRF_COOKIE);
  if (token) return token;
  // The server sets the cookie on any response; a first call that is not a GET fetches one.
  await fetch('/api/health', { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

/**
 * Every call goes out through here: the XSRF header on writes, an unreachable server as NETWORK_ERROR
 * (an aborted call stays an abort: TanStack Query cancelled it), a failure as the server's ApiError.
 * A plain function rather than openapi-fetch middleware, which would delay even a read by a tick.
 */
async function send(request: Request): Promise<Response> {
  if (!SAFE_METHODS.has(request.method) && !request.headers.has(XSRF_HEADER)) {
    const token = await xsrfToken();
    if (token) request.headers.set(XSRF_HEADER, token);
  }
  let response: Response;
  try {
    // Looked up on every call rather than captured once, so the tests' stubbed fetch is the one called.
    response = await globalThis.fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      title: 'Network error',
      detail: error instanceof Error ? error.message : 'The server could not be reached',
    });
  }
  if (!response.ok) throw await parseProblem(response);
  return response;
}

const client: Client<paths> = createClient<paths>({
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  querySerializer: queryString,
  fetch: send,
});

/** The body of a call that succeeded (a 204's is undefined); `send` has thrown the failures already. */
async function dataOf<
  T extends Record<string | number, unknown>,
  Options,
  Media extends `${string}/${string}`,
>(call: Promise<FetchResponse<T, Options, Media>>) {
  const result = await call;
  if ('error' in result) throw await parseProblem(result.response);
  return result.data;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathOf<M extends Method> = ClientPathsWithMethod<typeof client, M>;
type InitOf<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;

/**
 * `apiClient.get('/api/v1/sevas/{sevaId}', { params: { path: { sevaId } }, signal })`: a path of the
 * document, its `params` (path and query) and `body` as the document types them, and the answer's body
 * (undefined for a 204). Failures throw ApiError; an unreachable server throws NETWORK_ERROR.
 */
export const apiClient = {
  get: <P extends PathOf<'get'>, I extends InitOf<P, 'get'>>(...call: Parameters<typeof client.GET<P, I>>) =>
    dataOf(client.GET<P, I>(...call)),
  post: <P extends PathOf<'post'>, I extends InitOf<P, 'post'>>(
    ...call: Parameters<typeof client.POST<P, I>>
  ) => dataOf(client.POST<P, I>(...call)),
  put: <P extends PathOf<'put'>, I extends InitOf<P, 'put'>>(...call: Parameters<typeof client.PUT<P, I>>) =>
    dataOf(client.PUT<P, I>(...call)),
  patch: <P extends PathOf<'patch'>, I extends InitOf<P, 'patch'>>(
    ...call: Parameters<typeof client.PATCH<P, I>>
  ) => dataOf(client.PATCH<P, I>(...call)),
  delete: <P extends PathOf<'delete'>, I extends InitOf<P, 'delete'>>(
    ...call: Parameters<typeof client.DELETE<P, I>>
  ) => dataOf(client.DELETE<P, I>(...call)),
};

/**
 * For a multipart upload (`apiClient.put(path, { params, ...multipart(form) })`): the document has no
 * body for those routes (the server reads the parts itself), so the form joins the request as it is
 * sent; the path, its parameters, the answer and the client's rules stay the typed call's.
 */
export function multipart(form: FormData): { fetch: (request: Request) => Promise<Response> } {
  return { fetch: (request) => send(new Request(request, { body: form })) };
}

/**
 * A GET path of the document with its parameters filled in, for what the browser fetches by itself:
 * an EventSource, a download link.
 */
export function apiUrl<P extends PathOf<'get'>>(
  path: P,
  params: Pick<paths[P]['get']['parameters'], 'path' | 'query'>,
): string {
  const values = new Map(Object.entries(params.path ?? {}));
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(values.get(name))),
  );
  const search = queryString(Object.fromEntries(Object.entries(params.query ?? {})));
  return search ? `${filled}?${search}` : filled;
}
