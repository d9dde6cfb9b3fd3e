import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type NewDevotee, newDevotee } from './accounts.ts';
import { readLatestOtp } from './api.ts';

/** The local storage 'user' record (spec §3), as lib/auth.ts stores it. */
export interface StoredUser {
  Id: number;
  Email: string | null;
  Mobile: string | null;
  UserType: number;
  TempleId: number | null;
  [key: string]: unknown;
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

export async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await storedItem(page, 'user');
  return raw === null ? null : (JSON.parse(raw) as StoredUser);
}

/** GET /api/v1/me from inside the page, so the browser's own session cookie is what is checked. */
export async function meFromPage(page: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/me', { headers: { Accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  });
}

/** The login screen, by email or mobile and password; waits until the app has left it. */
export async function loginThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens the phone menu (the drawer) and returns it. */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // Not by name: the drawer's name changes with the language.
  return page.getByRole('dialog');
}

/** The success message box (type 1) after an action: checks its words and closes it with OK. */
export async function dismissSuccess(page: Page, text: string | RegExp): Promise<void> {
  const box = page.getByRole('dialog', { name: 'Success' });
  await expect(box).toContainText(text);
  await box.getByRole('button', { name: 'OK' }).click();
  await expect(box).toBeHidden();
}

/**
 * Sign-up with OTP through the screens: mobile, Send OTP, the OTP read from the SMS outbox (through
 * `api`, which becomes an administrator's context), then name and password. Ends logged in on home
 * with the welcome message closed.
 */
export async function signUpThroughUi(page: Page, api: APIRequestContext): Promise<NewDevotee> {
  const devotee = newDevotee();
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(devotee.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/^We have sent an OTP to /)).toBeVisible();

  const otp = await readLatestOtp(api, devotee.mobile, 'signup');
  await page.getByLabel('OTP').fill(otp);
  await page.getByLabel('Your name').fill(devotee.userName);
  await page.getByLabel('Password', { exact: true }).fill(devotee.password);
  await page.getByLabel('Confirm password').fill(devotee.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL('**/devotee-home-page');
  await dismissSuccess(page, `Welcome, ${devotee.userName}!`);
  return devotee;
}

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

/** The journey's last screen, kept as an artifact in test-results/screens/<name>.png. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

/** A PNG drawn by the page's own canvas, so the image cropper gets a real image of a known size. */
export async function canvasPng(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c2410c';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fde68a';
      context.fillRect(80, 60, 160, 120);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'lamp.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
