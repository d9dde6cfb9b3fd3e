import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GalleryList, StoredImageView } from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aJpegWithExif, aPng, makeBmp } from '../../test/image-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  multipartBody,
  type StaffedTemple,
  upload,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

const defaults = path.resolve(import.meta.dirname, '../../assets/default-images');

describe('image uploads (image-cropper; spec §5 types, compression; §9 default images)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  let deityUrl: string;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['deities.manage', 'content.manage'] });
    other = await aStaffedTemple(context.app, context.db);
    base = `/api/v1/temples/${temple.temple.id}`;
    deityUrl = `${base}/images/deity/${temple.temple.deityId}`;
  });
  afterAll(async () => context.close());

  async function served(url: string) {
    const response = await new TestClient(context.app).get(url);
    expect(response.statusCode).toBe(200);
    return { bytes: response.rawPayload, metadata: await sharp(response.rawPayload).metadata() };
  }

  async function imageRows(): Promise<number> {
    const [row] = await context.db.select({ n: count() }).from(images);
    return row?.n ?? 0;
  }

  it('stores a deity image re-encoded as JPEG and serves it at both paths', async () => {
    const response = await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName: 'Ganapathy.PNG', contentType: 'image/png', bytes: await aPng(40, 30) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StoredImageView>()).toMatchObject({
      kind: 'deity',
      ownerId: temple.temple.deityId,
      url: `/api/v1/images/deity/${temple.temple.deityId}`,
      width: 40,
      height: 30,
    });
    const { metadata } = await served(`/api/v1/images/deity/${temple.temple.deityId}`);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    const asset = await served(`/assets/images/TempleDeityImageUpload/${temple.temple.deityId}.jpg`);
    expect(asset.metadata.format).toBe('jpeg');
    const [audit] = await auditRows(context.db, 'image.uploaded');
    expect(audit).toMatchObject({ actorUserId: temple.staffUser.id, entity: 'deity' });
    expect(audit?.before).toBeNull();
  });

  it('bounds the size, turns EXIF away and compresses at quality 50', async () => {
    const big = await sharp({ create: { width: 3200, height: 2000, channels: 3, background: '#884400' } })
      .jpeg({ quality: 100 })
      .toBuffer();
    const resized = await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName: 'big.jpg', bytes: big }),
    );
    expect(resized.json<StoredImageView>()).toMatchObject({ width: 1600, height: 1000 });

    await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName: 'exif.jpeg', bytes: await aJpegWithExif() }),
    );
    const { bytes, metadata } = await served(`/api/v1/images/deity/${temple.temple.deityId}`);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
    expect(await imageRows()).toBe(1);
  });

  it('reads BMP, which the spec allows', async () => {
    const bmp = makeBmp({ width: 6, height: 4, bitsPerPixel: 24, pixel: () => [220, 20, 20] });
    const response = await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName: 'old.bmp', bytes: bmp }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { bytes } = await served(`/api/v1/images/deity/${temple.temple.deityId}`);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[2]).toBeLessThan(70);
  });

  it.each([
    ['a PNG named .svg', 'logo.svg', () => aPng()],
    ['a name without a type', 'logo', () => aPng()],
    ['text named .png', 'notes.png', async () => Buffer.from('these are not pixels at all')],
    [
      'an SVG named .png',
      'vector.png',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
        ),
    ],
    ['a truncated PNG', 'cut.png', async () => (await aPng(64, 64)).subarray(0, 60)],
  ])('refuses %s with "Invalid image type", changing nothing', async (_name, fileName, bytes) => {
    const before = await imageRows();
    const response = await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName, bytes: await bytes() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IMAGE_TYPE', detail: 'Invalid image type' });
    expect(await imageRows()).toBe(before);
  });

  it('refuses a file over 5 MB with 413, a request without a file, and JSON', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const tooBig = await upload(
      temple.staff,
      'PUT',
      deityUrl,
      multipartBody({ fileName: 'huge.png', bytes: huge }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const noFile = await upload(temple.staff, 'PUT', deityUrl, multipartBody(null, { caption: 'x' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ detail: 'Please select the image' });
    const json = await temple.staff.put(deityUrl, { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another temple's deity or seva, and for a logo that is not this temple's", async () => {
    const png = await aPng();
    const theirSeva = await insertSeva(context.db, other.temple);
    for (const url of [
      `${base}/images/deity/${other.temple.deityId}`,
      `${base}/images/seva/${theirSeva}`,
      `${base}/images/temple-logo/${other.temple.id}`,
    ]) {
      const response = await upload(
        temple.admin,
        'PUT',
        url,
        multipartBody({ fileName: 'a.png', bytes: png }),
      );
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps the logo and banner to the temple administrator, and images to staff with the right', async () => {
    const png = await aPng(100, 100);
    const logoUrl = `${base}/images/temple-logo/${temple.temple.id}`;
    const byStaff = await upload(
      temple.staff,
      'PUT',
      logoUrl,
      multipartBody({ fileName: 'logo.png', bytes: png }),
    );
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await upload(
      temple.admin,
      'PUT',
      logoUrl,
      multipartBody({ fileName: 'logo.png', bytes: png }),
    );
    expect(byAdmin.statusCode).toBe(200);
    const logo = await served(`/assets/images/TempleLogoUpload/${temple.temple.id}.jpg`);
    expect(logo.metadata).toMatchObject({ format: 'jpeg', width: 100 });

    const sevaId = await insertSeva(context.db, temple.temple);
    const sevaImage = await upload(
      temple.staff,
      'PUT',
      `${base}/images/seva/${sevaId}`,
      multipartBody({ fileName: 'seva.webp', bytes: await sharp(png).webp().toBuffer() }),
    );
    expect(sevaImage.statusCode).toBe(403);
    expect(sevaImage.json()).toMatchObject({ right: 'sevas.manage' });
  });

  it('removing an image brings the default back', async () => {
    expect((await temple.staff.delete(deityUrl)).statusCode).toBe(204);
    const { bytes } = await served(`/api/v1/images/deity/${temple.temple.deityId}`);
    expect(bytes.equals(readFileSync(path.join(defaults, 'deity.jpg')))).toBe(true);
    expect((await temple.staff.delete(deityUrl)).statusCode).toBe(404);
    expect((await auditRows(context.db, 'image.deleted')).length).toBe(1);
  });

  describe('gallery', () => {
    it('adds images with captions in order, edits and removes them', async () => {
      const first = await upload(
        temple.staff,
        'POST',
        `${base}/gallery`,
        multipartBody(
          {
            fileName: 'gopuram.gif',
            bytes: await sharp(await aPng())
              .gif()
              .toBuffer(),
          },
          { caption: 'Gopuram' },
        ),
      );
      expect(first.statusCode, first.body).toBe(201);
      const second = await upload(
        temple.staff,
        'POST',
        `${base}/gallery`,
        multipartBody({
          fileName: 'pond.tiff',
          bytes: await sharp(await aPng())
            .tiff()
            .toBuffer(),
        }),
      );
      const [a, b] = [first.json<StoredImageView>(), second.json<StoredImageView>()];
      expect(a).toMatchObject({ kind: 'gallery', caption: 'Gopuram', url: `/api/v1/images/gallery/${a.id}` });
      expect(b.caption).toBeNull();

      const list = async () =>
        (await new TestClient(context.app).get(`${base}/gallery`))
          .json<GalleryList>()
          .items.map((item) => item.id);
      expect(await list()).toEqual([a.id, b.id]);
      const moved = await temple.staff.patch(`${base}/gallery/${b.id}`, {
        orderNo: 0,
        caption: 'Temple pond',
      });
      expect(moved.json<StoredImageView>().caption).toBe('Temple pond');
      await temple.staff.patch(`${base}/gallery/${a.id}`, { orderNo: 5 });
      expect(await list()).toEqual([b.id, a.id]);

      expect(
        (await other.admin.delete(`/api/v1/temples/${other.temple.id}/gallery/${a.id}`)).statusCode,
      ).toBe(404);
      expect((await temple.staff.delete(`${base}/gallery/${a.id}`)).statusCode).toBe(204);
      expect(await list()).toEqual([b.id]);
      const rows = await context.db.select().from(images).where(eq(images.id, a.id));
      expect(rows).toEqual([]);
    });

    it('refuses a caption over 300 characters', async () => {
      const response = await upload(
        temple.staff,
        'POST',
        `${base}/gallery`,
        multipartBody({ fileName: 'a.png', bytes: await aPng() }, { caption: 'x'.repeat(301) }),
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
