// biome-ignore-all lint/suspicious/noDocumentCookie: the tests play the server, which sets the XSRF-TOKEN cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPushToken } from './push-notifications.ts';
import { readString, StorageKey, writeString } from './storage.ts';

const fetchMock = vi.fn<typeof fetch>();
const OLD = '{"endpoint":"https://push.example/old"}';
const NEW = '{"endpoint":"https://push.example/new"}';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastRequest(): Request {
  const input = fetchMock.mock.calls.at(-1)?.[0];
  if (!(input instanceof Request)) throw new Error('no request was sent');
  return input;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec §4 push token registration', () => {
  it('registers the new token with the old one for the logged-in user, echoing the XSRF token, and keeps it on Id > 0 and Error 0', async () => {
    writeString(StorageKey.pushToken, OLD);
    fetchMock.mockResolvedValue(json(200, [{ id: 7, error: 0 }]));
    expect(await registerPushToken(NEW, 'web', 42)).toBe(true);
    const request = lastRequest();
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/push-notification');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      userId: '42',
      newToken: NEW,
      token: OLD,
      deviceType: 'web',
    });
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(readString(StorageKey.pushToken)).toBe(NEW);
    expect(Number(readString(StorageKey.pushRegisteredAt))).toBeGreaterThan(0);
  });

  it.each([
    ['Id 0', [{ id: 0, error: 0 }]],
    ['an Error', [{ id: 7, error: 1 }]],
    ['no item', []],
  ])('keeps the old token when the first item has %s', async (_case, body) => {
    writeString(StorageKey.pushToken, OLD);
    fetchMock.mockResolvedValue(json(200, body));
    expect(await registerPushToken(NEW, 'web', 42)).toBe(false);
    expect(readString(StorageKey.pushToken)).toBe(OLD);
  });

  it('swallows failures: a refusal or no network keeps the old token and throws nothing', async () => {
    writeString(StorageKey.pushToken, OLD);
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', detail: 'not yours' }));
    expect(await registerPushToken(NEW, 'web', 42)).toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await registerPushToken(NEW, 'web', 42)).toBe(false);
    expect(readString(StorageKey.pushToken)).toBe(OLD);
  });

  it('registers a device without a login with UToken and UDeviceType', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 3, error: 0 }]));
    expect(await registerPushToken('fcm-token-0123456789abcdef', 'android', null)).toBe(true);
    expect(Object.fromEntries(new URL(lastRequest().url).searchParams)).toEqual({
      uToken: 'fcm-token-0123456789abcdef',
      uDeviceType: 'android',
    });
  });
});
