import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { dismissSuccess, loginThroughUi, openMenu } from '../support/ui.ts';

/**
 * The performing reports (issue #14 §2): the temple administrator books two sevas for tomorrow at
 * the counter, lists the materials one of them takes in the seva's screen, then opens the priest's
 * worksheet, which opens on tomorrow: the sevas with the names and stars, the materials multiplied
 * by the sevas booked, and a print that leaves the app's chrome off the paper.
 */

const SHOTS = process.env.PERF_SHOTS_DIR;

interface Desk {
  temple: { id: number; today: string };
  sevas: { id: number; name: string; minPerformDate: string }[];
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Two devotees' sevas for tomorrow, billed in cash through the API as the signed-in administrator. */
async function bookForTomorrow(page: Page, suffix: string) {
  const me = await (await page.request.get('/api/v1/me')).json();
  const base = `/api/v1/temples/${me.templeId}/counter-bills`;
  const desk = (await (await page.request.get(`${base}/desk`)).json()) as Desk;
  const tomorrow = nextDay(desk.temple.today);
  const seva = desk.sevas.find((candidate) => candidate.minPerformDate <= tomorrow);
  if (!seva) throw new Error('the demo temple sells no seva at the counter for tomorrow');
  const devotees = [
    { devoteeName: `Revathi Devotee ${suffix}`, starId: 27, quantity: 1 },
    { devoteeName: `Ashwathy Devotee ${suffix}`, starId: 1, quantity: 2 },
  ];
  const created = await page.request.post(base, {
    headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
    data: {
      lines: devotees.map((devotee) => ({ sevaId: seva.id, performDate: tomorrow, ...devotee })),
      paymentMode: 'cash',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { templeId: me.templeId as number, seva, tomorrow, devotees };
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`performing reports (${name})`, () => {
    test.use({ viewport });

    test("a temple admin lists a seva's materials and prints the priest's worksheet for tomorrow", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const admin = demoAccount('temple administrator');
      await loginThroughUi(page, admin.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(admin.home);
      const { seva, devotees } = await bookForTomorrow(page, name);

      // The seva's screen: what one performance takes.
      await page.goto(`/sevainsert?id=${seva.id}`);
      const materials = page.getByTestId('seva-materials');
      await expect(materials).toBeVisible();
      // A journey run before this one may have saved a list already: start from none.
      const remove = materials.getByRole('button', { name: /^Remove/ });
      if ((await remove.count()) > 0) {
        while ((await remove.count()) > 0) await remove.first().click();
        await materials.getByRole('button', { name: 'Save materials' }).click();
        await dismissSuccess(page, 'Materials saved');
      }
      await materials.getByRole('button', { name: 'Add material' }).click();
      await materials.getByRole('button', { name: 'Add material' }).click();
      const rows = materials.getByTestId('seva-material');
      await rows.nth(0).getByLabel('Material').fill('Rice');
      await rows.nth(0).getByLabel('Quantity for one seva').fill('0.25');
      await rows.nth(0).getByLabel('Unit').fill('kg');
      await rows.nth(1).getByLabel('Material').fill('Ghee');
      await rows.nth(1).getByLabel('Quantity for one seva').fill('0');
      await rows.nth(1).getByLabel('Unit').fill('ml');
      await materials.getByRole('button', { name: 'Save materials' }).click();
      // Checked as the server checks it, in words.
      await expect(rows.nth(1).getByText('Enter a quantity above 0')).toBeVisible();
      await rows.nth(1).getByLabel('Quantity for one seva').fill('10');
      await materials.getByRole('button', { name: 'Save materials' }).click();
      await dismissSuccess(page, 'Materials saved');
      await materials.scrollIntoViewIfNeeded();
      await shoot(page, `materials-editor-en-${name}`, false);

      // Reports → the priest's worksheet, which opens on tomorrow.
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Performing', level: 2 })).toBeVisible();
      await page.getByRole('link', { name: /^Priest's worksheet/ }).click();
      await expect(page).toHaveURL('/performance-priest-report');
      await expect(page.getByRole('heading', { name: "Priest's worksheet", level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tomorrow', pressed: true })).toBeVisible();

      // The booked names with their stars, Ashwathy (1) before Revathi (27).
      const ours = page.getByTestId('report-row').filter({ hasText: `Devotee ${name}` });
      await expect(ours).toHaveCount(2);
      await expect(ours.nth(0)).toContainText(devotees[1]!.devoteeName);
      await expect(ours.nth(0)).toContainText('Ashwathy (അശ്വതി)');
      await expect(ours.nth(1)).toContainText(devotees[0]!.devoteeName);
      await expect(ours.nth(1)).toContainText('Revathi (രേവതി)');
      await expect(page.getByTestId('report-subtotal').filter({ hasText: seva.name })).toHaveCount(1);
      // The materials, times the sevas booked for tomorrow (ours and any booked before).
      const needs = page.getByTestId('worksheet-materials');
      await expect(needs.getByRole('heading', { name: 'Materials' })).toBeVisible();
      await expect(needs.getByTestId('worksheet-material').filter({ hasText: 'Rice' })).toContainText('kg');
      await expect(needs.getByTestId('worksheet-material').filter({ hasText: 'Ghee' })).toContainText(
        '10 ml each',
      );
      await shoot(page, `priest-worksheet-en-${name}`);

      // Print calls the browser's print; on paper the app's header and the filters are gone, and the
      // worksheet is laid out by seva with every name.
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Tomorrow' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByTestId('report-row').first()).toBeHidden();
      const printed = page.getByTestId('printed-worksheet');
      await expect(printed).toBeVisible();
      await expect(printed.getByRole('heading', { name: new RegExp(seva.name) })).toBeVisible();
      await expect(printed).toContainText(devotees[1]!.devoteeName);
      await expect(printed).toContainText('Revathi (രേവതി)');
      await expect(needs).toBeVisible();
      await shoot(page, `priest-worksheet-print-${name}`);
      await page.emulateMedia({ media: 'screen' });

      // The same day's sevas in the performing list, with booking and prasadam.
      const tomorrow = await tomorrowOf(page);
      await page.goto(`/performancereport?from=${tomorrow}&to=${tomorrow}`);
      await expect(page.getByRole('heading', { name: 'Sevas to perform', level: 1 })).toBeVisible();
      await expect(page.getByTestId('report-row').filter({ hasText: `Devotee ${name}` })).toHaveCount(2);
      await shoot(page, `performancereport-en-${name}`);
      // Narrowed to the seva: only its lines, the filter kept in the address.
      await page.getByLabel('Seva', { exact: true }).selectOption({ label: seva.name });
      await expect(page).toHaveURL(new RegExp(`sevaId=${seva.id}`));
      await expect(page.getByTestId('report-row').filter({ hasText: `Devotee ${name}` })).toHaveCount(2);
      await expect(page.getByTestId('report-row').filter({ hasNotText: seva.name })).toHaveCount(0);
      await expect(page.getByTestId('report-subtotal')).toHaveCount(1);

      // In Malayalam.
      const menuMl = await openMenu(page);
      await menuMl.getByRole('button', { name: 'മലയാളം' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'നടത്തേണ്ട സേവകൾ', level: 1 })).toBeVisible();
      await shoot(page, `performancereport-ml-${name}`);
      await page.goto('/performance-priest-report');
      await expect(page.getByRole('heading', { name: 'പൂജാരിയുടെ പട്ടിക', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'നാളെ', pressed: true })).toBeVisible();
      await expect(page.getByTestId('worksheet-materials')).toBeVisible();
      await shoot(page, `priest-worksheet-ml-${name}`);
      await page.goto(`/sevainsert?id=${seva.id}`);
      await expect(page.getByTestId('seva-material')).toHaveCount(2);
      await page.getByTestId('seva-materials').scrollIntoViewIfNeeded();
      await shoot(page, `materials-editor-ml-${name}`, false);
    });
  });
}

/** Tomorrow in the temple's days, as the desk tells it. */
async function tomorrowOf(page: Page): Promise<string> {
  const me = await (await page.request.get('/api/v1/me')).json();
  const desk = (await (
    await page.request.get(`/api/v1/temples/${me.templeId}/counter-bills/desk`)
  ).json()) as Desk;
  return nextDay(desk.temple.today);
}
