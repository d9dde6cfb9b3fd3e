import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { asAdmin } from '../support/api.ts';
import { loginThroughUi } from '../support/ui.ts';

/**
 * enquiry-report and enquiry-reply (issue #14 §2): a devotee writes to a temple from its contact page,
 * the temple's administrator finds the enquiry in the enquiry report, answers it by SMS, and the SMS
 * outbox holds the reply to the devotee's mobile. Phone and desktop, with screens in English and
 * Malayalam kept in /tmp/people-shots.
 */

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const SHOTS = '/tmp/people-shots';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function inMalayalam(page: Page, name: string) {
  await page.evaluate(() => localStorage.setItem('language', 'ml'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, name);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`enquiries (${name})`, () => {
    test.use({ viewport });
    // Two browsers, eight full-page screens and a rebuild-free server on a shared 2-core machine.
    test.setTimeout(180_000);

    test('a devotee writes to the temple and its administrator answers by SMS', async ({
      page,
      browser,
      request,
    }) => {
      const templeAdmin = demoAccount('temple administrator');
      // The temple the administrator keeps, from the account itself.
      const adminPage = await browser.newPage({ viewport });
      await loginThroughUi(adminPage, templeAdmin.email, DEMO_PASSWORD);
      await expect(adminPage).toHaveURL(templeAdmin.home);
      const me = await adminPage.evaluate(async () => (await fetch('/api/v1/me')).json());
      const templeId = Number(me.templeId);
      expect(templeId).toBeGreaterThan(0);

      // The devotee, not signed in, writes from the temple's contact page.
      const stamp = `${name}-${Date.now()}`;
      const mobile = `98${String(Date.now()).slice(-8)}`;
      await page.goto(`/temple-contact-us?templeId=${templeId}`);
      // Directions open Google Maps; the contact list is a valid definition list (only dt/dd groups).
      await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      const strays = await page
        .locator('main dl')
        .evaluateAll((lists) =>
          lists.flatMap((list) =>
            [...list.children].flatMap((child) =>
              child.tagName === 'DIV'
                ? [...child.children]
                    .filter((inner) => !['DT', 'DD'].includes(inner.tagName))
                    .map((inner) => inner.tagName)
                : ['DT', 'DD'].includes(child.tagName)
                  ? []
                  : [child.tagName],
            ),
          ),
        );
      expect(strays).toEqual([]);
      await page.getByRole('link', { name: 'Write to the temple' }).click();
      await expect(page).toHaveURL(`/contact-us?templeId=${templeId}`);
      await page.getByLabel('Your name').fill('Sreedevi Amma');
      await page.getByLabel(/Mobile/).fill(mobile);
      await page.getByLabel('Subject').fill(`Prasadam by post ${stamp}`);
      await page.getByLabel('Message').fill('Can the temple post the payasam prasadam to Chennai?');
      await page.getByRole('button', { name: /Send/ }).click();
      await expect(page.getByRole('status')).toBeVisible();

      // The temple administrator finds it in the enquiry report, open, and opens it.
      await adminPage.goto('/enquiry-report');
      await expect(adminPage.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
      const row = adminPage.getByTestId('report-row').filter({ hasText: stamp });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Sreedevi Amma');
      await expect(row).toContainText(mobile);
      await expect(row).toContainText('Open');
      await shoot(adminPage, `enquiry-report-${name}-en`);
      await inMalayalam(adminPage, `enquiry-report-${name}-ml`);
      await row.getByRole('link', { name: /^Reply: enquiry \d+ from Sreedevi Amma/ }).click();
      await expect(adminPage).toHaveURL(/\/enquiry-reply\?enquiryId=\d+$/);
      await expect(adminPage.getByText('Can the temple post the payasam prasadam to Chennai?')).toBeVisible();
      await expect(adminPage.getByTestId('enquiry-status')).toHaveText('Open');

      // The reply, with its counter, goes by SMS; the enquiry is replied.
      const reply = `Yes, book Payasam with postage in the app. ${stamp}`;
      const box = adminPage.getByLabel(/Your reply, sent by SMS to/);
      await box.fill(reply);
      await expect(adminPage.getByText(`${reply.length} of 306 characters · 1 SMS`)).toBeVisible();
      await shoot(adminPage, `enquiry-reply-${name}-en`);
      await adminPage.getByRole('button', { name: 'Send reply by SMS' }).click();
      await expect(adminPage.getByTestId('enquiry-status')).toHaveText('Replied');
      await expect(adminPage.getByRole('heading', { name: 'Replies sent' })).toBeVisible();
      await expect(adminPage.getByText(reply)).toBeVisible();
      await shoot(adminPage, `enquiry-replied-${name}-en`);
      await inMalayalam(adminPage, `enquiry-replied-${name}-ml`);

      // Back in the report the enquiry is replied, by the administrator.
      await adminPage.goto('/enquiry-report');
      await expect(row).toContainText('Replied');
      await expect(row).toContainText(templeAdmin.userName);

      // The temple's own SMS report (not the platform's outbox) lists the reply it sent.
      await adminPage.goto('/sms-report');
      const sms = adminPage.getByTestId('report-row').filter({ hasText: stamp });
      await expect(sms).toHaveCount(1);
      await expect(sms).toContainText(mobile);
      await shoot(adminPage, `temple-sms-report-${name}`);

      // The SMS outbox holds the reply to the devotee's mobile.
      await asAdmin(request);
      const outbox = await request.get(`/api/v1/admin/sms-outbox?mobile=${mobile}`);
      expect(outbox.status()).toBe(200);
      const sent = (await outbox.json()) as { items: { toMobile: string; body: string; purpose: string }[] };
      expect(sent.items).toEqual([
        expect.objectContaining({ toMobile: mobile, body: reply, purpose: 'enquiry-reply' }),
      ]);
      await adminPage.close();
    });
  });
}
