import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

describe('serving the web app', () => {
  let context: TestContext;
  const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nivedya-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head><title>Nivedya</title></head><div id="root"></div>',
    );
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        {
          path: 'guest-user-home/:id',
          modules: ['/assets/temple-home-page-1.js', '/assets/en-2.js'],
          data: '/api/v1/temples/:id',
        },
        { path: 'seva-devotee-details', modules: ['/assets/seva-page-3.js'], data: '/api/v1/sevas/:sevaId' },
        { path: 'cart', modules: ['/assets/cart-page-4.js'] },
      ]),
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bundle);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Nivedya"}');
    context = await createTestContext({ webDistDir: dist });
  });
  afterAll(async () => context.close());

  it.each(['/', '/devotee-home-page', '/dash', '/guest-user-home/3', '/seva-receipt/abc'])(
    'opens the app at %s',
    async (url) => {
      const response = await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  const page = async (url: string) =>
    (await context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("names a screen's code and first GET in its page, for the browser to fetch with the app's code", async () => {
    expect(headOf(await page('/guest-user-home/3'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/temple-home-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-2.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/temples/3">',
    );
    expect(headOf(await page('/seva-devotee-details?sevaId=12&date=2026-12-01'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/seva-page-3.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/sevas/12">',
    );
    expect(headOf(await page('/cart'))).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/cart-page-4.js">',
    );
  });

  it('preloads no data for an address without the value or with one that is not a plain id', async () => {
    for (const url of [
      '/seva-devotee-details',
      '/seva-devotee-details?sevaId=%22%3E%3Cscript%3E',
      '/guest-user-home/a%20b',
    ]) {
      const html = await page(url);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('as="fetch"');
    }
  });

  it('opens other screens with the page as built', async () => {
    for (const url of ['/devotee-home-page', '/guest-user-home/3/extra', '/guest-user-home']) {
      expect(await page(url)).toBe('<!doctype html><head><title>Nivedya</title></head><div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 10);
  });

  it('serves other files with revalidation', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with problem+json, never the app', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/devotee-home-page',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('compresses API responses', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});
