import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, temples } from '../../db/schema/index.ts';
import { svgToJpeg } from '../../lib/jpeg-image.ts';
import { templeLogoSvg } from '../../seed/artwork.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { selectOwnedImage } from './images-repository.ts';

const defaults = path.resolve(import.meta.dirname, '../../assets/default-images');
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

describe('images', () => {
  let context: TestContext;
  let templeId: number;
  let storedEtag: string;

  beforeAll(async () => {
    context = await createTestContext();
    const [temple] = await context.db
      .insert(temples)
      .values({ code: 'image-test', name: 'Image Test Temple' })
      .returning({ id: temples.id });
    templeId = temple!.id;
    const logo = await svgToJpeg(templeLogoSvg('ITT'));
    storedEtag = logo.etag;
    await context.db.insert(images).values({ kind: 'temple-logo', ownerId: templeId, ...logo });
  });
  afterAll(async () => context.close());

  it('serves the stored image as a valid JPEG with an ETag and a five-minute cache', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/images/temple-logo/${templeId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toBe(`"${storedEtag}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('answers 304 when the client already has that version', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/images/temple-logo/${templeId}`,
      headers: { 'if-none-match': `"${storedEtag}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('reads no image bytes for a 304: the ETag alone answers', async () => {
    const held = await selectOwnedImage(context.db, 'temple-logo', templeId, ['older', storedEtag]);
    expect(held).toEqual({ contentType: 'image/jpeg', etag: storedEtag, bytes: null });
    const stale = await selectOwnedImage(context.db, 'temple-logo', templeId, ['older']);
    expect(stale?.bytes?.subarray(0, 3)).toEqual(Buffer.from(JPEG_MAGIC));
  });

  it.each([
    [`W/"${'x'}", "older", W/"STORED"`, 304],
    ['"older"', 200],
    ['*', 200],
  ])('takes If-None-Match: %s (lists and weak tags) → %i', async (header, status) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/images/temple-logo/${templeId}`,
      headers: { 'if-none-match': header.replace('STORED', storedEtag) },
    });
    expect(response.statusCode).toBe(status);
  });

  it('answers 304 for a default image the client holds', async () => {
    const first = await context.app.inject({ method: 'GET', url: '/api/v1/images/deity/424242' });
    const again = await context.app.inject({
      method: 'GET',
      url: '/api/v1/images/deity/424242',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    ['temple-banner', 'temple-banner.jpg'],
    ['deity', 'deity.jpg'],
    ['seva', 'deity.jpg'],
    ['temple-logo', 'temple-logo.jpg'],
  ])('serves the default %s image when none is stored', async (kind, file) => {
    const ownerId = kind === 'temple-banner' ? templeId : 424_242;
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/images/${kind}/${ownerId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.rawPayload.equals(readFileSync(path.join(defaults, file)))).toBe(true);
  });

  it('keeps the default images small', () => {
    for (const file of ['temple-logo.jpg', 'temple-banner.jpg', 'deity.jpg']) {
      expect(readFileSync(path.join(defaults, file)).length).toBeLessThan(10_000);
    }
  });

  it("answers the spec's asset paths with the same images", async () => {
    const logo = await context.app.inject({
      method: 'GET',
      url: `/assets/images/TempleLogoUpload/${templeId}.jpg`,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers.etag).toBe(`"${storedEtag}"`);
    const deity = await context.app.inject({
      method: 'GET',
      url: '/assets/images/TempleDeityImageUpload/77.jpg',
    });
    expect(deity.statusCode).toBe(200);
    expect(deity.rawPayload.equals(readFileSync(path.join(defaults, 'deity.jpg')))).toBe(true);
    const bad = await context.app.inject({ method: 'GET', url: '/assets/images/TempleLogoUpload/../secret' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('answers 404 for a missing gallery image and 400 for an unknown kind', async () => {
    const gallery = await context.app.inject({ method: 'GET', url: '/api/v1/images/gallery/999999' });
    expect(gallery.statusCode).toBe(404);
    expect(gallery.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unknown = await context.app.inject({ method: 'GET', url: '/api/v1/images/avatar/1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
