import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from './booking-server.ts';
const root = path.resolve(import.meta.dirname, '..');
const server = await startServer({ serverPath: path.join(root, 'apps/server/src/server.ts'), cwd: root, nodeArgs: [], env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')), SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const cdp = await page.createCDPSession();
await cdp.send('Audits.enable');
cdp.on('Audits.issueAdded', (e) => console.log('ISSUE', JSON.stringify(e.issue).slice(0, 800)));
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
for (const p of ['/guest-user-home/1', '/devotee-home-page']) {
  await page.goto(`${server.origin}${p}`, { waitUntil: 'networkidle0' });
  console.log('loaded', p);
}
await browser.close();
await server.stop();
