import type {
  MarkPerformedResult,
  OrderDetail,
  PerformancePhoto,
  Receipt,
  StoredImageView,
} from '@nivedya/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, orderLines, orders } from '../../db/schema/index.ts';
import { BOOKING_NOW, dayAfterBooking, insertSeva } from '../../test/booking-builders.ts';
import { aPng } from '../../test/image-builders.ts';
import { auditRows, multipartBody, upload } from '../../test/temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from '../../test/test-app.ts';
import { purgeUnusedPerformancePhotos } from '../images/index.ts';
import {
  aBooker,
  aBooking,
  anOrdersTemple,
  type Booked,
  type Booker,
  type OrdersTemple,
} from '../temple-orders/temple-order-builders.ts';

/**
 * Issue #17 §4, the photo: staff upload a photo of the seva and attach it when they mark lines
 * performed; the devotee sees it in the booking details and on the receipt, at an address nobody can
 * guess, and a photo of another temple cannot be attached.
 */
describe('the photo of a seva performed', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let other: OrdersTemple;
  let ravi: Booker;
  let sita: Booker;
  let pushpanjali: number;
  let raviLine: Booked;
  let sitaLine: Booked;
  let lakshmiLine: Booked;
  const day = dayAfterBooking(2);
  const performedAt = new Date(`${day}T00:42:00Z`);
  const anonymous = () => new TestClient(context.app);

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    at = await anOrdersTemple(context, {
      name: 'Sree Venugopala Krishna Swamy Temple',
      rights: ['performances'],
    });
    other = await anOrdersTemple(context, { name: 'Devi Temple', rights: ['performances'] });
    ravi = await aBooker(context);
    sita = await aBooker(context);
    pushpanjali = await insertSeva(context.db, at.temple, { name: 'Pushpanjali' });
    raviLine = await aBooking(context, ravi, pushpanjali, {
      line: { performDate: day, devoteeName: 'Ravi Menon' },
    });
    sitaLine = await aBooking(context, sita, pushpanjali, {
      line: { performDate: day, devoteeName: 'Sita Nair' },
    });
    lakshmiLine = await aBooking(context, sita, pushpanjali, {
      line: { performDate: day, devoteeName: 'Lakshmi Nair' },
    });
    context.clock.now = performedAt;
  });
  afterAll(async () => context.close());

  const photosUrl = (templeId: number) => `/api/v1/temples/${templeId}/performances/photos`;
  const uploadPhoto = async (
    client: TestClient,
    templeId: number,
    file: { fileName: string; bytes: Buffer } | null,
  ) => upload(client, 'POST', photosUrl(templeId), multipartBody(file));
  const aPhoto = async (client = at.staff, templeId = at.templeId, colour = '#c04000') => {
    const response = await uploadPhoto(client, templeId, {
      fileName: 'sreekovil.png',
      bytes: await aPng(96, 64, colour),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PerformancePhoto>();
  };
  const mark = (body: Record<string, unknown>) =>
    at.staff.post(`/api/v1/temples/${at.templeId}/performances`, body);
  const photoRows = async () =>
    (await context.db.select({ n: count() }).from(images).where(eq(images.kind, 'performance-photo')))[0]
      ?.n ?? 0;
  const performedCount = async () =>
    (await context.db.select({ n: count() }).from(orderLines).where(isNotNull(orderLines.performedAt)))[0]?.n;
  const receiptOf = async (booked: Booked) => {
    const [order] = await context.db.select().from(orders).where(eq(orders.id, booked.orderId));
    return (await anonymous().get(`/api/v1/receipts/${order?.receiptToken}`)).json<Receipt>();
  };

  it('stores an uploaded photo re-encoded as JPEG, at an unguessable address, with an audit row', async () => {
    const photo = await aPhoto();
    expect(photo).toMatchObject({ width: 96, height: 64 });
    expect(photo.url).toMatch(/^\/api\/v1\/images\/performance-photo\/[A-Za-z0-9_-]{32}$/);

    const served = await anonymous().get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-robots-tag']).toBe('noindex');
    expect(served.headers['referrer-policy']).toBe('no-referrer');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 96,
      height: 64,
    });
    const again = await anonymous().get(photo.url, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);

    const [audit] = (await auditRows(context.db, 'performance-photo.uploaded')).slice(-1);
    expect(audit).toMatchObject({
      actorUserId: at.staffUser.id,
      templeId: at.templeId,
      entity: 'performance-photo',
      entityId: String(photo.photoId),
      after: { id: photo.photoId, width: 96, height: 64 },
    });
    // The audit log is read by more people than the devotees the photo is for.
    expect(JSON.stringify(audit?.after)).not.toContain(photo.url.split('/').pop()!);
  });

  it('refuses what is not an image, a file too big, no file, and uploaders without the right — storing nothing', async () => {
    const before = await photoRows();
    const notImage = await uploadPhoto(at.staff, at.templeId, {
      fileName: 'photo.jpg',
      bytes: Buffer.from('these are not pixels at all'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'INVALID_IMAGE_TYPE', detail: 'Invalid image type' });
    const svg = await uploadPhoto(at.staff, at.templeId, { fileName: 'photo.svg', bytes: await aPng() });
    expect(svg.json()).toMatchObject({ code: 'INVALID_IMAGE_TYPE' });
    const tooBig = await uploadPhoto(at.staff, at.templeId, {
      fileName: 'huge.png',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const noFile = await uploadPhoto(at.staff, at.templeId, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ detail: 'Please select the image' });
    expect(
      (await at.staff.post(photosUrl(at.templeId), { photo: 'data:image/png;base64,AAAA' })).statusCode,
    ).toBe(415);

    const png = { fileName: 'a.png', bytes: await aPng() };
    expect((await uploadPhoto(at.clerk, at.templeId, png)).statusCode).toBe(403);
    expect((await uploadPhoto(other.staff, at.templeId, png)).statusCode).toBe(403);
    expect((await uploadPhoto(ravi.client, at.templeId, png)).statusCode).toBe(403);
    expect((await uploadPhoto(anonymous(), at.templeId, png)).statusCode).toBe(401);
    expect(await photoRows()).toBe(before);
  });

  it("refuses another temple's photo, or any other image, marking nothing", async () => {
    const theirs = await aPhoto(other.staff, other.templeId);
    const gallery = await upload(
      at.admin,
      'POST',
      `/api/v1/temples/${at.templeId}/gallery`,
      multipartBody({ fileName: 'gopuram.png', bytes: await aPng() }),
    );
    expect(gallery.statusCode, gallery.body).toBe(201);
    for (const photoId of [theirs.photoId, gallery.json<StoredImageView>().id, 999_999]) {
      const response = await mark({ lineIds: [raviLine.lineId], photoId });
      expect(response.statusCode, JSON.stringify(photoId)).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        detail: `No photo of this temple has id ${photoId}; upload it again`,
        errors: [{ field: 'photoId' }],
      });
    }
    expect((await mark({ lineIds: [raviLine.lineId], photoId: 'one' })).statusCode).toBe(400);
    expect(await performedCount()).toBe(0);
  });

  it('attaches the photo to the lines marked together; the devotee sees it in the booking and on the receipt', async () => {
    const photo = await aPhoto();
    const response = await mark({ lineIds: [raviLine.lineId, sitaLine.lineId], photoId: photo.photoId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MarkPerformedResult>()).toMatchObject({ marked: 2 });

    const mine = (await ravi.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).json<OrderDetail>();
    expect(mine.lines[0]?.performance).toEqual({
      performedAt: performedAt.toISOString(),
      note: null,
      photoUrl: photo.url,
    });
    const sitas = (await sita.client.get(`/api/v1/me/orders/${sitaLine.orderId}`)).json<OrderDetail>();
    expect(sitas.lines[0]?.performance?.photoUrl).toBe(photo.url);
    expect((await receiptOf(raviLine)).lines[0]?.performedPhotoUrl).toBe(photo.url);
    expect((await anonymous().get(photo.url)).statusCode).toBe(200);

    const [audit] = (await auditRows(context.db, 'order-line.performed')).slice(-1);
    expect(audit?.after).toMatchObject({ photoId: photo.photoId });
  });

  it('keeps the photo of a line already marked when it is marked again, and gives a new one only to lines marked now', async () => {
    const first = (await ravi.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).json<OrderDetail>()
      .lines[0]?.performance?.photoUrl;
    const second = await aPhoto(at.staff, at.templeId, '#2060a0');
    const again = await mark({ lineIds: [raviLine.lineId], photoId: second.photoId });
    expect(again.json<MarkPerformedResult>()).toMatchObject({ marked: 0, alreadyPerformed: 1 });
    const bySeva = await mark({ sevaId: pushpanjali, date: day, photoId: second.photoId });
    expect(bySeva.json<MarkPerformedResult>()).toMatchObject({ marked: 1, alreadyPerformed: 2 });

    const ravis = (await ravi.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).json<OrderDetail>();
    expect(ravis.lines[0]?.performance?.photoUrl).toBe(first);
    const lakshmis = (await sita.client.get(`/api/v1/me/orders/${lakshmiLine.orderId}`)).json<OrderDetail>();
    expect(lakshmis.lines[0]?.performance?.photoUrl).toBe(second.url);
    expect((await receiptOf(lakshmiLine)).lines[0]?.performedPhotoUrl).toBe(second.url);
  });

  it('shows a photo to nobody who was not given its address', async () => {
    const [row] = await context.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.kind, 'performance-photo'), eq(images.ownerId, at.templeId)))
      .limit(1);
    const photoId = row?.id ?? 0;
    // Not by its id, whatever kind it is asked as, nor by a made-up token.
    expect((await anonymous().get(`/api/v1/images/performance-photo/${photoId}`)).statusCode).toBe(400);
    expect((await anonymous().get(`/api/v1/images/gallery/${photoId}`)).statusCode).toBe(404);
    expect((await anonymous().get(`/api/v1/images/performance-photo/${'A'.repeat(32)}`)).statusCode).toBe(
      404,
    );
    // Another devotee's booking, where its address is, is not theirs to read.
    expect((await sita.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).statusCode).toBe(404);
  });

  it('removes a photo no seva shows a day after its upload, and keeps the ones the sevas show', async () => {
    const unused = await aPhoto();
    const shown = (await ravi.client.get(`/api/v1/me/orders/${raviLine.orderId}`)).json<OrderDetail>()
      .lines[0]?.performance?.photoUrl;
    const total = await photoRows();
    expect(await purgeUnusedPerformancePhotos(context.db, performedAt)).toBe(0);
    const purged = await purgeUnusedPerformancePhotos(
      context.db,
      new Date(performedAt.getTime() + 86_400_001),
    );
    // This one, the first one uploaded, and the other temple's: none was ever attached.
    expect(purged).toBe(3);
    expect(await photoRows()).toBe(total - 3);
    expect((await anonymous().get(unused.url)).statusCode).toBe(404);
    expect((await anonymous().get(shown ?? '')).statusCode).toBe(200);
  });
});
