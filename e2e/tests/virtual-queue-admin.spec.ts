import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { apiPost, chooseDate, signUpDevotee } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi } from '../support/ui.ts';

/**
 * The queue's administration end to end (spec virtual-queue-question-detail, virtual-queue-slot-blocking,
 * virtual-queue-report): a required question stops a booking that does not answer it, a blocked slot
 * shows blocked to devotees, and a report downloads as CSV.
 */

interface CalendarDay {
  date: string;
  slots: { startTime: string; state: string; blockReason: string | null }[];
}

let admin: APIRequestContext;
let templeId: number;

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await apiLogin(admin, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  templeId = ((await (await admin.get('/api/v1/me')).json()) as { templeId: number }).templeId;
});

test.afterAll(async () => {
  await admin?.dispose();
});

test('a required question added on its screen stops a booking that does not answer it', async ({
  page,
  baseURL,
}) => {
  const label = `E2E gotra ${Date.now()}`;
  await loginThroughUi(page, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-question-list');
  await page.getByRole('link', { name: 'Add a question' }).click();
  await page.getByLabel('Question', { exact: true }).fill(label);
  await page.getByLabel('Question in the local language').fill('ഗോത്രം');
  await page.getByLabel('Required').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/virtual-queue-question-list/);
  await dismissSuccess(page, 'The question is saved.');
  const row = page.getByTestId('question-row').filter({ hasText: label });
  await expect(row).toBeVisible();

  const listed = (await (await admin.get(`/api/v1/temples/${templeId}/virtual-queue/questions`)).json()) as {
    items: { id: number; label: string }[];
  };
  const questionId = listed.items.find((item) => item.label === label)?.id;
  expect(questionId).toBeDefined();
  const devoteeApi = await request.newContext({ baseURL });
  const platformAdmin = await request.newContext({ baseURL });
  try {
    await signUpDevotee(devoteeApi, platformAdmin);
    const calendar = (await (
      await devoteeApi.get(`/api/v1/virtual-queue/temples/${templeId}/calendar`)
    ).json()) as { days: CalendarDay[] };
    const open = calendar.days
      .flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })))
      .find((slot) => slot.state === 'open');
    if (!open) throw new Error('No open slot to book');
    const booked = await apiPost(devoteeApi, '/api/v1/virtual-queue/bookings', {
      templeId,
      date: open.date,
      startTime: open.startTime,
      devotees: [
        { name: 'Unanswered Devotee', age: 40, idProofType: 'Aadhaar', idProofNumber: '123412341234' },
      ],
      answers: [],
    });
    expect(booked.status()).toBe(400);
    const problem = (await booked.json()) as { code: string; errors?: { message: string }[] };
    expect(problem.code).toBe('VQ_ANSWERS_INVALID');
    expect(problem.errors?.map((error) => error.message)).toContain(`Answer "${label}"`);
  } finally {
    // Other journeys book without answers: the question goes as soon as it has been proved.
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await devoteeApi.dispose();
    await platformAdmin.dispose();
  }
});

test("blocking tomorrow's first slot shows it blocked on the devotee calendar", async ({ page }) => {
  const calendarOf = async () =>
    (await (await admin.get(`/api/v1/virtual-queue/temples/${templeId}/calendar`)).json()) as {
      today: string;
      days: CalendarDay[];
    };
  const before = await calendarOf();
  const tomorrow = before.days.find((day) => day.date > before.today && day.slots.length > 0);
  if (!tomorrow) throw new Error('No later date with slots');
  const first = tomorrow.slots[0];
  if (!first) throw new Error('No slot');

  await loginThroughUi(page, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-slot-blocking');
  await chooseDate(page, 'Date', tomorrow.date);
  await page.getByLabel('Slot start time').fill(first.startTime);
  await page.getByLabel('Reason').fill('E2E temple function');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await dismissSuccess(page, 'Blocked.');
  await expect(page.getByTestId('block-result')).toBeVisible();
  await expect(page.getByTestId('block-row').first()).toBeVisible();

  try {
    const after = await calendarOf();
    const slot = after.days.find((day) => day.date === tomorrow.date)?.slots[0];
    expect(slot?.state).toBe('blocked');
    expect(slot?.blockReason).toContain('E2E temple function');
  } finally {
    const removed = await admin.delete(`/api/v1/temples/${templeId}/virtual-queue/blocks`, {
      headers: { [XSRF_HEADER]: await xsrfToken(admin) },
      params: { date: tomorrow.date, startTime: first.startTime },
    });
    expect(removed.status()).toBe(204);
  }
});

test("today's report downloads as CSV with a header row", async ({ page }) => {
  await loginThroughUi(page, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  await page.goto('/virtual-queue-report');
  await expect(page.getByRole('heading', { name: 'Queue report', level: 1 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  expect(header.toLowerCase()).toContain('date');
  expect(header.split(',').length).toBeGreaterThan(3);
});

test('on a phone the queue dashboard and reports show Booked and Admitted within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughUi(page, 'templeadmin@nivedya.demo', DEMO_PASSWORD);
  const withinScreen = async (locator: ReturnType<typeof page.getByText>) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  };
  await page.goto('/virtual-queue-dashboard');
  const slot = page.getByTestId('vq-dash-slot').first();
  await expect(slot).toContainText('Booked:');
  await withinScreen(slot.getByText('Booked:'));
  await withinScreen(slot.getByText('Admitted:'));

  await page.goto('/virtual-queue-report');
  const report = page.getByTestId('report-table');
  await expect(report).toContainText('Admitted:');
  await withinScreen(report.getByText('Booked:').first());
  await withinScreen(report.getByText('Admitted:').first());
  await expect(report).toContainText('Total');
});
