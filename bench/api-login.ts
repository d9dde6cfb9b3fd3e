import { type Dispatcher, request } from 'undici';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/session-store.ts';

/**
 * Logs in through POST /api/v1/auth/login as the app does (the XSRF cookie echoed in its header,
 * ARCHITECTURE rule 5) and answers the session cookie as `name=value`, for the benches that call the
 * server as a signed-in user.
 */
export async function logIn(
  origin: string,
  identifier: string,
  password: string,
  dispatcher?: Dispatcher,
): Promise<string> {
  const xsrf = 'bench';
  const response = await request(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    ...(dispatcher ? { dispatcher } : {}),
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ identifier, password }),
  });
  const body = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${body}`);
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const session = setCookie
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('login set no session cookie');
  return session;
}
