import type { GalleryList, StaffGalleryImage, StaffGalleryList, StoredImageView } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temples } from '../../db/schema/index.ts';
import { aPng } from '../../test/image-builders.ts';
import {
  aStaffedTemple,
  auditRows,
  multipartBody,
  type StaffedTemple,
  upload,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';

describe('gallery management (gallery: staff list, order)', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  const ids: Record<string, number> = {};

  async function captions(client: TestClient = temple.staff): Promise<string[]> {
    const list = (await client.get(`${base}/all`)).json<StaffGalleryList>();
    return list.items.map((image) => image.caption ?? '');
  }

  async function publicCaptions(): Promise<string[]> {
    const list = (await new TestClient(context.app).get(base)).json<GalleryList>();
    return list.items.map((image) => image.caption ?? '');
  }

  function move(imageId: number, body: unknown, client: TestClient = temple.staff) {
    return client.request({ method: 'PUT', url: `${base}/${imageId}/position`, payload: body as object });
  }

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['content.manage'] });
    other = await aStaffedTemple(context.app, context.db, { rights: ['content.manage'] });
    base = `/api/v1/temples/${temple.temple.id}/gallery`;
    for (const caption of ['Gopuram', 'Kodimaram', 'Sreekovil']) {
      const response = await upload(
        temple.staff,
        'POST',
        base,
        multipartBody({ fileName: `${caption}.png`, bytes: await aPng(24, 16) }, { caption }),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids[caption] = response.json<StoredImageView>().id;
    }
  });

  afterAll(async () => context.close());

  it('lists the gallery for staff in display order, paged', async () => {
    const response = await temple.staff.get(`${base}/all`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<StaffGalleryList>();
    expect(list.total).toBe(3);
    expect(list.items[0]).toEqual({
      id: ids.Gopuram,
      kind: 'gallery',
      ownerId: temple.temple.id,
      url: `/api/v1/images/gallery/${ids.Gopuram}`,
      width: 24,
      height: 16,
      byteSize: expect.any(Number),
      caption: 'Gopuram',
      orderNo: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.items.map((image) => image.orderNo)).toEqual([0, 1, 2]);
    const second = (await temple.staff.get(`${base}/all?offset=2&limit=2`)).json<StaffGalleryList>();
    expect(second).toMatchObject({ total: 3, items: [{ caption: 'Sreekovil' }] });
  });

  it('moves an image to the front, and devotees see the new order', async () => {
    const response = await move(ids.Sreekovil!, { position: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffGalleryImage>()).toMatchObject({ id: ids.Sreekovil, orderNo: 0 });
    expect(await captions()).toEqual(['Sreekovil', 'Gopuram', 'Kodimaram']);
    expect(await publicCaptions()).toEqual(['Sreekovil', 'Gopuram', 'Kodimaram']);
    const [audit] = await auditRows(context.db, 'gallery-image.moved');
    expect(audit).toMatchObject({
      actorUserId: temple.staffUser.id,
      templeId: temple.temple.id,
      entityId: String(ids.Sreekovil),
      before: { position: 2 },
      after: { position: 0 },
    });
  });

  it('puts an image asked past the end last, and writes nothing when it stays where it is', async () => {
    const moved = await move(ids.Gopuram!, { position: 99 });
    expect(moved.json<StaffGalleryImage>().orderNo).toBe(2);
    expect(await captions()).toEqual(['Sreekovil', 'Kodimaram', 'Gopuram']);
    const audits = (await auditRows(context.db, 'gallery-image.moved')).length;
    expect((await move(ids.Kodimaram!, { position: 1 })).statusCode).toBe(200);
    expect((await auditRows(context.db, 'gallery-image.moved')).length).toBe(audits);
  });

  it('keeps the order whole when moves arrive at once: each image in one place, 0 to n − 1', async () => {
    const moves = Array.from({ length: 12 }, (_, index) => {
      const imageId = Object.values(ids)[index % 3]!;
      return move(imageId, { position: (index * 7) % 3 });
    });
    const responses = await Promise.all(moves);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const list = (await temple.staff.get(`${base}/all`)).json<StaffGalleryList>();
    expect(list.items.map((image) => image.orderNo)).toEqual([0, 1, 2]);
    expect(new Set(list.items.map((image) => image.id)).size).toBe(3);
  });

  it.each([
    [{ position: -1 }, 'position'],
    [{ position: 1.5 }, 'position'],
    [{ position: '1' }, 'position'],
    [{}, 'position'],
    [{ position: 0, caption: 'x' }, 'caption'],
  ])('refuses %j with 400 naming the field, changing nothing', async (body, field) => {
    const before = await captions();
    const response = await move(ids.Gopuram!, body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(field);
    expect(await captions()).toEqual(before);
  });

  it("refuses another temple's image, other temples' users and staff without the right", async () => {
    const before = await captions();
    const theirs = `/api/v1/temples/${other.temple.id}/gallery`;
    const throughOwn = await other.admin.request({
      method: 'PUT',
      url: `${theirs}/${ids.Gopuram}/position`,
      payload: { position: 0 },
    });
    expect(throughOwn.statusCode).toBe(404);
    expect((await move(ids.Gopuram!, { position: 0 }, other.admin)).statusCode).toBe(403);
    expect((await other.admin.get(`${base}/all`)).statusCode).toBe(403);
    const plain = await aStaffedTemple(context.app, context.db);
    const plainBase = `/api/v1/temples/${plain.temple.id}/gallery`;
    const added = await upload(
      plain.admin,
      'POST',
      plainBase,
      multipartBody({ fileName: 'a.png', bytes: await aPng() }),
    );
    const refused = await plain.staff.request({
      method: 'PUT',
      url: `${plainBase}/${added.json<StoredImageView>().id}/position`,
      payload: { position: 0 },
    });
    expect(refused.statusCode).toBe(403);
    // Reading the gallery needs no right, as with the temple's events and instructions.
    expect((await plain.staff.get(`${plainBase}/all`)).statusCode).toBe(200);
    expect(await captions()).toEqual(before);
  });

  it('lists the gallery of a hidden temple for its staff, while devotees find no temple', async () => {
    const shown = await captions();
    await context.db.update(temples).set({ status: 0 }).where(eq(temples.id, temple.temple.id));
    try {
      expect((await new TestClient(context.app).get(base)).statusCode).toBe(404);
      expect(await captions()).toEqual(shown);
      expect(shown).toHaveLength(3);
    } finally {
      await context.db.update(temples).set({ status: 1 }).where(eq(temples.id, temple.temple.id));
    }
  });
});
