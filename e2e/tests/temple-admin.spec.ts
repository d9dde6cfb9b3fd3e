import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { canvasPng, dismissSuccess, loginThroughUi, saveScreen, storedUser } from '../support/ui.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the temple administrator lands on the dashboard, adds a seva with an image, and devotees see it', async ({
  page,
  request,
}) => {
  const account = demoAccount('temple administrator');
  await loginThroughUi(page, account.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/templiadmindash');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaskaram, ${account.userName}`);
  await expect(page.getByTestId('dash-collection')).toContainText('₹');
  const templeId = (await storedUser(page))?.TempleId;
  expect(templeId).toBeGreaterThan(0);

  await page.getByRole('main').getByRole('link', { name: 'Sevas', exact: true }).click();
  await expect(page).toHaveURL('/sevalist');
  await page.getByRole('link', { name: 'Add seva' }).click();
  await expect(page.getByRole('heading', { name: 'Add seva', level: 1 })).toBeVisible();

  const name = `E2E Deepam ${Date.now()}`;
  await page.getByLabel('Seva name').fill(name);
  // A wrong amount is caught on the form, in words.
  await page.getByLabel('Rate (₹)').fill('twelve');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an amount in rupees, with at most 2 decimals')).toBeVisible();
  await page.getByLabel('Rate (₹)').fill('151.50');

  // spec §2 Image cropper: Select with nothing cropped warns; a wrong type warns; a PNG crops to a preview.
  await page.getByRole('button', { name: 'Choose image' }).click();
  const cropper = page.getByRole('dialog').filter({ hasText: 'Crop image' });
  await cropper.getByRole('button', { name: 'Select', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('Please select the image');
  await warning.getByRole('button', { name: 'OK' }).click();
  await cropper.getByLabel('Choose a file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(warning).toContainText('Invalid image type');
  await warning.getByRole('button', { name: 'OK' }).click();
  await cropper.getByLabel('Choose a file').setInputFiles(await canvasPng(page));
  await expect(cropper.getByTestId('cropper-preview')).toBeVisible();
  await cropper.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByText('The new image is saved with the form.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await dismissSuccess(page, 'The seva was saved.');
  await expect(page).toHaveURL('/sevalist');
  const row = page.getByTestId('staff-seva').filter({ hasText: name });
  await expect(row).toContainText('₹151.50');
  await saveScreen(page, 'temple-admin-sevalist');

  // The devotee side lists it (the administrator's sevas need no further approval) with its image.
  const list = await request.get(`/api/v1/temples/${templeId}/sevas`, {
    params: { limit: 100, search: name },
  });
  expect(list.ok()).toBe(true);
  const body = (await list.json()) as { items: { id: number; name: string; rate: number }[] };
  const seva = body.items.find((item) => item.name === name);
  expect(seva).toMatchObject({ rate: 15_150 });
  const image = await request.get(`/api/v1/images/seva/${seva?.id}`);
  expect(image.headers()['content-type']).toContain('image/jpeg');
});
