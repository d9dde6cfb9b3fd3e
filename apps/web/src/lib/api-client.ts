/**
 * The one HTTP client of the web app (ARCHITECTURE rule 5, spec §7): JSON in and out, the session
 * cookie travels with every call, non-GET calls echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and every
 * failure becomes an ApiError carrying the server's problem+json code, detail and field errors.
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

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function xsrfToken(): Promise<string | null> {
  const token = readCookie(XSRF_COOKIE);
  if (token) return token;
  // The server sets the cookie on any response; a first call that is not a GET fetches one.
  await fetch('/api/health', { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = await xsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};
