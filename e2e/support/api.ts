import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * The API as a script calls it: the server sets an XSRF-TOKEN cookie on the first response and every
 * non-GET request must echo it in X-XSRF-TOKEN (ARCHITECTURE rule 5).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export async function xsrfToken(api: APIRequestContext): Promise<string> {
  const find = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  let token = await find();
  if (!token) {
    expect((await api.get('/api/health')).ok()).toBe(true);
    token = await find();
  }
  if (!token) throw new Error('The server set no XSRF-TOKEN cookie');
  return token;
}

export async function apiLogin(api: APIRequestContext, identifier: string, password: string): Promise<void> {
  const response = await api.post('/api/v1/auth/login', {
    headers: { [XSRF_HEADER]: await xsrfToken(api) },
    data: { identifier, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Each request context logs in as the administrator once. */
const adminLogins = new WeakMap<APIRequestContext, Promise<void>>();

export function asAdmin(api: APIRequestContext): Promise<void> {
  let login = adminLogins.get(api);
  if (!login) {
    login = apiLogin(api, 'admin@nivedya.demo', DEMO_PASSWORD);
    adminLogins.set(api, login);
  }
  return login;
}

export type OtpPurpose = 'signup' | 'login' | 'reset-password' | 'delete-account' | 'delete-temple';

interface SmsMessage {
  toMobile: string;
  body: string;
  purpose: string;
}

/**
 * The newest OTP of `purpose` sent to `mobile`, read from the SMS outbox as the administrator
 * (GET /api/v1/admin/sms-outbox lists newest first). `api` becomes an administrator's context.
 */
export async function readLatestOtp(
  api: APIRequestContext,
  mobile: string,
  purpose: OtpPurpose,
): Promise<string> {
  await asAdmin(api);
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/v1/admin/sms-outbox', { params: { mobile, limit: 10 } });
        expect(response.status()).toBe(200);
        const page = (await response.json()) as { items: SmsMessage[] };
        const message = page.items.find(
          (item) => item.toMobile.endsWith(mobile) && item.purpose === `otp:${purpose}`,
        );
        otp = message?.body.match(/\b\d{6}\b/)?.[0];
        return otp;
      },
      { message: `an ${purpose} OTP for ${mobile} in the SMS outbox` },
    )
    .toMatch(/^\d{6}$/);
  return otp!;
}
