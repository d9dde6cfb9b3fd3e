import { expect, test } from '@playwright/test';

/**
 * spec §2 help modal: the help HTML comes from the server, so the modal shows it only through DOMPurify
 * (ui/safe-html.tsx). happy-dom cannot run DOMPurify faithfully (docs/decisions.md), so this is checked
 * here, in Chromium, with a help entry that tries every way of running script.
 */
const HOSTILE_HELP = [
  '<p>How to read <b>this page</b>.</p>',
  '<img alt="Temple" src="/favicon.svg" onload="window.helpRan.push(\'img onload\')">',
  '<img alt="Broken" src="/no-such-image.png" onerror="window.helpRan.push(\'img onerror\')">',
  '<script>window.helpRan.push("script")</script>',
  '<a href="javascript:window.helpRan.push(\'link\')">Read more</a>',
  '<p onclick="window.helpRan.push(\'click\')">Tap here</p>',
  '<iframe srcdoc="<script>parent.helpRan.push(\'iframe\')</script>"></iframe>',
  '<svg><animate onbegin="window.helpRan.push(\'svg\')" attributeName="x" dur="1s"></animate></svg>',
  '<form action="/api/v1/auth/logout" method="post"><button>Send</button></form>',
  '<style>body { display: none; }</style>',
].join('');

test('the help modal shows the server HTML sanitised, and back closes it', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { helpRan: string[] }).helpRan = [];
  });
  await page.route(
    (url) => url.pathname === '/api/v1/help',
    (route) =>
      route.fulfill({
        json: {
          items: [{ id: 1, pageName: 'about-us', title: 'About us', query: HOSTILE_HELP }],
          total: 1,
        },
      }),
  );
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nivedya');
  await page.getByRole('button', { name: 'Open help for this page' }).click();

  // Found by its markup, not its role: unsanitised CSS could hide the whole page from role queries.
  const body = page.locator('[role="dialog"] .rich-text');
  await expect(body).toContainText('How to read this page.');
  // What could run script or restyle the page is gone; the words and the harmless markup stay.
  await expect(body.locator('script, iframe, form, style, svg animate')).toHaveCount(0);
  await expect(body.locator('[onload], [onerror], [onclick], [onbegin]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByText('How to read this page.')).toBeVisible();
  await expect(help.locator('b')).toHaveText('this page');
  await expect(help.getByRole('img', { name: 'Temple' })).toBeVisible();
  await help.getByText('Read more').click();
  await help.getByText('Tap here').click();
  expect(await page.evaluate(() => (window as unknown as { helpRan: string[] }).helpRan)).toEqual([]);

  // The browser's (and Android's) back closes the modal before it leaves the page.
  await page.goBack();
  await expect(help).toBeHidden();
  await expect(page).toHaveURL('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nivedya');
});
