import {
  type OrderDetail,
  OrderLineStatus,
  type ParcelTrackingResult,
  PrasadamDelivery,
  type ReportPage,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, temples } from '../../db/schema/index.ts';
import { aLoggedInDevotee, BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import {
  aStaffedTemple,
  auditRows,
  insertOrder,
  type OrderSpec,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { inDays, TODAY } from '../counter-billing/counter-test-builders.ts';

/**
 * issue #14 §2 performance-postage-address-report: the parcels of prasadam to post for the perform days
 * of a range (a parcel is a posted line), their tracking numbers, the devotee's view of them, and their
 * A4 address labels. Every figure below is worked out by hand from the bookings made here.
 */
const D1 = inDays(2);
const D2 = inDays(3);
const REPORT = 'performance-postage-address-report';

describe('reports: prasadam by post', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let devotee: Awaited<ReturnType<typeof aLoggedInDevotee>>;
  let seva: number;
  const lines: Record<string, { orderId: number; lineId: number; orderNumber: string }> = {};
  let base: string;

  /** A booking whose prasadam goes by post to `address` (insertOrder books collect-at-temple). */
  async function postal(spec: Parameters<typeof insertOrder>[1], address: string) {
    const order = await insertOrder(context.db, spec);
    await context.db
      .update(orderLines)
      .set({ prasadamDelivery: PrasadamDelivery.Post, deliveryAddress: address })
      .where(eq(orderLines.id, order.lineId));
    return order;
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['reports.read', 'approvals'],
      temple: { name: 'Sree Krishna Temple' },
    });
    await context.db
      .update(temples)
      .set({ address: 'East Nada, Guruvayur, Thrissur 680101' })
      .where(eq(temples.id, temple.temple.id));
    other = await aStaffedTemple(context.app, context.db, { rights: ['reports.read', 'approvals'] });
    devotee = await aLoggedInDevotee(context.app, context.db);
    const templeId = temple.temple.id;
    base = `/api/v1/temples/${templeId}/reports`;
    seva = await insertSeva(context.db, temple.temple, { name: 'Palpayasam', rate: 12_000 });
    const otherSeva = await insertSeva(context.db, other.temple, { name: 'Elsewhere', rate: 1_000 });
    const common: Partial<OrderSpec> & { templeId: number; sevaId: number } = {
      templeId,
      sevaId: seva,
      sevaName: 'Palpayasam',
      orderDate: TODAY,
    };

    // In the range and confirmed: three parcels, two on the first day (booking numbers rise as made).
    lines.first = await postal(
      {
        ...common,
        performDate: D1,
        userId: devotee.user.id,
        mobile: '9876543210',
        devoteeName: 'Lakshmi Menon',
      },
      'Kizhakke Madom\nGuruvayur, Thrissur 680101',
    );
    lines.malayalam = await postal(
      { ...common, performDate: D1, devoteeName: 'ശ്രീദേവി അമ്മ', quantity: 2, mobile: '9447000001' },
      'ശ്രീനിലയം, പൂങ്കുന്നം, തൃശ്ശൂർ 680002',
    );
    lines.secondDay = await postal(
      { ...common, performDate: D2, devoteeName: 'Arjun Nair' },
      '12 MG Road, Ernakulam 682011',
    );
    // Not parcels of the range: collected at the temple; an unpaid order; a cancelled line; another day;
    // another temple's.
    lines.collected = await insertOrder(context.db, { ...common, performDate: D1 });
    await postal({ ...common, performDate: D1, status: 'pending' }, 'Unpaid, Kochi');
    await postal({ ...common, performDate: D1, lineStatus: OrderLineStatus.Cancelled }, 'Cancelled, Kochi');
    await postal({ ...common, performDate: inDays(10) }, 'Later, Kochi');
    lines.elsewhere = await postal(
      { templeId: other.temple.id, sevaId: otherSeva, orderDate: TODAY, performDate: D1 },
      'Elsewhere, Palakkad',
    );
  });
  afterAll(async () => context.close());

  const report = async (query = '') => {
    const response = await temple.staff.get(`${base}/${REPORT}?from=${D1}&to=${D2}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportPage>();
  };
  const trackingPath = (lineId: number, templeId = temple.temple.id) =>
    `/api/v1/temples/${templeId}/order-lines/${lineId}/tracking`;

  it('lists one row a parcel of the confirmed bookings, by perform date then booking number', async () => {
    const page = await report();
    expect(page.total).toBe(3);
    expect(page.columns.map((column) => column.id)).toEqual([
      'performDate',
      'orderNumber',
      'parcelNo',
      'devotee',
      'sevas',
      'address',
      'mobile',
      'postedOn',
      'trackingNumber',
    ]);
    expect(page.items).toEqual([
      {
        performDate: D1,
        orderNumber: lines.first?.orderNumber,
        parcelNo: String(lines.first?.lineId),
        devotee: 'Lakshmi Menon',
        sevas: 'Palpayasam',
        address: 'Kizhakke Madom\nGuruvayur, Thrissur 680101',
        mobile: '9876543210',
        postedOn: null,
        trackingNumber: null,
      },
      expect.objectContaining({
        performDate: D1,
        orderNumber: lines.malayalam?.orderNumber,
        devotee: 'ശ്രീദേവി അമ്മ',
        sevas: 'Palpayasam × 2',
        address: 'ശ്രീനിലയം, പൂങ്കുന്നം, തൃശ്ശൂർ 680002',
      }),
      expect.objectContaining({ performDate: D2, orderNumber: lines.secondDay?.orderNumber, mobile: null }),
    ]);
    // Nothing to add up: no money or count columns.
    expect(page.totals).toEqual({});
    const paged = await report('&limit=1&offset=2');
    expect(paged.items.map((row) => row.devotee)).toEqual(['Arjun Nair']);
    expect(paged.total).toBe(3);
  });

  it('refuses a status it does not know and another temple’s staff', async () => {
    const bad = await temple.staff.get(`${base}/${REPORT}?from=${D1}&to=${D2}&status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('status must be one of to-post, posted');
    const stranger = await other.staff.get(`${base}/${REPORT}?from=${D1}&to=${D2}`);
    expect(stranger.statusCode).toBe(403);
    const labels = await other.staff.get(`${base}/${REPORT}/labels?from=${D1}&to=${D2}`);
    expect(labels.statusCode).toBe(403);
  });

  it('takes a tracking number: the parcel is posted, audited, and the devotee told', async () => {
    const lineId = lines.first?.lineId ?? 0;
    const response = await temple.staff.put(trackingPath(lineId), { trackingNumber: ' ee 123-456-789 in ' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ParcelTrackingResult>();
    expect(result).toEqual({
      message: 'Tracking number saved; the parcel is marked posted',
      lineId,
      orderNumber: lines.first?.orderNumber,
      posting: { postedAt: BOOKING_NOW.toISOString(), trackingNumber: 'EE123456789IN' },
      postedBy: temple.staffUser.userName,
    });
    const [audit] = await auditRows(context.db, 'order-line.parcel-posted');
    expect(audit).toMatchObject({
      actorUserId: temple.staffUser.id,
      templeId: temple.temple.id,
      entityId: String(lineId),
      before: { isPrasadamDelivered: false, trackingNumber: null },
      after: { isPrasadamDelivered: true, trackingNumber: 'EE123456789IN' },
    });

    const posted = await report('&status=posted');
    expect(posted.items).toEqual([
      expect.objectContaining({ devotee: 'Lakshmi Menon', postedOn: TODAY, trackingNumber: 'EE123456789IN' }),
    ]);
    const toPost = await report('&status=to-post');
    expect(toPost.items.map((row) => row.devotee)).toEqual(['ശ്രീദേവി അമ്മ', 'Arjun Nair']);

    // The devotee's booking shows it, and their notifications say so.
    const order = await devotee.client.get(`/api/v1/me/orders/${lines.first?.orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json<OrderDetail>().lines[0]?.posting).toEqual({
      postedAt: BOOKING_NOW.toISOString(),
      trackingNumber: 'EE123456789IN',
    });
    const notifications = await devotee.client.get('/api/v1/me/notifications');
    expect(notifications.body).toContain('has been posted, tracking no. EE123456789IN');
  });

  it('corrects a tracking number, keeping the day the parcel was posted', async () => {
    const lineId = lines.first?.lineId ?? 0;
    context.clock.now = new Date(BOOKING_NOW.getTime() + 86_400_000);
    try {
      const response = await temple.admin.put(trackingPath(lineId), { trackingNumber: 'EE987654321IN' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ParcelTrackingResult>().posting).toEqual({
        postedAt: BOOKING_NOW.toISOString(),
        trackingNumber: 'EE987654321IN',
      });
    } finally {
      context.clock.now = BOOKING_NOW;
    }
    const [correction] = await auditRows(context.db, 'order-line.tracking-corrected');
    expect(correction).toMatchObject({
      actorUserId: temple.adminUser.id,
      before: { trackingNumber: 'EE123456789IN' },
      after: { trackingNumber: 'EE987654321IN' },
    });
    expect((await report('&status=posted')).items[0]).toMatchObject({
      postedOn: TODAY,
      trackingNumber: 'EE987654321IN',
    });
  });

  it('refuses bad numbers, a parcel that is not one, another temple’s parcel and staff without the right', async () => {
    const lineId = lines.malayalam?.lineId ?? 0;
    for (const trackingNumber of ['EE12', 'EE123456789IN!', 'A'.repeat(31), '']) {
      const response = await temple.staff.put(trackingPath(lineId), { trackingNumber });
      expect(response.statusCode, trackingNumber).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors).toEqual([
        { field: 'trackingNumber', message: 'Enter the tracking number: 6 to 30 letters and digits' },
      ]);
    }
    const collected = await temple.staff.put(trackingPath(lines.collected?.lineId ?? 0), {
      trackingNumber: 'EE123456789IN',
    });
    expect(collected.statusCode).toBe(409);
    expect(collected.json().detail).toContain('collects this prasadam at the temple');
    // Another temple's parcel through this temple's address is not found; its staff are refused here.
    const foreign = await temple.staff.put(trackingPath(lines.elsewhere?.lineId ?? 0), {
      trackingNumber: 'EE123456789IN',
    });
    expect(foreign.statusCode).toBe(404);
    const stranger = await other.staff.put(trackingPath(lineId), { trackingNumber: 'EE123456789IN' });
    expect(stranger.statusCode).toBe(403);
    const reader = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    const withoutRight = await reader.staff.put(
      trackingPath(lines.malayalam?.lineId ?? 0, reader.temple.id),
      { trackingNumber: 'EE123456789IN' },
    );
    expect(withoutRight.statusCode).toBe(403);
    expect((await report('&status=to-post')).total).toBe(2);
  });

  it('exports the same rows as CSV', async () => {
    const csv = await temple.staff.get(`${base}/${REPORT}?from=${D1}&to=${D2}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Perform date,Booking No,Parcel No,Devotee,Seva,Address,Mobile,Posted on,Tracking No',
    );
    expect(lines.filter((line) => line.includes('EE987654321IN'))).toHaveLength(1);
    expect(csv.body).toContain('Palpayasam × 2');
  });

  it('prints A4 address labels with the addresses, the sender, and Malayalam as typed', async () => {
    const response = await temple.staff.get(`${base}/${REPORT}/labels?from=${D1}&to=${D2}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="prasadam-address-labels-${D1}-to-${D2}.pdf"`,
    );
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(1);
    const text = pdf.lines.join('\n');
    expect(text).toContain('To: Lakshmi Menon');
    expect(text).toContain('Kizhakke Madom, Guruvayur, Thrissur 680101');
    expect(text).toContain('Mobile: 9876543210');
    expect(text).toContain(`Booking ${lines.first?.orderNumber}`);
    expect(text).toContain('ശ്രീദേവി അമ്മ');
    expect(text).toContain('തൃശ്ശൂർ 680002');
    expect(text).toContain('From: Sree Krishna Temple, East Nada, Guruvayur, Thrissur 680101');
    expect(text).not.toContain('Palakkad');
    // Posted parcels are left off the labels still to print.
    const toPost = await temple.staff.get(`${base}/${REPORT}/labels?from=${D1}&to=${D2}&status=to-post`);
    expect(readPdf(toPost.rawPayload).lines.join('\n')).not.toContain('Lakshmi Menon');
    const bad = await temple.staff.get(`${base}/${REPORT}/labels?from=${D2}&to=${D1}`);
    expect(bad.statusCode).toBe(400);
  });

  it('fills a sheet with 14 labels and starts another for the 15th', async () => {
    const day = inDays(20);
    for (let index = 1; index <= 15; index += 1) {
      await postal(
        {
          templeId: temple.temple.id,
          sevaId: seva,
          orderDate: TODAY,
          performDate: day,
          devoteeName: `Devotee ${index}`,
        },
        `House ${index}, Temple Road, Kottayam 686001`,
      );
    }
    const response = await temple.staff.get(`${base}/${REPORT}/labels?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(2);
    const text = pdf.lines.join('\n');
    for (let index = 1; index <= 15; index += 1) expect(text).toContain(`House ${index}, Temple Road`);
  });
});
