import {
  formatDisplayDate,
  OrderLineStatus,
  PaymentMode,
  type PerformanceMaterials,
  PrasadamDelivery,
  type ReportPage,
  type SevaMaterials,
  SevaType,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deities, orderLines, starSeries } from '../../db/schema/index.ts';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import {
  aStaffedTemple,
  insertOrder,
  type OrderSpec,
  type StaffedTemple,
} from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  aBill,
  aBillLine,
  billsPath,
  createBill,
  inDays,
  TODAY,
} from '../counter-billing/counter-test-builders.ts';

/**
 * spec performancereport and performance-priest-report (issue #14 §2 "Performing"): what the priests
 * perform on a day, by PERFORM date, as a priest reads it (seva, then star in nakshatra order, then
 * name), and the materials the sevas need. Figures are worked out by hand from the bookings below.
 */
const TOMORROW = inDays(1);
const LAST_WEEK = inDays(-7);

describe('reports: the performing reports', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  let base: string;
  let archana: number;
  let payasam: number;
  let deviDeity: number;

  /** A line of an order, with the line's facts the bare order builder leaves at their defaults. */
  async function aLine(
    spec: Partial<OrderSpec> & { sevaId: number },
    line: Partial<typeof orderLines.$inferInsert> = {},
  ): Promise<number> {
    const { lineId } = await insertOrder(context.db, {
      templeId: temple.temple.id,
      performDate: TOMORROW,
      // Booked a week ago: the reports go by the day it is performed, not the day it was booked.
      orderDate: LAST_WEEK,
      ...spec,
    });
    if (Object.keys(line).length > 0) {
      await context.db.update(orderLines).set(line).where(eq(orderLines.id, lineId));
    }
    return lineId;
  }

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['billing', 'reports.read'],
      temple: { name: 'Sree Krishna Temple' },
    });
    other = await aStaffedTemple(context.app, context.db, { rights: ['reports.read', 'sevas.manage'] });
    const templeId = temple.temple.id;
    base = `/api/v1/temples/${templeId}/reports`;
    archana = await insertSeva(context.db, temple.temple, { name: 'Archana', rate: 5_000 });
    payasam = await insertSeva(context.db, temple.temple, { name: 'Palpayasam', rate: 12_550 });
    const [devi] = await context.db
      .insert(deities)
      .values({ templeId, code: 'devi', name: 'Bhagavathy', nameNarration: 'ഭഗവതി' })
      .returning({ id: deities.id });
    deviDeity = devi!.id;

    // Tomorrow, to perform. Archana: Rama (Rohini, 4) × 2, Anil (Ashwathy, 1), Beena (star not known, 28).
    await aLine({ sevaId: archana, devoteeName: 'Rama', quantity: 2 }, { starId: 4 });
    await aLine({ sevaId: archana, devoteeName: 'Anil' }, { starId: 1 });
    await aLine({ sevaId: archana, devoteeName: 'Beena' }, { starId: 28 });
    // Palpayasam: Sita (Rohini) × 3 with prasadam by post, for the goddess; Devi (Bharani, 2), a
    // pre-booking the temple approved for tomorrow.
    await aLine(
      { sevaId: payasam, sevaName: 'Palpayasam', devoteeName: 'Sita', quantity: 3 },
      { starId: 4, prasadamDelivery: PrasadamDelivery.Post, deityId: deviDeity },
    );
    await aLine(
      { sevaId: payasam, sevaName: 'Palpayasam', devoteeName: 'Devi', sevaType: SevaType.PreBooking },
      { starId: 2, isApproved: true },
    );

    // Tomorrow, not to perform: a bank transfer not verified, a vazhipad awaiting approval, a rejected
    // pre-booking, a refunded line, a failed checkout.
    await aLine({
      sevaId: archana,
      devoteeName: 'Unverified',
      status: 'pending',
      paymentMode: PaymentMode.BankTransfer,
    });
    await aLine({ sevaId: archana, devoteeName: 'Awaiting', lineStatus: OrderLineStatus.AwaitingApproval });
    await aLine(
      {
        sevaId: payasam,
        devoteeName: 'Rejected',
        sevaType: SevaType.PreBooking,
        lineStatus: OrderLineStatus.Rejected,
      },
      { isApproved: true },
    );
    await aLine({ sevaId: archana, devoteeName: 'Refunded', lineStatus: OrderLineStatus.Refunded });
    await aLine({ sevaId: payasam, devoteeName: 'Failed', status: 'failed' });
    // Another day's, and another temple's.
    await aLine({ sevaId: archana, devoteeName: 'Day after', performDate: inDays(2) });
    const elsewhere = await insertSeva(context.db, other.temple, { name: 'Elsewhere' });
    await insertOrder(context.db, { templeId: other.temple.id, sevaId: elsewhere, performDate: TOMORROW });

    // Today at the counter: a bill to perform, and a cancelled one.
    await createBill(temple.staff, templeId, aBill([aBillLine(archana, { devoteeName: 'Lakshmi Menon' })]));
    const cancelled = await createBill(
      temple.staff,
      templeId,
      aBill([aBillLine(archana, { devoteeName: 'Cancelled bill' })]),
    );
    const cancel = await temple.staff.post(billsPath(templeId, `/${cancelled.id}/cancel`), {
      reason: 'Wrong seva',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(async () => context.close());

  const report = async (name: string, query: string) => {
    const response = await temple.staff.get(`${base}/${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportPage>();
  };
  const tomorrow = `from=${TOMORROW}&to=${TOMORROW}`;

  it('lists what is performed tomorrow, by seva, then star in nakshatra order, then name', async () => {
    const page = await report('performancereport', tomorrow);
    expect(page.total).toBe(5);
    expect(page.items.map((row) => [row.seva, row.devotee, row.star, row.quantity, row.prasadam])).toEqual([
      ['Archana', 'Anil', 'Ashwathy (അശ്വതി)', 1, 'Collect'],
      ['Archana', 'Rama', 'Rohini (രോഹിണി)', 2, 'Collect'],
      ['Archana', 'Beena', 'ShubhaNakshathram (ശുഭനക്ഷത്രം)', 1, 'Collect'],
      ['Palpayasam', 'Devi', 'Bharani (ഭരണി)', 1, 'Collect'],
      ['Palpayasam', 'Sita', 'Rohini (രോഹിണി)', 3, 'Post'],
    ]);
    expect(page.items[0]).toMatchObject({ performDate: TOMORROW, deity: 'Sree Krishna' });
    expect(page.items[0]?.orderNumber).toMatch(/^BKS/);
    expect(page.items[4]?.deity).toBe('Bhagavathy');
    expect(page.totals).toEqual({ quantity: 8 });
    expect(page.subtotals.map(({ group, values }) => [group, values.orders, values.quantity])).toEqual([
      ['Archana', 3, 4],
      ['Palpayasam', 2, 4],
    ]);
  });

  it("goes by the perform date: today's counter bill is today's, its cancelled bill is not", async () => {
    const today = await report('performancereport', `from=${TODAY}&to=${TODAY}`);
    expect(today.items.map((row) => row.devotee)).toEqual(['Lakshmi Menon']);
    const days = await report('performancereport', `from=${TODAY}&to=${inDays(2)}`);
    expect(days.items.map((row) => [row.performDate, row.devotee])).toEqual([
      [TODAY, 'Lakshmi Menon'],
      [TOMORROW, 'Anil'],
      [TOMORROW, 'Rama'],
      [TOMORROW, 'Beena'],
      [TOMORROW, 'Devi'],
      [TOMORROW, 'Sita'],
      [inDays(2), 'Day after'],
    ]);
    // A booking is placed on its order's day: last week's collection has no perform-date rows.
    expect((await report('performancereport', `from=${LAST_WEEK}&to=${LAST_WEEK}`)).total).toBe(0);
  });

  it('filters by seva and by deity, and pages the rows with the totals over all of them', async () => {
    const payasamOnly = await report('performancereport', `${tomorrow}&sevaId=${payasam}`);
    expect(payasamOnly.items.map((row) => row.devotee)).toEqual(['Devi', 'Sita']);
    expect(payasamOnly.totals.quantity).toBe(4);
    const goddess = await report('performancereport', `${tomorrow}&deityId=${deviDeity}`);
    expect(goddess.items.map((row) => row.devotee)).toEqual(['Sita']);
    const krishna = await report('performancereport', `${tomorrow}&deityId=${temple.temple.deityId}`);
    expect(krishna.items.map((row) => row.devotee)).toEqual(['Anil', 'Rama', 'Beena', 'Devi']);
    const paged = await report('performancereport', `${tomorrow}&limit=2&offset=2`);
    expect(paged.items.map((row) => row.devotee)).toEqual(['Beena', 'Devi']);
    expect(paged.total).toBe(5);
    expect(paged.totals.quantity).toBe(8);
  });

  it("gives the priest's worksheet: per seva the names, stars and quantities", async () => {
    const sheet = await report('performance-priest-report', tomorrow);
    expect(sheet.columns.map((column) => column.id)).toEqual([
      'seva',
      'devotee',
      'star',
      'quantity',
      'performDate',
      'recurring',
    ]);
    expect(sheet.items.map((row) => [row.seva, row.devotee, row.quantity])).toEqual([
      ['Archana', 'Anil', 1],
      ['Archana', 'Rama', 2],
      ['Archana', 'Beena', 1],
      ['Palpayasam', 'Devi', 1],
      ['Palpayasam', 'Sita', 3],
    ]);
    expect(sheet.subtotals.map(({ group, values }) => [group, values.orders, values.quantity])).toEqual([
      ['Archana', 3, 4],
      ['Palpayasam', 2, 4],
    ]);
  });

  it('prints the worksheet as a PDF and writes the report as CSV, with the same totals', async () => {
    const pdf = await temple.staff.get(`${base}/performance-priest-report?${tomorrow}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`priest-worksheet-${TOMORROW}-to-${TOMORROW}.pdf`);
    const text = readPdf(pdf.rawPayload).lines.join('\n');
    expect(text).toContain("Priest's worksheet");
    expect(text).toContain(`From ${formatDisplayDate(TOMORROW)} to ${formatDisplayDate(TOMORROW)}`);
    expect(text).toMatch(/Archana.*Rama.*Rohini/);
    expect(text).toMatch(/Total.*8/);
    const csv = await temple.staff.get(`${base}/performancereport?${tomorrow}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Perform date,Seva,Deity,Devotee,Star,Qty,Recurring,Booking No,Prasadam');
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe('Total,,,,,8,,,');
  });

  it('keeps a seva’s materials, checked, and only for the temple’s own sevas', async () => {
    const path = (templeId: number, sevaId: number) =>
      `/api/v1/temples/${templeId}/sevas/${sevaId}/materials`;
    const templeId = temple.temple.id;
    expect((await temple.admin.get(path(templeId, archana))).json<SevaMaterials>().materials).toEqual([]);
    const saved = await temple.admin.put(path(templeId, archana), {
      materials: [
        { name: 'Rice', quantity: 0.25, unit: 'kg' },
        { name: ' Ghee ', quantity: 0.125, unit: 'litre' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SevaMaterials>()).toEqual({
      sevaId: archana,
      sevaName: 'Archana',
      materials: [
        { name: 'Rice', quantity: 0.25, unit: 'kg' },
        { name: 'Ghee', quantity: 0.125, unit: 'litre' },
      ],
    });
    const payasamSaved = await temple.admin.put(path(templeId, payasam), {
      materials: [
        { name: 'Milk', quantity: 1.5, unit: 'litre' },
        { name: 'Sugar', quantity: 0.2, unit: 'kg' },
      ],
    });
    expect(payasamSaved.statusCode, payasamSaved.body).toBe(200);

    const bad = await temple.admin.put(path(templeId, archana), {
      materials: [
        { name: 'Rice', quantity: 0, unit: 'kg' },
        { name: 'rice', quantity: 1.2345, unit: 'KG' },
        { name: '', quantity: 1, unit: '' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'materials.0.quantity', message: 'Enter a quantity above 0' },
        { field: 'materials.1.quantity', message: 'At most 3 decimal places' },
        { field: 'materials.2.name', message: 'Enter a name' },
        { field: 'materials.2.unit', message: 'Enter a unit, such as kg, litre or nos' },
      ]),
    );
    const twice = await temple.admin.put(path(templeId, archana), {
      materials: [
        { name: 'Rice', quantity: 1, unit: 'kg' },
        { name: 'rice', quantity: 2, unit: 'KG' },
      ],
    });
    expect(twice.json().errors).toEqual([{ field: 'materials.1.name', message: 'Each material once' }]);
    // Another temple's seva is not found, even for a user who manages sevas; staff without the right
    // may read the list but not change it.
    expect((await other.staff.put(path(other.temple.id, archana), { materials: [] })).statusCode).toBe(404);
    expect((await other.staff.put(path(templeId, archana), { materials: [] })).statusCode).toBe(403);
    expect((await temple.staff.get(path(templeId, archana))).statusCode).toBe(200);
    expect((await temple.staff.put(path(templeId, archana), { materials: [] })).statusCode).toBe(403);
    // The refused changes left the list as saved.
    expect((await temple.admin.get(path(templeId, archana))).json<SevaMaterials>().materials).toHaveLength(2);
  });

  it('totals the materials the worksheet’s sevas need: quantity per seva × sevas booked', async () => {
    const response = await temple.staff.get(`${base}/performance-priest-report/materials?${tomorrow}`);
    expect(response.statusCode, response.body).toBe(200);
    const materials = response.json<PerformanceMaterials>();
    // Archana: 4 booked (Anil 1, Rama 2, Beena 1); Palpayasam: 4 (Devi 1, Sita 3).
    expect(
      materials.items.map((item) => [item.seva, item.sevasBooked, item.name, item.quantity, item.unit]),
    ).toEqual([
      ['Archana', 4, 'Rice', 1, 'kg'],
      ['Archana', 4, 'Ghee', 0.5, 'litre'],
      ['Palpayasam', 4, 'Milk', 6, 'litre'],
      ['Palpayasam', 4, 'Sugar', 0.8, 'kg'],
    ]);
    const goddess = await temple.staff.get(
      `${base}/performance-priest-report/materials?${tomorrow}&deityId=${deviDeity}`,
    );
    expect(goddess.json<PerformanceMaterials>().items.map((item) => [item.name, item.quantity])).toEqual([
      ['Milk', 4.5],
      ['Sugar', 0.6],
    ]);
    const stranger = await other.staff.get(`${base}/performance-priest-report/materials?${tomorrow}`);
    expect(stranger.statusCode).toBe(403);
    const reversed = await temple.staff.get(
      `${base}/performance-priest-report/materials?from=${TOMORROW}&to=${TODAY}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'to', message: "'to' cannot be before 'from'" }]);
  });

  it('marks the lines of a star series as recurring, in the screens’ rows and in the files', async () => {
    // Issue #19: a monthly series of two paid dates, a yearly one, and a one-off booking on the same day.
    const day = inDays(20);
    const series = async (id: string, every: 'month' | 'year') =>
      context.db.insert(starSeries).values({
        id,
        userId: null,
        templeId: temple.temple.id,
        sevaId: archana,
        starId: 4,
        devoteeName: 'Gopika',
        every,
        malayalamMonth: every === 'year' ? 1 : null,
        occurrences: 2,
      });
    await series('monthly-series', 'month');
    await series('yearly-series', 'year');
    await aLine(
      { sevaId: archana, devoteeName: 'Gopika', performDate: day },
      { starId: 4, starSeriesId: 'monthly-series' },
    );
    await aLine(
      { sevaId: archana, devoteeName: 'Gopika', performDate: inDays(47) },
      { starId: 4, starSeriesId: 'monthly-series' },
    );
    await aLine(
      { sevaId: payasam, devoteeName: 'Hari', performDate: day },
      { starId: 4, starSeriesId: 'yearly-series' },
    );
    await aLine({ sevaId: archana, devoteeName: 'Once only', performDate: day }, { starId: 4 });

    const page = await report('performancereport', `from=${day}&to=${inDays(47)}`);
    expect(page.items.map((row) => [row.performDate, row.devotee, row.recurring])).toEqual([
      [day, 'Gopika', 'Every month'],
      [day, 'Once only', null],
      [day, 'Hari', 'Every year'],
      [inDays(47), 'Gopika', 'Every month'],
    ]);
    const sheet = await report('performance-priest-report', `from=${day}&to=${day}`);
    expect(sheet.items.map((row) => [row.devotee, row.recurring])).toEqual([
      ['Gopika', 'Every month'],
      ['Once only', null],
      ['Hari', 'Every year'],
    ]);
    const csv = await temple.staff.get(`${base}/performancereport?from=${day}&to=${day}&format=csv`);
    const [, gopika, once] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(gopika).toContain('Gopika,Rohini (രോഹിണി),1,Every month,BKS');
    expect(once).toContain('Once only,Rohini (രോഹിണി),1,,BKS');
  });

  it('refuses bad input and another temple’s staff', async () => {
    const reversed = await temple.staff.get(`${base}/performancereport?from=${TOMORROW}&to=${TODAY}`);
    expect(reversed.statusCode).toBe(400);
    const badSeva = await temple.staff.get(`${base}/performancereport?${tomorrow}&sevaId=zero`);
    expect(badSeva.statusCode).toBe(400);
    const status = await temple.staff.get(`${base}/performancereport?${tomorrow}&status=paid`);
    expect(status.statusCode).toBe(400);
    // A filter the report does not take is refused, not silently ignored.
    const paymentMode = await temple.staff.get(`${base}/performancereport?${tomorrow}&paymentMode=1`);
    expect(paymentMode.statusCode).toBe(400);
    expect(paymentMode.json().detail).toBe('The performancereport report takes no paymentMode filter');
    const cashier = await temple.staff.get(`${base}/performance-priest-report?${tomorrow}&staffUserId=1`);
    expect(cashier.json().detail).toBe('The performance-priest-report report takes no staffUserId filter');
    for (const name of ['performancereport', 'performance-priest-report']) {
      const response = await other.staff.get(`${base}/${name}?${tomorrow}`);
      expect(response.statusCode, name).toBe(403);
    }
  });
});
