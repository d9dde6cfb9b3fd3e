// biome-ignore-all lint/suspicious/noDocumentCookie: the tests play the server, which sets the XSRF-TOKEN cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  apiUrl,
  multipart,
  NETWORK_ERROR,
  parseProblem,
  readCookie,
} from './api-client.ts';

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const fetchMock = vi.fn<typeof fetch>();

function clearCookies(): void {
  document.cookie = 'XSRF-TOKEN=; max-age=0';
}

/** The request of the `call`th fetch, as the server would receive it. */
function sent(call: number): Request {
  const input = fetchMock.mock.calls[call]?.[0];
  if (!(input instanceof Request)) throw new Error(`fetch ${call} was not given a Request`);
  return input;
}

/** Path and query of a request's address (the browser makes it absolute against the page). */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearCookies();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client: CSRF', () => {
  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on writes, with the session cookie', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen-1';
    fetchMock.mockResolvedValueOnce(json(200, { user: { id: 1 } }));
    await apiClient.post('/api/v1/auth/login', { body: { identifier: 'a', password: 'b' } });
    const request = sent(0);
    expect(pathOf(request)).toBe('/api/v1/auth/login');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok/en-1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(await request.text()).toBe(JSON.stringify({ identifier: 'a', password: 'b' }));
  });

  it('sends no token on reads, and leaves empty filters out of the query', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValueOnce(json(200, { items: [], total: 0 }));
    await apiClient.get('/api/v1/temples', {
      params: { query: { search: 'guru', offset: 0, limit: undefined } },
    });
    expect(pathOf(sent(0))).toBe('/api/v1/temples?search=guru&offset=0');
    expect(sent(0).headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('fetches a token first when the cookie is missing', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return json(200, { status: 'ok' });
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiClient.post('/api/v1/auth/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(sent(1).headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('reads one cookie among many', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy; b=2')).toBe('x=y');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=; XSRF-TOKEN=second')).toBe('second');
  });
});

describe('api client: paths of the document', () => {
  it('fills path parameters and answers the body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 5 }));
    const controller = new AbortController();
    await expect(
      apiClient.get('/api/v1/sevas/{sevaId}', { params: { path: { sevaId: 5 } }, signal: controller.signal }),
    ).resolves.toEqual({ id: 5 });
    expect(pathOf(sent(0))).toBe('/api/v1/sevas/5');
    controller.abort();
    expect(sent(0).signal.aborted).toBe(true);
  });

  it('answers undefined for a 204', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(
      apiClient.delete('/api/v1/temples/{templeId}/sevas/{sevaId}', {
        params: { path: { templeId: 3, sevaId: 9 } },
      }),
    ).resolves.toBeUndefined();
    expect(sent(0).method).toBe('DELETE');
    expect(pathOf(sent(0))).toBe('/api/v1/temples/3/sevas/9');
  });

  it('sends a form as multipart, with the token and without a JSON type', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValueOnce(json(201, { id: 4 }));
    const form = new FormData();
    form.append('caption', 'Utsavam');
    await expect(
      apiClient.post('/api/v1/temples/{templeId}/gallery', {
        params: { path: { templeId: 3 } },
        ...multipart(form),
      }),
    ).resolves.toEqual({ id: 4 });
    const request = sent(0);
    expect(pathOf(request)).toBe('/api/v1/temples/3/gallery');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await request.text()).toContain('Utsavam');
  });

  it('builds the address of what the browser fetches itself (streams, downloads)', () => {
    expect(apiUrl('/api/v1/temples/{templeId}/virtual-queue/display/stream', { path: { templeId: 7 } })).toBe(
      '/api/v1/temples/7/virtual-queue/display/stream',
    );
    expect(
      apiUrl('/api/v1/temples/{templeId}/virtual-queue/reports/devotees', {
        path: { templeId: 7 },
        query: { from: '2026-01-01', to: '2026-01-31', format: 'csv', status: undefined },
      }),
    ).toBe('/api/v1/temples/7/virtual-queue/reports/devotees?from=2026-01-01&to=2026-01-31&format=csv');
  });
});

describe('api client: the contract, checked by the compiler', () => {
  it('refuses a path, a parameter, a field or an answer the server does not have', () => {
    // Never run: each line fails `tsc -b` the day the server accepts it (and the expectation is unused).
    const misuses = async () => {
      // @ts-expect-error: no such route
      await apiClient.get('/api/v1/sevas/{sevaId}/price', { params: { path: { sevaId: 1 } } });
      // @ts-expect-error: the seva's id is required
      await apiClient.get('/api/v1/sevas/{sevaId}');
      // @ts-expect-error: a login needs the password too
      await apiClient.post('/api/v1/auth/login', { body: { identifier: 'a' } });
      // @ts-expect-error: deleting a seva answers 204, no body
      const deleted: { id: number } = await apiClient.delete('/api/v1/temples/{templeId}/sevas/{sevaId}', {
        params: { path: { templeId: 1, sevaId: 2 } },
      });
      // @ts-expect-error: a seva's name is text
      const name: number = (
        await apiClient.get('/api/v1/sevas/{sevaId}', { params: { path: { sevaId: 1 } } })
      ).name;
      return [deleted, name];
    };
    expect(misuses).toBeTypeOf('function');
  });
});

describe('api client: problems', () => {
  it('turns problem+json into an ApiError with code, detail and field errors', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValueOnce(
      json(
        400,
        {
          type: 'https://nivedya.app/problems/validation-failed',
          title: 'Some fields are not valid',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'mobile: Enter a 10-digit mobile number',
          errors: [{ field: 'mobile', message: 'Enter a 10-digit mobile number' }, { bad: true }],
          templeIds: [3],
        },
        'application/problem+json; charset=utf-8',
      ),
    );
    const error = await apiClient
      .post('/api/v1/auth/otp/request', { body: { mobile: '1' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Some fields are not valid',
      detail: 'mobile: Enter a 10-digit mobile number',
      fieldErrors: [{ field: 'mobile', message: 'Enter a 10-digit mobile number' }],
      extensions: { templeIds: [3] },
    });
  });

  it('gives a code to answers that are not problem+json', async () => {
    const error = await parseProblem(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', detail: 'Bad Gateway', fieldErrors: [] });
    expect((await parseProblem(new Response('', { status: 401 }))).code).toBe('UNAUTHENTICATED');
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/api/v1/me')).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
      detail: 'Failed to fetch',
    });
  });

  it('lets an aborted call stay an abort', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiClient.get('/api/v1/me')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
