import { formatDisplayDate } from '@nivedya/domain';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { XSRF_HEADER, xsrfToken } from '../support/api.ts';
import {
  chooseFirstOpenDate,
  chooseStar,
  dateIn,
  saveBookingScreen,
  signUpDevotee,
} from '../support/booking-helpers.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * Issue #18, the devotee's home on a phone (390×844): empty at first; after booking a seva and a
 * darshan token it shows the coming pooja and the token, whose QR opens full screen for the gate, and
 * still opens with the connection gone.
 */

/** Unniyappam at temple 1, the first demo temple, which also runs a virtual queue. */
const UNNIYAPPAM = 6;
const TEMPLE_1 = 1;

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

interface CalendarDay {
  date: string;
  displayDate: string;
  isOpen: boolean;
  slots: { startTime: string; endTime: string; state: string; remaining: number }[];
}

/** The devotee (signed in on `devotee`) takes a darshan token in the first open slot from tomorrow. */
async function takeDarshanToken(devotee: APIRequestContext): Promise<{ queueNumber: string; date: string }> {
  const temple = (await (await devotee.get(`/api/v1/virtual-queue/temples/${TEMPLE_1}`)).json()) as {
    today: string;
    lastDate: string;
    questions: { id: number; options: string[] | null; isRequired: boolean }[];
  };
  const calendar = (await (
    await devotee.get(
      `/api/v1/virtual-queue/temples/${TEMPLE_1}/calendar?from=${temple.today}&to=${temple.lastDate}`,
    )
  ).json()) as { days: CalendarDay[] };
  for (const day of calendar.days.filter((each) => each.isOpen && each.date > temple.today)) {
    const slot = day.slots.find((each) => each.state === 'open' && each.remaining > 0);
    if (!slot) continue;
    const booked = await devotee.post('/api/v1/virtual-queue/bookings', {
      headers: { [XSRF_HEADER]: await xsrfToken(devotee) },
      data: {
        templeId: TEMPLE_1,
        date: day.date,
        startTime: slot.startTime,
        devotees: [{ name: 'Meera Varma', age: 34, idProofType: 'Aadhaar', idProofNumber: '4321 8765 2109' }],
        answers: temple.questions
          .filter((question) => question.isRequired)
          .map((question) => ({ questionId: question.id, value: question.options?.[0] ?? 'Thrissur' })),
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { queueNumber, displayDate } = (await booked.json()) as {
      queueNumber: string;
      displayDate: string;
    };
    return { queueNumber, date: displayDate };
  }
  throw new Error('No open darshan slot at the temple');
}

async function bookSevaOnPhone(page: Page): Promise<string> {
  await page.goto(`/seva-devotee-details?sevaId=${UNNIYAPPAM}`);
  await page.getByLabel("Devotee's name").fill('Ravi Menon');
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  // No date yet: Add to cart takes the devotee to the date field, ~1,000 px up on a phone.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dateField = page.getByRole('button', { name: /^Pooja date/ });
  await expect(dateField).toBeFocused();
  await expect(dateField).toBeInViewport();
  await chooseFirstOpenDate(page, 'Pooja date');
  const poojaDate = await dateIn(page.getByRole('button', { name: /^Pooja date/ }));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  return poojaDate;
}

test('the home shows the next pooja and the darshan token, whose QR opens full screen, also offline', async ({
  page,
}) => {
  const devotee = await signUpDevotee(api, admin);
  await loginThroughUi(page, devotee.mobile, devotee.password);
  await page.goto('/devotee-home-page');
  const comingUp = page.getByTestId('coming-up');
  await expect(comingUp).toContainText('Nothing coming up yet.');

  const poojaDate = await bookSevaOnPhone(page);
  const token = await takeDarshanToken(api);

  await page.goto('/devotee-home-page');
  await expect(comingUp.getByRole('heading', { name: 'Coming up' })).toBeVisible();
  const pooja = comingUp.getByTestId('home-poojas').getByRole('listitem').first();
  await expect(pooja).toContainText('Unniyappam');
  await expect(pooja).toContainText('Sree Venugopala Krishna Swamy Temple');
  await expect(pooja).toContainText(formatDisplayDate(poojaDate));
  await expect(pooja).toContainText('for Ravi Menon');
  const tokenCard = comingUp.getByTestId('home-token');
  await expect(tokenCard).toContainText(token.date);
  await expect(tokenCard).toContainText(`Queue no. ${token.queueNumber}`);
  // What is coming up is the first thing under the search, on the first screen of the phone.
  await expect(tokenCard.getByRole('button', { name: 'Show QR for the gate' })).toBeInViewport();
  await saveBookingScreen(page, 'home-coming-up');

  await tokenCard.getByRole('button', { name: 'Show QR for the gate' }).click();
  const gate = page.getByRole('dialog', { name: /^Darshan token/ });
  await expect(gate.getByTestId('gate-queue-number')).toHaveText(token.queueNumber);
  const qr = gate.getByRole('img', { name: `QR code of queue token ${token.queueNumber}` });
  await expect(qr).toBeVisible();
  // Full screen: nearly the phone's whole width, for a scanner at arm's length.
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(340);
  await saveBookingScreen(page, 'home-gate-qr');
  await gate.getByRole('button', { name: 'Close' }).last().click();
  await expect(gate).toBeHidden();

  // At the gate with no connection to the server: the home still has the token, and its QR opens.
  // (The app's own files come from the service worker there; the journeys run without one, so only
  // the API is cut off.)
  await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(tokenCard).toContainText(`Queue no. ${token.queueNumber}`);
  await tokenCard.getByRole('button', { name: 'Show QR for the gate' }).click();
  await expect(gate.getByRole('img', { name: `QR code of queue token ${token.queueNumber}` })).toBeVisible();

  // In Malayalam.
  await page.unroute('**/api/v1/**');
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.goto('/devotee-home-page');
  await expect(comingUp.getByRole('heading', { name: 'വരാനിരിക്കുന്നവ' })).toBeVisible();
  await expect(comingUp.getByTestId('home-poojas')).toContainText('Ravi Menon');
  await saveBookingScreen(page, 'home-coming-up-ml');
});
