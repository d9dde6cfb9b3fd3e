import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { loginThroughUi, saveScreen } from '../support/ui.ts';

/**
 * ARCHITECTURE rule 8: a temple's screens show the temple's clock, whatever the device's zone. The
 * browser here runs in Los Angeles, 12½ hours behind India, so a time read from the device would
 * never match: a counter bill's time, its place in the bill list and the devotee's receipt all show
 * the India time the bill was made at.
 */

const DEVICE_ZONE = 'America/Los_Angeles';
const TEMPLE_ZONE = 'Asia/Kolkata';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-MMM-yyyy HH:mm of an instant in a zone, worked out here rather than by the app. */
function wallClock(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${MONTHS[Number(parts.month) - 1]}-${parts.year} ${parts.hour}:${parts.minute}`;
}

interface Desk {
  temple: { id: number; today: string; timeZone: string };
  sevas: { id: number; minPerformDate: string }[];
}

/** A cash bill made through the API as the signed-in page's user, read back as the screens get it. */
async function billThroughApi(page: Page) {
  const me = await (await page.request.get('/api/v1/me')).json();
  const base = `/api/v1/temples/${me.templeId}/counter-bills`;
  const desk = (await (await page.request.get(`${base}/desk`)).json()) as Desk;
  const seva = desk.sevas[0];
  if (!seva) throw new Error('the demo temple sells no seva at the counter');
  const created = await page.request.post(base, {
    headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
    data: {
      lines: [{ sevaId: seva.id, devoteeName: 'Zone Check', performDate: seva.minPerformDate, quantity: 1 }],
      paymentMode: 'cash',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const bill = await (await page.request.get(`${base}/${id}`)).json();
  return {
    me,
    desk,
    id: id as number,
    orderNumber: bill.orderNumber as string,
    createdAt: bill.createdAt as string,
    paidAt: bill.receipt.paidAt as string,
    receiptToken: bill.receiptToken as string,
  };
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`temple time zone (${name})`, () => {
    test.use({ timezoneId: DEVICE_ZONE, viewport });

    test("a temple's bill shows the temple's time on a device in another zone", async ({ page }) => {
      await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
      const deviceOffset = await page.evaluate(() => new Date().getTimezoneOffset());
      expect(deviceOffset, 'the browser runs in Los Angeles').toBeGreaterThanOrEqual(420);

      const bill = await billThroughApi(page);
      expect(bill.me.templeTimeZone).toBe(TEMPLE_ZONE);
      expect(bill.desk.temple.timeZone).toBe(TEMPLE_ZONE);
      const templeTime = wallClock(bill.createdAt, TEMPLE_ZONE);
      const deviceTime = wallClock(bill.createdAt, DEVICE_ZONE);
      expect(templeTime).not.toBe(deviceTime);
      // The bill's day is the temple's day, which the server gave the desk.
      expect(templeTime.slice(0, 11)).toBe(
        wallClock(`${bill.desk.temple.today}T12:00:00+05:30`, TEMPLE_ZONE).slice(0, 11),
      );

      await page.goto(`/billing?id=${bill.id}`);
      const receipt = page.getByTestId('bill-receipt');
      await expect(receipt).toContainText(bill.orderNumber);
      await expect(receipt).toContainText(templeTime);
      await expect(receipt).not.toContainText(deviceTime);
      await saveScreen(page, `time-zone-bill-${name}`);

      await page.goto('/bill-list');
      const row = page.getByTestId('counter-bill').filter({ hasText: bill.orderNumber });
      await expect(row).toContainText(templeTime);

      await page.goto(`/seva-receipt/${bill.receiptToken}`);
      await expect(page.getByText(bill.orderNumber)).toBeVisible();
      await expect(page.getByText(wallClock(bill.paidAt, TEMPLE_ZONE), { exact: true })).toBeVisible();
      await saveScreen(page, `time-zone-receipt-${name}`);
    });
  });
}
