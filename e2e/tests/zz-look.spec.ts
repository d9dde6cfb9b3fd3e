import { test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../support/accounts.ts';
import { loginThroughUi } from '../support/ui.ts';

test.use({ serviceWorkers: 'allow' });
const shots = (process.env.LOOK ?? '').split(';').filter(Boolean);
for (const shot of shots) {
  const [role = '', path = '/', name = 'shot'] = shot.split('|');
  test(`look ${name}`, async ({ page }) => {
    if (role !== 'anon') await loginThroughUi(page, demoAccount(role).email, DEMO_PASSWORD);
    if (process.env.LOOK_LANG) await page.addInitScript((lang) => localStorage.setItem('language', lang), process.env.LOOK_LANG);
    for (const [label, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
      await page.setViewportSize(size);
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/look/${name}${process.env.LOOK_LANG ?? ''}-${label}.png`, fullPage: true });
    }
  });
}
