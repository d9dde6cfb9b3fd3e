import {
  formatDisplayDate,
  PaymentMode,
  REPORT_FORMATS,
  REPORT_GROUPS,
  REPORT_NAMES,
  type ReportList,
  type ReportPage,
  UserType,
} from '@nivedya/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import {
  aLoggedInUser,
  aStaffedTemple,
  insertOrder,
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
 * spec transactionreports and dailyreport (issue #14): a counter closes its day from the paid orders of
 * that temple day, online and at the counter, with a subtotal per cashier and payment mode. Figures are
 * worked out by hand from the bills below.
 */
const YESTERDAY = inDays(-1);

describe('reports: the collection reports', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let reader: StaffedTemple['staff'];
  let base: string;

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['billing', 'reports.read'],
      temple: { name: 'Sree Krishna Temple' },
    });
    reader = temple.staff;
    const other = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    const templeId = temple.temple.id;
    base = `/api/v1/temples/${templeId}/reports`;
    const archana = await insertSeva(context.db, temple.temple, { name: 'Archana', rate: 5_000 });
    const payasam = await insertSeva(context.db, temple.temple, { name: 'Palpayasam', rate: 12_550 });
    const otherSeva = await insertSeva(context.db, other.temple, { name: 'Elsewhere', rate: 99_900 });

    // The staff cashier: cash ₹50 × 2 + ₹11 dakshina; UPI ₹125.50. The administrator: cash ₹125.50 × 3.
    await createBill(reader, templeId, aBill([aBillLine(archana, { quantity: 2 })], { dakshina: 1_100 }));
    await createBill(
      reader,
      templeId,
      aBill([aBillLine(payasam)], { paymentMode: 'upi', paymentReference: 'UPI-1' }),
    );
    await createBill(temple.admin, templeId, aBill([aBillLine(payasam, { quantity: 3 })]));
    // A cancelled bill is not collection.
    const cancelled = await createBill(reader, templeId, aBill([aBillLine(archana)]));
    const cancel = await reader.post(billsPath(templeId, `/${cancelled.id}/cancel`), {
      reason: 'Wrong seva',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Online: one paid (₹50), one still pending, one paid on another day; another temple's bill.
    await insertOrder(context.db, { templeId, sevaId: archana, orderDate: TODAY, rate: 5_000 });
    await insertOrder(context.db, {
      templeId,
      sevaId: archana,
      orderDate: TODAY,
      status: 'pending',
      paymentMode: PaymentMode.BankTransfer,
    });
    await insertOrder(context.db, { templeId, sevaId: archana, orderDate: YESTERDAY });
    await createBill(other.staff, other.temple.id, aBill([aBillLine(otherSeva)]));
  });
  afterAll(async () => context.close());

  const daily = (query = '') => reader.get(`${base}/dailyreport?from=${TODAY}&to=${TODAY}${query}`);

  it('lists the reports the user may open, grouped (transactionreports)', async () => {
    const response = await reader.get(base);
    expect(response.statusCode, response.body).toBe(200);
    const { groups } = response.json<ReportList>();
    expect(groups[0]).toEqual({
      group: 'collection',
      reports: [
        'dailyreport',
        'dailywisereport',
        'seva-wise-report',
        'deity-wise-report',
        'group-wise-report',
        'consolidated-report',
        'dakshina-report',
      ],
    });
    expect(groups.map(({ group }) => group)).toEqual(
      REPORT_GROUPS.filter((group) => groups.some((listed) => listed.group === group)),
    );
    // Referrals bring temples onto the platform: the platform's book, not a temple's.
    expect(groups.flatMap(({ reports }) => reports).sort()).toEqual(
      REPORT_NAMES.filter((name) => name !== 'referance-report').sort(),
    );
  });

  it("closes the day: every paid order, the day's totals, and what each cashier hands over", async () => {
    const response = await daily();
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ReportPage>();
    expect(page.templeName).toBe('Sree Krishna Temple');
    expect(page.total).toBe(4);
    expect(page.items.map((row) => [row.counter, row.paymentMode, row.sevas, row.total])).toEqual([
      [temple.staffUser.userName, PaymentMode.Cash, 2, 11_100],
      [temple.staffUser.userName, PaymentMode.Upi, 1, 12_550],
      [temple.adminUser.userName, PaymentMode.Cash, 3, 37_650],
      ['Online', PaymentMode.Gateway, 1, 5_000],
    ]);
    expect(page.items[0]).toMatchObject({ amount: 10_000, dakshina: 1_100, charges: 0, date: TODAY });
    expect(page.items[0]?.time).toMatch(/^\d\d:\d\d$/);
    expect(page.totals).toEqual({ sevas: 7, amount: 65_200, charges: 0, dakshina: 1_100, total: 66_300 });
    expect(
      page.subtotals.map(({ group, values }) => [group, values.paymentMode, values.orders, values.total]),
    ).toEqual(
      [
        ['Online', PaymentMode.Gateway, 1, 5_000],
        [temple.staffUser.userName, PaymentMode.Cash, 1, 11_100],
        [temple.staffUser.userName, PaymentMode.Upi, 1, 12_550],
        [temple.adminUser.userName, PaymentMode.Cash, 1, 37_650],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
  });

  it('filters by payment mode and by cashier, pages the rows and keeps the totals over all of them', async () => {
    const cash = (await daily(`&paymentMode=${PaymentMode.Cash}`)).json<ReportPage>();
    expect(cash.items.map((row) => row.total)).toEqual([11_100, 37_650]);
    const mine = (await daily(`&staffUserId=${temple.staffUser.id}`)).json<ReportPage>();
    expect(mine.totals.total).toBe(23_650);
    const paged = (await daily('&limit=1&offset=1')).json<ReportPage>();
    expect(paged.items.map((row) => row.total)).toEqual([12_550]);
    expect(paged.total).toBe(4);
    expect(paged.totals.total).toBe(66_300);
  });

  it('writes the same rows and totals as CSV (rupees, dd-MMM-yyyy, payment modes by name) and XLSX', async () => {
    const csv = await daily('&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="daily-collection-${TODAY}-to-${TODAY}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Booking No,Date,Time,Counter,Payment,Devotee,Sevas,Seva amount (₹),Charges (₹),Dakshina (₹),Total (₹)',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(',Cash,');
    expect(lines[1]).toContain(',2,100,0,11,111');
    expect(lines[4]).toContain(',Online,Online payment,');
    expect(lines[5]).toBe('Total,,,,,,7,652,0,11,663');
  });

  it('writes XLSX with the filters above the table, number and date cells and the totals row', async () => {
    const xlsx = await daily(`&format=xlsx&paymentMode=${PaymentMode.Cash}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Daily collection']);
    expect(values(2)).toEqual(['Sree Krishna Temple']);
    expect(values(3)).toEqual([`From ${formatDisplayDate(TODAY)} to ${formatDisplayDate(TODAY)}`]);
    expect(values(4)).toEqual(['Payment: Cash']);
    expect(values(6)[0]).toBe('Booking No');
    const first = values(7);
    expect(first[1]).toEqual(new Date(`${TODAY}T00:00:00Z`));
    expect(first[4]).toBe('Cash');
    expect(first.slice(6)).toEqual([2, 100, 0, 11, 111]);
    expect(sheet.getRow(7).getCell(11).numFmt).toContain('0.00');
    expect(values(9)).toEqual([
      'Total',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      5,
      476.5,
      0,
      11,
      487.5,
    ]);
    expect(sheet.rowCount).toBe(9);
  });

  it('writes a PDF with the temple, the filters, the rows and the same totals as the screen', async () => {
    const pdf = await daily('&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = readPdf(pdf.rawPayload).lines.join('\n');
    expect(text).toContain('Sree Krishna Temple');
    expect(text).toContain('Daily collection');
    expect(text).toContain(`From ${formatDisplayDate(TODAY)} to ${formatDisplayDate(TODAY)}`);
    expect(text).toMatch(/Total.*663\.00/);
    expect(text).toContain('Page 1');
  });

  const report = async (name: string, filters = '') => {
    const response = await reader.get(`${base}/${name}?from=${YESTERDAY}&to=${TODAY}${filters}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportPage>();
  };

  it('splits the same collection by day, by seva, by deity and by group, each adding up to it', async () => {
    const byDay = await report('dailywisereport');
    expect(byDay.items).toEqual([
      {
        date: YESTERDAY,
        bookings: 1,
        online: 5_000,
        counter: 0,
        amount: 5_000,
        charges: 0,
        dakshina: 0,
        total: 5_000,
      },
      {
        date: TODAY,
        bookings: 4,
        online: 5_000,
        counter: 61_300,
        amount: 65_200,
        charges: 0,
        dakshina: 1_100,
        total: 66_300,
      },
    ]);
    expect(byDay.totals.total).toBe(71_300);

    const bySeva = await report('seva-wise-report');
    expect(bySeva.items).toEqual([
      expect.objectContaining({ seva: 'Palpayasam', bookings: 2, quantity: 4, amount: 50_200 }),
      expect.objectContaining({ seva: 'Archana', bookings: 3, quantity: 4, amount: 20_000 }),
    ]);
    expect(bySeva.totals).toEqual({ bookings: 5, quantity: 8, amount: 70_200 });
    // Every collection report takes the daily report's filters: here, the cash taken.
    expect((await report('seva-wise-report', `&paymentMode=${PaymentMode.Cash}`)).items).toEqual([
      expect.objectContaining({ seva: 'Palpayasam', bookings: 1, quantity: 3, amount: 37_650 }),
      expect.objectContaining({ seva: 'Archana', bookings: 1, quantity: 2, amount: 10_000 }),
    ]);
    // Counter bills take the seva's deity; the online bookings made here name none, and are put under "—".
    expect((await report('deity-wise-report')).items).toEqual([
      expect.objectContaining({ deity: 'Sree Krishna', bookings: 3, quantity: 6, amount: 60_200 }),
      expect.objectContaining({ deity: '—', bookings: 2, quantity: 2, amount: 10_000 }),
    ]);
    // Both sevas are in the temple's one group (named "Archana" by the test temple), whoever booked them.
    expect((await report('group-wise-report')).items).toEqual([
      expect.objectContaining({ group: 'Archana', bookings: 5, quantity: 8, amount: 70_200 }),
    ]);
  });

  it('lists the dakshina given, with who took it', async () => {
    const dakshina = await report('dakshina-report');
    expect(dakshina.items).toEqual([
      expect.objectContaining({
        counter: temple.staffUser.userName,
        paymentMode: PaymentMode.Cash,
        devotee: 'Lakshmi Menon',
        dakshina: 1_100,
      }),
    ]);
    expect(dakshina.totals).toEqual({ dakshina: 1_100 });
  });

  it('consolidates online and counter collection per payment mode for the temple (consolidated-report)', async () => {
    const page = (
      await reader.get(`${base}/consolidated-report?from=${TODAY}&to=${TODAY}`)
    ).json<ReportPage>();
    expect(page.items.map((row) => [row.source, row.paymentMode, row.bookings, row.total])).toEqual([
      ['Online', PaymentMode.Gateway, 1, 5_000],
      ['Counter', PaymentMode.Cash, 2, 48_750],
      ['Counter', PaymentMode.Upi, 1, 12_550],
    ]);
    expect(page.totals).toEqual({ bookings: 4, amount: 65_200, charges: 0, dakshina: 1_100, total: 66_300 });
    expect(page.subtotals).toEqual([
      { group: 'Sree Krishna Temple', values: expect.objectContaining({ orders: 3, total: 66_300 }) },
    ]);
  });

  it('lets an administrator read the consolidated report across temples, and other reports one temple at a time', async () => {
    const { client: admin } = await aLoggedInUser(context.app, context.db, { userType: UserType.Admin });
    const list = await admin.get('/api/v1/reports');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ReportList>().acrossTemples).toEqual(['consolidated-report', 'enquiry-report']);
    const across = await admin.get(`/api/v1/reports/consolidated-report?from=${TODAY}&to=${TODAY}`);
    expect(across.statusCode, across.body).toBe(200);
    const page = across.json<ReportPage>();
    expect(page.templeId).toBeNull();
    expect(page.templeName).toBe('All temples');
    const totalOf = (name: string) => page.subtotals.find((line) => line.group === name)?.values.total;
    expect(totalOf('Sree Krishna Temple')).toBe(66_300);
    expect(page.subtotals.length).toBeGreaterThanOrEqual(2);
    expect(page.totals.total).toBe(page.subtotals.reduce((sum, line) => sum + Number(line.values.total), 0));
    const oneTemple = await admin.get(
      `/api/v1/reports/dailyreport?from=${TODAY}&to=${TODAY}&templeId=${temple.temple.id}`,
    );
    expect(oneTemple.json<ReportPage>().totals.total).toBe(66_300);
    const unscoped = await admin.get(`/api/v1/reports/dailyreport?from=${TODAY}&to=${TODAY}`);
    expect(unscoped.statusCode).toBe(400);
    expect(unscoped.json().detail).toBe(
      'Choose a temple: the dailyreport report is read one temple at a time',
    );
    const xlsx = await admin.get(`/api/v1/reports/consolidated-report?from=${TODAY}&to=${TODAY}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(
      (await reader.get(`/api/v1/reports/consolidated-report?from=${TODAY}&to=${TODAY}`)).statusCode,
    ).toBe(403);
  });

  it('opens the order lines behind a row (report-details-page), as a page and as a file', async () => {
    const bySeva = (
      await reader.get(`${base}/seva-wise-report?from=${TODAY}&to=${TODAY}`)
    ).json<ReportPage>();
    const payasam = bySeva.items.find((row) => row.seva === 'Palpayasam');
    expect(payasam).toMatchObject({ bookings: 2, quantity: 4, amount: 50_200 });
    const details = await reader.get(
      `${base}/seva-wise-report/details?from=${TODAY}&to=${TODAY}&sevaId=${payasam?.sevaId}`,
    );
    expect(details.statusCode, details.body).toBe(200);
    const lines = details.json<ReportPage>();
    expect(lines.items.map((line) => [line.seva, line.counter, line.paymentMode, line.quantity])).toEqual([
      ['Palpayasam', temple.staffUser.userName, PaymentMode.Upi, 1],
      ['Palpayasam', temple.adminUser.userName, PaymentMode.Cash, 3],
    ]);
    expect(lines.totals).toEqual({ quantity: 4, amount: 50_200 });

    // The consolidated report's counter cash row: its orders' lines, the two cash bills.
    const cash = await reader.get(
      `${base}/consolidated-report/details?from=${TODAY}&to=${TODAY}&orderType=1&paymentMode=${PaymentMode.Cash}`,
    );
    expect(cash.json<ReportPage>().totals).toEqual({ quantity: 5, amount: 47_650 });
    const csv = await reader.get(
      `${base}/consolidated-report/details?from=${TODAY}&to=${TODAY}&orderType=1&format=csv`,
    );
    expect(csv.headers['content-disposition']).toContain('consolidated-details-');
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('Total,,,,,,,,,6,602.00'.replace('602.00', '602'));

    expect((await reader.get(`${base}/sms-report/details?from=${TODAY}&to=${TODAY}`)).statusCode).toBe(404);
    expect(
      (await reader.get(`${base}/seva-wise-report/details?from=${TODAY}&to=${TODAY}&orderType=2`)).statusCode,
    ).toBe(400);
    const stranger = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    expect(
      (await stranger.staff.get(`${base}/seva-wise-report/details?from=${TODAY}&to=${TODAY}`)).statusCode,
    ).toBe(403);
  });

  it('refuses a reversed or over-long range and an unknown report, and staff without the right', async () => {
    const reversed = await reader.get(`${base}/dailyreport?from=${TODAY}&to=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'to', message: "'to' cannot be before 'from'" }]);
    const long = await reader.get(`${base}/dailyreport?from=2029-01-01&to=2030-12-31`);
    expect(long.statusCode).toBe(400);
    expect((await reader.get(`${base}/nosuchreport?from=${TODAY}&to=${TODAY}`)).statusCode).toBe(400);
    expect((await reader.get(`${base}/dailyreport?from=${TODAY}&to=${TODAY}&colour=red`)).statusCode).toBe(
      400,
    );
    const withoutRight = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    const refused = await withoutRight.staff.get(
      `/api/v1/temples/${withoutRight.temple.id}/reports/dailyreport?from=${TODAY}&to=${TODAY}`,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("never shows another temple's rows: its staff are refused, in JSON and in files", async () => {
    const stranger = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    for (const name of REPORT_NAMES) {
      for (const format of REPORT_FORMATS) {
        const response = await stranger.staff.get(
          `${base}/${name}?from=${TODAY}&to=${TODAY}&format=${format}`,
        );
        expect(response.statusCode, `${name} ${format}`).toBe(403);
      }
    }
  });
});
