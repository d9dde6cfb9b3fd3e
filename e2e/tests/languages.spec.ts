import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LANGUAGE_NAMES,
  type Language,
  regionalName,
  type SevaSummary,
  STARS,
  starNameIn,
} from '@nivedya/domain';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { saveBookingScreen, signUpDevotee } from '../support/booking-helpers.ts';
import { loginThroughUi, openMenu } from '../support/ui.ts';

/**
 * The booking journey in each language the app ships besides English (issue #18 §5), on a phone: home,
 * a temple, its sevas, the seva's form, the cart, the demo payment page, payment success and My
 * bookings. On every screen no translation key shows raw and no English sentence is left — only names
 * (the temple's data, the devotee's, stars' English names beside their own) may be English.
 */
const TEMPLE = 1;
/** Unniyappam at temple 1, open every day. */
const UNNIYAPPAM = 6;
const DEVOTEE_NAME = 'Lakshmi Nair';
const STAR = 'Rohini';
const JOURNEY_LANGUAGES: Language[] = ['ml', 'hi', 'ta', 'te', 'kn'];

const I18N = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'i18n');
type Words = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(I18N, file), 'utf8')) as Words;

/** The first bundle and the devotee part, merged as the app merges them. */
function wordsIn(language: Language): Words {
  return { ...read(`${language}.json`), ...read(`devotee/${language}.json`) };
}

function wordAt(words: Words, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Words | undefined)?.[part], words);
  if (typeof value !== 'string') throw new Error(`No words for ${key}`);
  return value;
}

/** Every key of the English files, as a raw key would show on a screen ("cart.title"). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}
const ENGLISH_KEYS = ['', 'devotee', 'account', 'virtual-queue', 'temple', 'info'].flatMap((folder) =>
  keysOf(read(folder ? `${folder}/en.json` : 'en.json')),
);

/** Every string of an API answer: the temples' own data, which stays as the temples wrote it. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

async function templeData(api: APIRequestContext): Promise<string[]> {
  const answers = await Promise.all(
    [
      '/api/v1/temples?limit=100',
      `/api/v1/temples/${TEMPLE}`,
      `/api/v1/temples/${TEMPLE}/sevas?limit=100`,
      `/api/v1/temples/${TEMPLE}/deities`,
      `/api/v1/temples/${TEMPLE}/events?when=all`,
      `/api/v1/sevas/${UNNIYAPPAM}`,
    ].map(async (url) => (await api.get(url)).json()),
  );
  return answers.flatMap(stringsOf);
}

/**
 * The English left on the screen once names are taken out: runs of three or more English words, and
 * raw translation keys.
 */
async function englishOnScreen(page: Page, names: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  // Longest first, so a temple's full name goes before a word of it.
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
  const rawKeys = ENGLISH_KEYS.filter((key) => key.includes('.') && text.includes(key));
  const sentences = text.match(/[A-Za-z][A-Za-z']+(?:[ ,]+[A-Za-z][A-Za-z']+){2,}/g) ?? [];
  return [...rawKeys.map((key) => `raw key ${key}`), ...sentences];
}

/** A translated sentence as a pattern, whatever its placeholders hold. */
function sentence(template: string): RegExp {
  const parts = template.split(/{{\w+}}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

let api: APIRequestContext;
let admin: APIRequestContext;

test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  admin = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => {
  await api.dispose();
  await admin.dispose();
});

for (const language of JOURNEY_LANGUAGES) {
  test(`a devotee books and pays for a seva in ${LANGUAGE_NAMES[language]} (${language}) with no English sentence on any screen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = wordsIn(language);
    const say = (key: string) => wordAt(words, key);
    const devotee = await signUpDevotee(api, admin);
    const seva = (await (await api.get(`/api/v1/sevas/${UNNIYAPPAM}`)).json()) as SevaSummary;
    const names = [
      ...(await templeData(api)),
      DEVOTEE_NAME,
      devotee.userName,
      ...STARS.map((star) => star.name),
      // The product's own name, and the demo gateway's banner word.
      'Nivedya',
      'DEMO',
    ];
    const screen = async (step: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await englishOnScreen(page, names), `${step} in ${language}`).toEqual([]);
      await saveBookingScreen(page, `${language}-${step}`);
    };

    await loginThroughUi(page, devotee.mobile, devotee.password);
    await page.goto('/devotee-home-page');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: LANGUAGE_NAMES[language] }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sentence(say('home.greetingNamed')));
    await screen('home');

    await page.goto(`/guest-user-home/${TEMPLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screen('temple');

    await page.goto(`/temple-seva-list?templeId=${TEMPLE}`);
    await expect(
      page
        .getByRole('link', { name: new RegExp(regionalName(seva.name, seva.nameNarration, language)) })
        .first(),
    ).toBeVisible();
    await screen('seva-list');

    await page.goto(`/seva-devotee-details?sevaId=${UNNIYAPPAM}`);
    await page.getByLabel(say('booking.devoteeName')).fill(DEVOTEE_NAME);
    const starInput = page.getByRole('combobox', { name: say('booking.star') });
    await starInput.click();
    await starInput.press('ControlOrMeta+a');
    await starInput.pressSequentially(STAR.slice(0, 4));
    const starName = starNameIn(STAR, language);
    // Typed in English, the list offers the star by its name in the language on the screen.
    await expect(page.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${starName}`));
    await starInput.press('ArrowDown');
    await starInput.press('Enter');
    await expect(starInput).toHaveValue(starName);
    const dateField = page.getByRole('button', { name: new RegExp(`^${say('booking.poojaDate')}`) });
    await dateField.click();
    const calendar = page.getByRole('dialog');
    await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
    await expect(calendar).toBeHidden();
    await screen('seva-form');
    await page.getByRole('button', { name: say('booking.addToCart') }).click();
    await expect(page.getByRole('status').filter({ hasText: DEVOTEE_NAME })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: say('cart.title'), level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toContainText(`${DEVOTEE_NAME} - ${starName}`);
    await screen('cart');
    await page.getByRole('button', { name: sentence(say('cart.pay')) }).click();

    await page.waitForURL(/\/pay\/demo\//);
    await screen('payment-page');
    await page.locator('button.approve').click();

    await page.waitForURL(/\/payment-success\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('payment.successPage'));
    await expect(page.getByText(`${DEVOTEE_NAME}`).first()).toBeVisible();
    await screen('payment-success');

    await page.goto('/devotee-booking-history');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await screen('bookings');
  });
}
