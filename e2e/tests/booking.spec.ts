import {
  type CartEvaluation,
  formatRupees,
  type OrderTotals,
  PrasadamDelivery,
  priceOrder,
} from '@nivedya/domain';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import {
  apiPost,
  chooseFirstOpenDate,
  chooseStar,
  dateIn,
  displayOf,
  getSeva,
  remainingOn,
  saveBookingScreen,
  signUpDevotee,
} from '../support/booking-helpers.ts';

/**
 * The devotee's booking journey on a phone: browse, fill the cart as a guest for two names and stars
 * at two temples, log in to pay, pay at the demo gateway, then find the bookings, their details and
 * receipts; and a declined payment that keeps the cart and frees the seva's places.
 */
const TEMPLE_1 = 1;
const TEMPLE_2 = 2;
/** Unniyappam at temple 1: a daily limit and prasadam by post. */
const UNNIYAPPAM = 6;
/** Pushpanjali at temple 2. */
const PUSHPANJALI = 15;
const ADDRESS = 'Kizhakkedathu House, Temple Road, Mannuthy, Thrissur 680651';

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

async function logInOnLoginPage(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email or mobile number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * A new devotee, logged in, on Unniyappam's booking form with Sreedevi Amma, Thiruvathira and the first
 * open date filled in. Answers that date.
 */
async function newDevoteeBookingUnniyappam(page: Page): Promise<string> {
  const devotee = await signUpDevotee(api, admin);
  await page.goto('/login');
  await logInOnLoginPage(page, devotee.mobile, devotee.password);
  await page.waitForURL('**/devotee-home-page');
  await page.goto(`/seva-devotee-details?sevaId=${UNNIYAPPAM}`);
  await page.getByLabel("Devotee's name").fill('Sreedevi Amma');
  await chooseStar(page, 'Birth star (nakshatram)', 'Thiruvathira');
  return chooseFirstOpenDate(page, 'Pooja date');
}

/** What the server must charge for these lines: priceOrder over the seva's rates and the temple's charges. */
async function expectedTotals(
  lines: { sevaId: number; quantity: number; prasadamDelivery: 1 | 2; performDate: string }[],
  dakshina: number,
): Promise<Map<number, OrderTotals>> {
  const evaluated = await apiPost(api, '/api/v1/cart/evaluate', {
    lines: lines.map((line) => ({
      ...line,
      devoteeName: 'Check',
      ...(line.prasadamDelivery === PrasadamDelivery.Post ? { deliveryAddress: ADDRESS } : {}),
    })),
  });
  expect(evaluated.status(), await evaluated.text()).toBe(200);
  const { orders } = (await evaluated.json()) as CartEvaluation;
  const totals = new Map<number, OrderTotals>();
  for (const order of orders) {
    const priced = await Promise.all(
      lines
        .filter((_line, index) => order.lines.some((line) => line.index === index))
        .map(async (line) => {
          const seva = await getSeva(api, line.sevaId);
          const postage =
            seva.postageCharge + (line.prasadamDelivery === PrasadamDelivery.Post ? seva.delivery.charge : 0);
          return { rate: seva.rate, postageCharge: postage, quantity: line.quantity };
        }),
    );
    totals.set(order.templeId, priceOrder(priced, order.charges, order.templeId === TEMPLE_1 ? dakshina : 0));
  }
  return totals;
}

async function expectBreakdown(scope: ReturnType<Page['locator']>, totals: OrderTotals): Promise<void> {
  const row = (name: string) => scope.locator(`[data-row="${name}"] dd`);
  await expect(row('total')).toHaveText(formatRupees(totals.amount));
  const optional: [string, number][] = [
    ['dakshina', totals.dakshinaAmount],
    ['gatewayCharge', totals.serviceCharge],
    ['templeServiceCharge', totals.splitServiceCharge],
    ['sgst', totals.sgst],
    ['cgst', totals.cgst],
    ['postage', totals.postageCharge],
  ];
  for (const [name, amount] of optional) {
    if (amount > 0) await expect(row(name)).toHaveText(formatRupees(amount));
    else await expect(row(name)).toHaveCount(0);
  }
  await expect(row('totalAmount')).toHaveText(formatRupees(totals.totalAmount));
}

test('a devotee books two sevas for two names at two temples, pays, and finds bookings and receipts', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const devotee = await signUpDevotee(api, admin);

  // Browse as a guest: home, a temple, its sevas.
  await page.goto('/devotee-home-page');
  await expect(page.getByRole('heading', { name: 'Temples', level: 2 })).toBeVisible();
  await saveBookingScreen(page, 'home');
  await page.getByRole('link', { name: 'Visit temple: Sree Venugopala Krishna Swamy Temple' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sree Venugopala Krishna Swamy Temple', level: 1 }),
  ).toBeVisible();
  await saveBookingScreen(page, 'temple');
  await page.getByRole('link', { name: 'Book a seva' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sevas', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the sevas' }).fill('unni');
  await expect(page.getByRole('link', { name: /Unniyappam/ })).toHaveCount(1);
  await saveBookingScreen(page, 'seva-list');
  await page.getByRole('link', { name: /Unniyappam/ }).click();

  // The first seva: Ravi, Rohini, on one of his star days, two of them, prasadam by post.
  await expect(page.getByRole('heading', { name: 'Unniyappam', level: 1 })).toBeVisible();
  await page.getByLabel("Devotee's name").fill('Ravi Menon');
  await chooseStar(page, 'Birth star (nakshatram)', 'Rohini');
  await page.getByRole('button', { name: 'My star days' }).click();
  const starDay = page.getByRole('button', { name: /^\d{2}-[A-Z][a-z]{2}-\d{4}$/ }).first();
  await starDay.click();
  const dateField = page.getByRole('button', { name: /^Pooja date/ });
  await expect(dateField).toHaveText(((await starDay.textContent()) ?? '').trim());
  const firstDate = await dateIn(dateField);
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('radio', { name: /Prasadam by post/ }).check();
  await page.getByLabel('Address to post the prasadam to').fill(ADDRESS);
  await page.getByRole('button', { name: 'See availability' }).click();
  await expect(page.getByRole('table', { name: /^Availability in/ })).toBeVisible();
  await saveBookingScreen(page, 'seva-form');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added to your cart: for Ravi Menon' }),
  ).toBeVisible();
  await saveBookingScreen(page, 'added');

  // The second seva at another temple: Lakshmi, Bharani, the first open day.
  await page.goto(`/guest-user-home/${TEMPLE_2}`);
  await page.getByRole('link', { name: 'Book a seva' }).first().click();
  await page.getByRole('link', { name: /^Pushpanjali/ }).click();
  await page.getByLabel("Devotee's name").fill('Lakshmi Nair');
  await chooseStar(page, 'Birth star (nakshatram)', 'Bharani');
  const secondDate = await chooseFirstOpenDate(page, 'Pooja date');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added to your cart: for Lakshmi Nair' }),
  ).toBeVisible();

  // The cart survives a reload; the server checks it and prices each temple's order.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 sevas' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 2 sevas' }).click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-order')).toHaveCount(2);
  const temple1 = page.getByTestId('cart-order').filter({ hasText: 'Sree Venugopala Krishna Swamy Temple' });
  await expect(temple1.getByText('Ravi Menon - Rohini')).toBeVisible();
  await temple1.getByLabel('Dakshina to the temple (optional, ₹)').fill('101');
  await temple1.getByLabel('Dakshina to the temple (optional, ₹)').press('Enter');
  const expected = await expectedTotals(
    [
      { sevaId: UNNIYAPPAM, quantity: 2, prasadamDelivery: 2, performDate: firstDate },
      { sevaId: PUSHPANJALI, quantity: 1, prasadamDelivery: 1, performDate: secondDate },
    ],
    10_100,
  );
  const totals1 = expected.get(TEMPLE_1);
  const totals2 = expected.get(TEMPLE_2);
  if (!totals1 || !totals2) throw new Error('Both temples must be priced');
  await expectBreakdown(temple1, totals1);
  await expectBreakdown(page.getByTestId('cart-order').filter({ hasText: 'Sree Rajarajeswari' }), totals2);
  const grandTotal = totals1.totalAmount + totals2.totalAmount;
  await saveBookingScreen(page, 'cart');

  // Paying needs a login; the login comes back to the cart, which is still there.
  await page.getByRole('button', { name: 'Log in to pay' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart/);
  await saveBookingScreen(page, 'login');
  await logInOnLoginPage(page, devotee.mobile, devotee.password);
  await expect(page).toHaveURL(/\/cart$/);
  const pay = page.getByRole('button', { name: `Pay ${formatRupees(grandTotal)}` });
  await expect(pay).toBeEnabled();
  await pay.click();

  // The demo gateway's hosted page; approving returns to payment-success/:id.
  await page.waitForURL(/\/pay\/demo\//);
  await saveBookingScreen(page, 'gateway');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/payment-success\/\d+$/);
  await expect(page.getByText('Thank you! Your booking is confirmed.')).toBeVisible();
  await expect(page.getByTestId('paid-order')).toHaveCount(2);
  await expect(page.getByTestId('paid-order').first()).toContainText(/Booking No: BKS\d{8}/);
  await expect(page.getByText('Removed 2 sevas from your cart.')).toBeVisible();
  await expect(page.getByTestId('paid-line').filter({ hasText: 'Ravi Menon - Rohini' })).toContainText(
    `Unniyappam × 2${displayOf(firstDate)}`,
  );
  await expect(page.getByRole('link', { name: 'Cart, 0 sevas' })).toBeVisible();
  await saveBookingScreen(page, 'payment-success');

  // Booking history, and the details of the first temple's order.
  await page.goto('/devotee-booking-history');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  // Each card says what was booked and for when, not when it was ordered (issue #18).
  const firstCard = page
    .getByTestId('order-card')
    .filter({ hasText: 'Sree Venugopala Krishna Swamy Temple' });
  await expect(firstCard.getByTestId('order-sevas')).toHaveText('Unniyappam');
  await expect(firstCard.getByTestId('order-dates')).toHaveText(displayOf(firstDate));
  await saveBookingScreen(page, 'history');
  await page.getByTestId('order-card').filter({ hasText: 'Sree Venugopala Krishna Swamy Temple' }).click();
  const details = page.getByRole('dialog', {
    name: /Sree Venugopala Krishna Swamy Temple · Booking No BKS\d{8}/,
  });
  await expect(details).toBeVisible();
  const card = details.getByTestId('seva-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Ravi Menon - Rohini');
  await expect(card).toContainText('Unniyappam (180.00)');
  await expect(card.getByTestId('perform-date')).toHaveText(displayOf(firstDate));
  await details.getByRole('button', { name: 'Show the breakdown' }).click();
  await expectBreakdown(details, totals1);
  await expect(details.locator('[data-row="numberOfPoojas"] dd')).toHaveText('2');
  await saveBookingScreen(page, 'details');

  // The devotee changes the remarks of the seva (perform-postpone, Type 0).
  await card.getByRole('button', { name: 'Edit' }).click();
  const postpone = page.getByRole('dialog', { name: /^Unniyappam · Order No BKS\d{8}$/ });
  await expect(postpone).toBeVisible();
  await postpone.getByLabel('Pooja Remarks').fill('Please post after the Ekadashi.');
  await saveBookingScreen(page, 'postpone');
  await postpone.getByRole('button', { name: 'SAVE' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure to update?');
  await confirm.getByRole('button', { name: 'Update' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Seva details updated successfully');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(postpone).toBeHidden();

  // The receipt opens in a new window, without login.
  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    details.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  await receipt.waitForLoadState();
  await expect(receipt).toHaveURL(/\/seva-receipt\/[\w-]{20,}$/);
  await expect(receipt.getByRole('heading', { name: 'Sree Venugopala Krishna Swamy Temple' })).toBeVisible();
  await expect(receipt.getByText('Ravi Menon - Rohini')).toBeVisible();
  await expect(receipt.getByText(formatRupees(totals1.totalAmount), { exact: true })).toBeVisible();
  await expect(receipt.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/pdf$/);
  // The receipt's QR, as the thermal slip prints it, opens this same receipt (issue #18).
  await expect(receipt.getByRole('img', { name: 'Scan to open this receipt' })).toHaveAttribute(
    'data-qr-text',
    receipt.url(),
  );
  await saveBookingScreen(receipt, 'receipt');
});

test('a declined payment lands on payment-failed, keeps the cart and frees the places', async ({ page }) => {
  test.setTimeout(90_000);
  const date = await newDevoteeBookingUnniyappam(page);
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();

  const before = await remainingOn(api, UNNIYAPPAM, date);
  expect(before).not.toBeNull();
  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  // Checkout holds the three places until the payment settles.
  await expect.poll(() => remainingOn(api, UNNIYAPPAM, date)).toBe((before ?? 0) - 3);

  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/payment-failed\/\d+$/);
  await expect(page.getByText('The payment did not go through.')).toBeVisible();
  await expect(page.getByText('Your cart is kept as it was; you can try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 seva' })).toBeVisible();
  await expect.poll(() => remainingOn(api, UNNIYAPPAM, date)).toBe(before);
  await saveBookingScreen(page, 'payment-failed');
  // A declined attempt is not a booking (issue #18).
  await page.goto('/devotee-booking-history');
  await expect(page.getByText('You have not booked a seva yet.')).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByTestId('cart-line')).toContainText('Sreedevi Amma - Thiruvathira');

  // The same cart in Malayalam.
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'കാർട്ട്', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toContainText('Sreedevi Amma - തിരുവാതിര');
  await saveBookingScreen(page, 'malayalam-cart');
});

test('a devotee back from the gateway is told the payment is open, and the cart empties itself once it is paid', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newDevoteeBookingUnniyappam(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 seva' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/pay\/demo\//);
  const gatewayPage = new URL(page.url()).pathname;

  // Back from the gateway's page without paying there: the cart says a payment is still open.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/still open at the payment gateway/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the payment' })).toHaveAttribute(
    'href',
    /\/payment-success\/\d+$/,
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await saveBookingScreen(page, 'cart-payment-open');

  // The payment completes elsewhere (another tab, the gateway's retry): the cart learns it by itself.
  expect((await api.post(gatewayPage, { form: { decision: 'approve' } })).ok()).toBe(true);
  await expect(
    page.getByText('Your payment went through: 1 seva is booked and has left your cart.'),
  ).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 sevas' })).toBeVisible();
  await saveBookingScreen(page, 'cart-paid-meanwhile');
});

test("a first visit to a temple's or a seva's page fetches the screen's code and data with the app's code", async ({
  page,
  request,
}) => {
  for (const [address, screen, data] of [
    [`/guest-user-home/${TEMPLE_1}`, 'temple-home-page', `/api/v1/temples/${TEMPLE_1}`],
    [
      `/seva-devotee-details?sevaId=${UNNIYAPPAM}`,
      'seva-devotee-details-page',
      `/api/v1/sevas/${UNNIYAPPAM}`,
    ],
  ] as const) {
    const html = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloaded.some((file) => file.includes(screen))).toBe(true);
    for (const file of preloaded) expect((await request.get(file)).status(), file).toBe(200);
    expect(head).toContain(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
  }
  // The preloaded answer is the one the screen reads: the page opens with the temple's name.
  const temple = (await (await request.get(`/api/v1/temples/${TEMPLE_1}`)).json()) as { name: string };
  await page.goto(`/guest-user-home/${TEMPLE_1}`);
  await expect(page.getByRole('heading', { level: 1, name: temple.name })).toBeVisible();
});
