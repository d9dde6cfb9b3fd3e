import type { CartEvaluation } from '@nivedya/domain';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { apiPost } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi, saveScreen } from '../support/ui.ts';

/** The temple's settings screens (profile, seva availability), driven as the temple administrator. */
test.use({ viewport: { width: 390, height: 844 } });

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A day far ahead (other journeys book the first open days), different on each run. */
function farDay(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 120 + Math.floor(Math.random() * 60));
  return day.toISOString().slice(0, 10);
}

async function problemsOn(
  devotee: APIRequestContext,
  sevaId: number,
  performDate: string,
): Promise<string[]> {
  const response = await apiPost(devotee, '/api/v1/cart/evaluate', {
    lines: [{ sevaId, performDate, quantity: 1, devoteeName: 'Check', prasadamDelivery: 1 }],
  });
  expect(response.status(), await response.text()).toBe(200);
  const evaluation = (await response.json()) as CartEvaluation;
  return [
    ...evaluation.orders.flatMap((order) => order.lines.flatMap((line) => line.problems)),
    ...evaluation.unknownLines.flatMap((line) => line.problems),
  ].map((problem) => problem.code);
}

test('the temple administrator changes a profile timing and the public temple shows it', async ({
  page,
  request,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/temple-profile');
  await expect(page.getByRole('heading', { name: 'Temple profile', level: 1 })).toBeVisible();
  // The platform's settings are shown, not editable.
  await expect(page.getByText("Read only: the platform's administrators change these.")).toBeVisible();

  const timing = `4:${String(Math.floor(Math.random() * 60)).padStart(2, '0')} AM – 12:00 PM`;
  const field = page.getByLabel('Morning timing');
  await field.fill(timing);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await dismissSuccess(page, 'The temple profile is saved.');
  await saveScreen(page, 'temple-profile');

  const templeId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').TempleId as number,
  );
  const temple = await request.get(`/api/v1/temples/${templeId}`);
  expect(temple.status()).toBe(200);
  expect(((await temple.json()) as { timing: string }).timing).toBe(timing);
});

test('a weekly rule of one weekday makes the devotee cart refuse another weekday with WEEKDAY_NOT_ALLOWED', async ({
  page,
  baseURL,
}) => {
  const devotee = await playwrightRequest.newContext({ baseURL });
  await apiLogin(devotee, demoAccount('devotee').email, DEMO_PASSWORD);
  const templeAdmin = await playwrightRequest.newContext({ baseURL });
  await apiLogin(templeAdmin, demoAccount('temple administrator').email, DEMO_PASSWORD);
  /** Rules decide a seva's days only when its day type is 2, "by availability" (spec seva dayType). */
  const setDayType = async (templeId: number, sevaId: number, dayType: number) => {
    const response = await templeAdmin.patch(`/api/v1/temples/${templeId}/sevas/${sevaId}`, {
      headers: { [XSRF_HEADER]: await xsrfToken(templeAdmin) },
      data: { dayType },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  await page.goto('/seva-availability-settings');
  await expect(page.getByRole('heading', { name: 'Seva availability', level: 1 })).toBeVisible();

  const templeId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').TempleId as number,
  );
  // A regular, single-day seva (the devotee picks its date), the last such: other journeys book the first.
  const listed = await devotee.get(`/api/v1/temples/${templeId}/sevas?limit=100`);
  const { items } = (await listed.json()) as {
    items: { id: number; sevaType: number; isContinuous: boolean }[];
  };
  const sevaId = items.filter((seva) => seva.sevaType === 1 && !seva.isContinuous).at(-1)?.id ?? 0;
  expect(sevaId).toBeGreaterThan(0);
  const sevaSelect = page.getByLabel('Seva', { exact: true });
  await expect(sevaSelect.locator('option').nth(1)).toBeAttached();
  await sevaSelect.selectOption(String(sevaId));
  await setDayType(templeId, sevaId, 2);

  const day = farDay();
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const allowed = (weekday + 1) % 7;
  // Saving checks the rule first: a weekly rule needs a weekday.
  await page.getByRole('button', { name: 'Add weekdays' }).click();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Choose at least one weekday')).toBeVisible();

  const rule = page.getByTestId('availability-rule').last();
  await rule.getByLabel(WEEKDAY_NAMES[allowed] ?? '', { exact: true }).check();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await dismissSuccess(page, 'The availability rules are saved.');
  await saveScreen(page, 'seva-availability-settings');

  expect(await problemsOn(devotee, sevaId, day)).toContain('WEEKDAY_NOT_ALLOWED');
  const allowedDay = new Date(`${day}T00:00:00Z`);
  allowedDay.setUTCDate(allowedDay.getUTCDate() + 1);
  expect(await problemsOn(devotee, sevaId, allowedDay.toISOString().slice(0, 10))).not.toContain(
    'WEEKDAY_NOT_ALLOWED',
  );

  // Remove the rule again (after a confirmation), so the seva is as it was for other journeys.
  await page.getByTestId('availability-rule').last().getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await dismissSuccess(page, 'The availability rules are saved.');
  await setDayType(templeId, sevaId, 1);
  expect(await problemsOn(devotee, sevaId, day)).not.toContain('WEEKDAY_NOT_ALLOWED');
  await devotee.dispose();
  await templeAdmin.dispose();
});
