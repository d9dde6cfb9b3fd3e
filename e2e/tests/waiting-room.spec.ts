import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { chooseDate, type Devotee, signUpDevotee } from '../support/booking-helpers.ts';
import { templeClock } from '../support/temple-clock.ts';
import { dismissSuccess, loginThroughUi, saveScreen } from '../support/ui.ts';

/**
 * A season's opening through a waiting room (issue #20 §2): the temple administrator opens the last
 * bookable queue date at the next minute through a waiting room; a devotee who opens the date is sent to
 * the waiting room, sees their place in line, is let in at the opening, and books. The server's clock is
 * real: the journey waits for the opening (under a minute and a half).
 */

interface CalendarDay {
  date: string;
  isOpen: boolean;
  slots: { startTime: string; endTime: string; state: string }[];
}

let admin: APIRequestContext;
let devoteeApi: APIRequestContext;
let templeId: number;
let devotee: Devotee;
let releaseId: number | undefined;

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await apiLogin(admin, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  templeId = ((await (await admin.get('/api/v1/me')).json()) as { templeId: number }).templeId;
  devoteeApi = await request.newContext({ baseURL });
  const platform = await request.newContext({ baseURL });
  devotee = await signUpDevotee(devoteeApi, platform);
  await platform.dispose();
});

test.afterAll(async () => {
  if (releaseId !== undefined) {
    // Gives the date back to the other journeys at once, whatever happened above.
    await admin.post(`/api/v1/temples/${templeId}/releases/${releaseId}/cancel`, {
      headers: { [XSRF_HEADER]: await xsrfToken(admin) },
    });
  }
  await admin?.dispose();
  await devoteeApi?.dispose();
});

test('a devotee waits in the waiting room, is let in at the opening and books', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const calendar = (await (await admin.get(`/api/v1/virtual-queue/temples/${templeId}/calendar`)).json()) as {
    days: CalendarDay[];
  };
  // The last open date: no other journey books that far ahead.
  const day = calendar.days
    .filter((each) => each.isOpen && each.slots.some((slot) => slot.state === 'open'))
    .at(-1);
  const slot = day?.slots.find((each) => each.state === 'open');
  if (!day || !slot) throw new Error('The demo temple has no open queue date');

  // The opening: the next whole minute of the temple's clock at least 45 seconds away.
  let opening = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
  if (templeClock(opening).date !== templeClock(new Date()).date)
    opening = new Date(opening.getTime() + 60_000);
  const opens = templeClock(opening);

  // The temple administrator marks the release on its screen.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await loginThroughUi(adminPage, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  await adminPage.goto('/virtual-queue-releases');
  await chooseDate(adminPage, 'First date', day.date);
  await chooseDate(adminPage, 'Last date', day.date);
  await chooseDate(adminPage, 'Bookings open on', opens.date);
  await adminPage.getByLabel('Bookings open at').fill(opens.time);
  await adminPage.getByRole('button', { name: 'Open through a waiting room' }).click();
  await adminPage
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Open through a waiting room' })
    .click();
  await dismissSuccess(adminPage, 'The release is set.');
  const row = adminPage.getByTestId('release-row').first();
  await expect(row).toContainText('Waiting room open');
  const releases = (await (await admin.get(`/api/v1/temples/${templeId}/releases`)).json()) as {
    items: { id: number; fromDate: string }[];
  };
  releaseId = releases.items.find((release) => release.fromDate === day.date)?.id;
  expect(releaseId).toBeDefined();

  // Before the opening nobody books the date, not even through the API.
  const early = await devoteeApi.post('/api/v1/virtual-queue/bookings', {
    headers: { [XSRF_HEADER]: await xsrfToken(devoteeApi) },
    data: {
      templeId,
      date: day.date,
      startTime: slot.startTime,
      devotees: [{ name: 'Early Pilgrim', age: 30 }],
      answers: [],
    },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { code: string }).code).toBe('RELEASE_NOT_OPEN');

  // The devotee opens the date, is pointed to the waiting room, and takes a place in line.
  await loginThroughUi(page, devotee.mobile, devotee.password);
  await page.goto(`/virtual-queue-calendar-details-page?templeId=${templeId}&date=${day.date}`);
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText(`Bookings open at`);
  await notice.getByRole('link', { name: 'Go to the waiting room' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting room', level: 1 })).toBeVisible();
  await expect(page.getByTestId('waiting-position')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByText(/Your turn should come at about \d{2}:\d{2}\./)).toBeVisible();
  await expect(page.getByText('Devotees are let in in the order they arrived.')).toBeVisible();
  await saveScreen(page, 'waiting-room-waiting');

  // At the opening the page lets the devotee in by itself.
  await expect(page.getByText('It is your turn', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/Book your darshan by \d{2}:\d{2} \(\d+ minutes? left\)\./)).toBeVisible();
  await saveScreen(page, 'waiting-room-admitted');
  // A release of one date: straight to its slots.
  await page.getByRole('link', { name: 'Book darshan now' }).click();
  await page.waitForURL(/virtual-queue-calendar-details-page/);
  await page.getByRole('radio', { name: new RegExp(`${slot.startTime} – ${slot.endTime}`) }).check();
  const party = page.getByRole('group', { name: 'Devotee 1' });
  await party.getByLabel('Name').fill('Sabari Pilgrim');
  await party.getByLabel('Age').fill('34');
  const idProof = party.getByLabel('ID proof', { exact: true });
  if (await idProof.isVisible()) {
    await idProof.selectOption({ index: 1 });
    await party.getByLabel('ID proof number').fill(String(randomInt(100_000_000, 999_999_999)));
  }
  const comingFrom = page.getByLabel('Coming from *');
  if (await comingFrom.isVisible()) await comingFrom.selectOption({ index: 1 });
  await page.getByRole('button', { name: /^Book / }).click();
  await page.waitForURL(/\/devotee-virtual-qdetails\?bookingId=\d+/);
  await expect(page.getByRole('dialog')).toContainText(`${slot.startTime} – ${slot.endTime}`);
  await adminContext.close();
});
