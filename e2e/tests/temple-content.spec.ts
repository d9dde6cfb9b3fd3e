import { randomInt } from 'node:crypto';
import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { apiLogin, XSRF_HEADER, xsrfToken } from '../support/api.ts';
import { bookAndPayAtTemple } from '../support/booking-helpers.ts';
import { dismissSuccess, loginThroughUi, saveScreen, storedUser } from '../support/ui.ts';

/**
 * The temple's own pages (issue #4 §2) and the devotees who book there (§6): the temple administrator
 * writes an instruction, adds an event with a cropped picture and a gallery picture, a devotee without
 * a login sees them, and devoteedash and devotee-users show the demo devotee after a booking.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEVOTEE = demoAccount('devotee');

const SCREENS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

/** The whole screen at phone size, then at desktop size, both kept as artifacts. */
async function saveBothSizes(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(SCREENS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

/** A PNG drawn by the page's own canvas, so the cropper gets a real picture of a known size. */
async function pngFile(page: Page, name: string, colour: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 600, 400);
      context.fillStyle = '#fde68a';
      context.beginPath();
      context.arc(300, 200, 120, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Opens the cropper from the form's picture, chooses a file and selects the crop. */
async function cropPicture(page: Page, file: Awaited<ReturnType<typeof pngFile>>): Promise<void> {
  await page.getByRole('button', { name: 'Choose image' }).click();
  const cropper = page.getByRole('dialog').filter({ hasText: 'Crop image' });
  await cropper.getByLabel('Choose a file').setInputFiles(file);
  await expect(cropper.getByTestId('cropper-preview')).toBeVisible();
  await cropper.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(cropper).toBeHidden();
}

async function loggedIn(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await apiLogin(api, email, DEMO_PASSWORD);
  return api;
}

test('the temple administrator writes an instruction, adds an event and a gallery picture; devotees see them', async ({
  page,
  browser,
  request,
}) => {
  // Three screens of staff work and three of a devotee's: over a minute on this VM when it is busy.
  test.setTimeout(120_000);
  const tag = String(randomInt(100_000, 1_000_000));
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const templeId = (await storedUser(page))?.TempleId ?? 0;
  expect(templeId).toBeGreaterThan(0);

  // Instruction: the form names a missing title; the body takes simple formatting.
  await page.goto('/instruction-list');
  await expect(page.getByRole('heading', { name: 'Instructions', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add instruction' }).click();
  await expect(page.getByRole('heading', { name: 'New instruction', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  const instructionTitle = `Dress code ${tag}`;
  await page.getByLabel('Title', { exact: true }).fill(instructionTitle);
  await page.getByLabel('Title in the local language').fill('വസ്ത്രധാരണം');
  const body = page.getByRole('textbox', { name: 'Instruction' });
  await body.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await body.pressSequentially('Men: mundu');
  await page.getByRole('button', { name: 'Bold' }).click();
  await body.press('Enter');
  await body.pressSequentially('Women: saree or churidar. Rules: ');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Give an address that starts with https://, mailto: or tel:')).toBeVisible();
  await page.getByLabel('Link address').fill('https://temple.example/rules');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(body.getByRole('link', { name: 'https://temple.example/rules' })).toBeVisible();
  await saveBothSizes(page, 'instruction-details');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The instruction is saved.');
  await expect(page).toHaveURL('/instruction-list');
  await page.getByLabel('Search').fill(tag);
  const instructionRow = page.getByTestId('staff-instruction');
  await expect(instructionRow).toHaveCount(1);
  await expect(instructionRow).toContainText(instructionTitle);
  await expect(instructionRow).toContainText('Men: mundu Women: saree or churidar. Rules:');
  await saveBothSizes(page, 'instruction-list');
  const instructions = await request.get(`/api/v1/temples/${templeId}/instructions?limit=100`);
  const shown = ((await instructions.json()) as { items: { title: string; bodyHtml: string }[] }).items;
  expect(shown.find((item) => item.title === instructionTitle)?.bodyHtml).toMatch(
    /^<p><(b|strong)>Men: mundu<\/(b|strong)><\/p><p>Women: saree or churidar\. Rules:\s*<a href="https:\/\/temple\.example\/rules" target="_blank" rel="noopener noreferrer">/,
  );

  // Event: dated next month, with a cropped picture (it joins the gallery).
  await page.goto('/staff-temple-event-list');
  await expect(page.getByRole('heading', { name: 'Events and festivals', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();
  const eventTitle = `Deepotsavam ${tag}`;
  await page.getByLabel('Title', { exact: true }).fill(eventTitle);
  await page.getByLabel('Description').fill('A thousand lamps around the temple at dusk.');
  await page.getByRole('button', { name: /^First day/ }).click();
  const calendar = page.getByRole('dialog', { name: 'First day' });
  await calendar.getByRole('button', { name: 'Next month' }).first().click();
  await calendar.locator('[role="gridcell"] [role="button"]', { hasText: /^15$/ }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: /^First day/ })).toContainText(/^15-[A-Z][a-z]{2}-\d{4}$/);
  await cropPicture(page, await pngFile(page, 'deepam.png', '#9a3412'));
  await expect(
    page.getByText("The new picture is added to the temple's gallery when you save."),
  ).toBeVisible();
  await saveBothSizes(page, 'staff-temple-event-details');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The event is saved.');
  await expect(page).toHaveURL('/staff-temple-event-list');
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('staff-event')).toHaveCount(1);
  await expect(page.getByTestId('staff-event')).toContainText(eventTitle);
  await saveBothSizes(page, 'staff-temple-event-list');

  // Gallery: a picture with a caption, then moved one place earlier.
  await page.goto('/staff-temple-gallery');
  await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('Please select the image');
  await warning.getByRole('button', { name: 'OK' }).click();
  await cropPicture(page, await pngFile(page, 'gopuram.png', '#1e3a8a'));
  const caption = `Gopuram at dawn ${tag}`;
  await page.getByLabel('Caption').first().fill(caption);
  await page.getByRole('button', { name: 'Upload' }).click();
  await dismissSuccess(page, 'The picture is added to the gallery.');
  const pictures = page.getByTestId('staff-gallery-image');
  // Both new pictures are last: the event's, then this one.
  const last = pictures.last();
  await expect(last.getByLabel('Caption')).toHaveValue(caption);
  await expect(pictures.nth((await pictures.count()) - 2).getByLabel('Caption')).toHaveValue(eventTitle);
  const total = await pictures.count();
  await expect(last).toContainText(`${total} of ${total}`);
  await last.getByRole('button', { name: `Move ${caption} earlier` }).click();
  await expect(pictures.nth(total - 2).getByLabel('Caption')).toHaveValue(caption);
  await expect(pictures.nth(total - 2)).toContainText(`${total - 1} of ${total}`);
  await saveBothSizes(page, 'staff-temple-gallery');

  // A devotee, not logged in, sees the event with its picture and the gallery picture.
  const guest = await browser.newPage({ viewport: PHONE });
  await guest.goto(`/temple-event-list?templeId=${templeId}`);
  const card = guest.getByRole('link').filter({ hasText: eventTitle });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/v1\/images\/gallery\/\d+$/);
  await card.click();
  await expect(guest.getByRole('heading', { name: eventTitle, level: 1 })).toBeVisible();
  await expect(guest.getByText('A thousand lamps around the temple at dusk.')).toBeVisible();
  await saveScreen(guest, 'temple-content-devotee-event');

  // The instruction waits for devotees above the sevas, folded under its title.
  await guest.goto(`/temple-seva-list?templeId=${templeId}`);
  const beforeYouBook = guest.getByRole('region', { name: 'Before you book' });
  await beforeYouBook.getByText(instructionTitle).click();
  await expect(beforeYouBook).toContainText('Women: saree or churidar.');
  await saveScreen(guest, 'temple-content-devotee-instructions');

  await guest.goto(`/temple-gallery?templeId=${templeId}`);
  const photo = guest.getByRole('link', { name: `Open the photo: ${caption}` });
  await expect(photo).toBeVisible();
  await expect(photo.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await photo.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await saveScreen(guest, 'temple-content-devotee-gallery');

  // Deleting asks first; then devotees no longer see the picture.
  await page.reload();
  const picture = page
    .getByTestId('staff-gallery-image')
    .filter({ has: page.getByRole('img', { name: caption, exact: true }) });
  await picture.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Delete “${caption}” from the gallery?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await dismissSuccess(page, 'The picture is deleted.');
  await expect(picture).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
  await expect(guest.getByRole('link', { name: `Open the photo: ${caption}` })).toHaveCount(0);
  await guest.close();
});

test('the instruction editor opens an instruction as saved, adds a list, lets Tab leave, and speaks Malayalam', async ({
  page,
  request,
}) => {
  await loginThroughUi(page, demoAccount('temple administrator').email, DEMO_PASSWORD);
  const templeId = (await storedUser(page))?.TempleId ?? 0;
  const created = await page.request.post(`/api/v1/temples/${templeId}/instructions`, {
    headers: { [XSRF_HEADER]: await xsrfToken(page.request) },
    data: {
      title: `Before darshan ${randomInt(100_000, 1_000_000)}`,
      titleNarration: 'ദർശനത്തിനു മുമ്പ്',
      bodyHtml:
        '<p><strong>Men: mundu</strong></p><p>Rules: <a href="https://temple.example/rules">https://temple.example/rules</a></p>',
      orderNo: 0,
      status: 1,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/instruction-details?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit instruction', level: 1 })).toBeVisible();
  const editing = page.getByRole('textbox', { name: 'Instruction' });
  await expect(editing.locator('strong')).toHaveText('Men: mundu');
  await expect(editing.getByRole('link', { name: 'https://temple.example/rules' })).toHaveAttribute(
    'href',
    'https://temple.example/rules',
  );
  await editing.locator('p').last().click();
  await editing.press('End');
  await editing.press('Enter');
  const bulletList = page.getByRole('button', { name: 'Bulleted list' });
  await bulletList.click();
  await expect(bulletList).toHaveAttribute('aria-pressed', 'true');
  await editing.pressSequentially('No footwear inside');
  await editing.press('Enter');
  await editing.pressSequentially('Mobile phones on silent');
  // Tab leaves the text for the next field; it does not indent the list item.
  await editing.press('Tab');
  await expect(page.getByLabel('Display order')).toBeFocused();
  await saveBothSizes(page, 'instruction-details-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The instruction is saved.');
  const saved = await request.get(`/api/v1/temples/${templeId}/instructions?limit=100`);
  const items = ((await saved.json()) as { items: { id: number; bodyHtml: string }[] }).items;
  const bodyHtml = items.find((item) => item.id === id)?.bodyHtml ?? '';
  // The link's attributes come back in the order the editor read them; the server sets target and rel.
  expect(bodyHtml).toMatch(
    /^<p><strong>Men: mundu<\/strong><\/p><p>Rules: <a [^>]*>https:\/\/temple\.example\/rules<\/a><\/p>/,
  );
  expect(bodyHtml).toContain('href="https://temple.example/rules"');
  expect(bodyHtml).toMatch(
    /<\/p><ul><li><p>No footwear inside<\/p><\/li><li><p>Mobile phones on silent<\/p><\/li><\/ul>$/,
  );

  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.goto(`/instruction-details?id=${id}`);
  await expect(page.getByRole('toolbar', { name: 'ഫോർമാറ്റിംഗ്' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ബുള്ളറ്റ് പട്ടിക' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'നിർദ്ദേശം' }).locator('li')).toHaveCount(2);
  await saveBothSizes(page, 'instruction-details-ml');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

test('devoteedash and devotee-users show the demo devotee after a booking', async ({ page, baseURL }) => {
  const admin = await loggedIn(baseURL, demoAccount('temple administrator').email);
  const me = (await (await admin.get('/api/v1/me')).json()) as { templeId: number };
  await bookAndPayAtTemple(await loggedIn(baseURL, DEVOTEE.email), me.templeId, 'Content Journey');

  // The counter staff hold the devotees right in the demo data.
  await loginThroughUi(page, demoAccount('temple staff').email, DEMO_PASSWORD);
  await page.goto('/devoteedash');
  await expect(page.getByRole('heading', { name: 'Devotee bookings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dash-devotees')).not.toHaveText('0');
  await expect(page.getByTestId('top-seva').first()).toBeVisible();
  await page.getByLabel('Search').fill(DEVOTEE.email);
  const row = page.getByTestId('dash-devotee').filter({ hasText: DEVOTEE.userName });
  await expect(row).toHaveCount(1);
  await saveBothSizes(page, 'devoteedash');
  await row.getByRole('link', { name: DEVOTEE.userName }).click();
  await expect(page.getByRole('heading', { name: 'Devotee', level: 1 })).toBeVisible();
  await expect(page.getByTestId('devotee-booking').first()).toContainText('Content Journey');

  await page.goto('/devotee-users');
  await expect(page.getByRole('heading', { name: 'Devotee accounts', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill('nivedya.demo');
  const account = page.getByTestId('devotee-account').filter({ hasText: DEVOTEE.userName, visible: true });
  await expect(account).toHaveCount(1);
  await expect(account).toContainText('Active');
  await expect(account).toContainText(DEVOTEE.email);
  // Staff accounts that book are devotees of the temple, but not devotee accounts.
  await expect(page.getByTestId('devotee-account').filter({ hasText: 'Counter Staff' })).toHaveCount(0);
  await saveBothSizes(page, 'devotee-users');
});
