// biome-ignore-all lint/suspicious/noDocumentCookie: the tests play the server, which sets the XSRF-TOKEN cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, NETWORK_ERROR, parseProblem, readCookie } from './api-client.ts';

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const fetchMock = vi.fn<typeof fetch>();

function clearCookies(): void {
  document.cookie = 'XSRF-TOKEN=; max-age=0';
}

function sentHeaders(call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
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
    await apiClient.post('/api/v1/auth/login', { identifier: 'a', password: 'b' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(sentHeaders(0)['X-XSRF-TOKEN']).toBe('tok/en-1');
    expect(sentHeaders(0)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ identifier: 'a', password: 'b' }));
  });

  it('sends no token on reads', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValueOnce(json(200, { items: [], total: 0 }));
    await apiClient.get('/api/v1/temples', { query: { search: 'guru', offset: 0, limit: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/temples?search=guru&offset=0');
    expect(sentHeaders(0)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('fetches a token first when the cookie is missing', async () => {
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return json(200, { status: 'ok' });
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiClient.post('/api/v1/auth/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(sentHeaders(1)['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('reads one cookie among many', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy; b=2')).toBe('x=y');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=; XSRF-TOKEN=second')).toBe('second');
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
        },
        'application/problem+json; charset=utf-8',
      ),
    );
    const error = await apiClient.post('/api/v1/auth/otp/request', { mobile: '1' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Some fields are not valid',
      detail: 'mobile: Enter a 10-digit mobile number',
      fieldErrors: [{ field: 'mobile', message: 'Enter a 10-digit mobile number' }],
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
    await expect(apiClient.get('/api/v1/me')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('lets an aborted call stay an abort', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiClient.get('/api/v1/me')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
