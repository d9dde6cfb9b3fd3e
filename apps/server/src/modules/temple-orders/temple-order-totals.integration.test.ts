import { formatDisplayDate, PaymentMode, type TempleOrderList } from '@nivedya/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeva } from '../../test/booking-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { insertOrder } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { anOrdersTemple, type OrdersTemple } from './temple-order-builders.ts';

const FIRST = '2026-05-01';
const SECOND = '2026-05-02';

/**
 * transaction's totals and files (issue #14 §2). By hand, on the 1st: paid ₹100 (2 × ₹50), pending
 * bank transfer ₹30, refunded ₹70, cancelled ₹20; on the 2nd: paid cash ₹40. Taken: ₹100 + ₹40 = ₹140;
 * the refunded, pending and cancelled orders are counted in their statuses but are not money.
 */
describe('transaction totals and files', () => {
  let context: TestContext;
  let at: OrdersTemple;
  let elsewhere: OrdersTemple;
  const numbers: string[] = [];

  const path = (query: string) => `/api/v1/temples/${at.templeId}/orders${query}`;
  const list = async (query: string) => {
    const response = await at.clerk.get(path(query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TempleOrderList>();
  };
  const file = async (query: string) => {
    const response = await at.clerk.get(path(query));
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const byStatus = (counts: Partial<TempleOrderList['totals']['byStatus']>) => ({
    pending: 0,
    paid: 0,
    failed: 0,
    expired: 0,
    cancelled: 0,
    refunded: 0,
    due: 0,
    ...counts,
  });

  beforeAll(async () => {
    context = await createTestContext();
    at = await anOrdersTemple(context);
    elsewhere = await anOrdersTemple(context, { name: 'Other Temple' });
    const sevaId = await insertSeva(context.db, at.temple, { name: 'Pushpanjali' });
    const templeId = at.templeId;
    for (const spec of [
      { quantity: 2, devoteeName: 'Ravi Menon' },
      { rate: 3_000, status: 'pending', paymentMode: PaymentMode.BankTransfer, devoteeName: 'Meera Nair' },
      { rate: 7_000, status: 'refunded', devoteeName: 'Raman' },
      { rate: 2_000, status: 'cancelled', devoteeName: 'Sita' },
      {
        rate: 4_000,
        orderDate: SECOND,
        paymentMode: PaymentMode.Cash,
        isVerified: true,
        devoteeName: 'Gopal',
      },
    ] as const) {
      numbers.push(
        (await insertOrder(context.db, { templeId, sevaId, orderDate: FIRST, ...spec })).orderNumber,
      );
    }
    const theirs = await insertSeva(context.db, elsewhere.temple, { name: 'Their Archana' });
    await insertOrder(context.db, {
      templeId: elsewhere.templeId,
      sevaId: theirs,
      orderDate: FIRST,
      rate: 99_900,
    });
  });
  afterAll(async () => context.close());

  it('adds up every order the filters select, not only the page: the paid money and each status', async () => {
    const page = await list('?limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
    expect(page.totals).toEqual({
      orders: 5,
      paidAmount: 14_000,
      byStatus: byStatus({ paid: 2, pending: 1, refunded: 1, cancelled: 1 }),
    });
  });

  it.each([
    [
      "the day's",
      `?from=${FIRST}&to=${FIRST}`,
      {
        orders: 4,
        paidAmount: 10_000,
        byStatus: byStatus({ paid: 1, pending: 1, refunded: 1, cancelled: 1 }),
      },
    ],
    ['the refunded', '?status=refunded', { orders: 1, paidAmount: 0, byStatus: byStatus({ refunded: 1 }) }],
    [
      'the bank transfers',
      `?paymentMode=${PaymentMode.BankTransfer}`,
      { orders: 1, paidAmount: 0, byStatus: byStatus({ pending: 1 }) },
    ],
    ['the verified', '?isVerified=true', { orders: 1, paidAmount: 4_000, byStatus: byStatus({ paid: 1 }) }],
    ['a search', '?q=ravi', { orders: 1, paidAmount: 10_000, byStatus: byStatus({ paid: 1 }) }],
  ])('totals %s orders', async (_which, query, totals) => {
    const page = await list(query);
    expect(page.totals).toEqual(totals);
    expect(page.total).toBe(totals.orders);
  });

  it('writes every selected order to CSV, newest first, with the paid total and the status counts', async () => {
    const lines = (await file('?format=csv&limit=1')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Booking no,Date,Time,Type,Booked by,Mobile,Sevas,Payment,Status,Verified,Amount');
    expect(lines).toHaveLength(7);
    const cells = lines.slice(1, 6).map((line) => line.split(','));
    expect(cells.map((row) => row[0])).toEqual([...numbers].reverse());
    expect(cells[0]).toEqual([
      numbers[4],
      formatDisplayDate(SECOND),
      expect.stringMatching(/^\d\d:\d\d$/),
      'Online',
      'Gopal',
      '',
      'Archana',
      'Cash',
      'paid',
      'Yes',
      '40',
    ]);
    expect(cells[3]?.slice(7)).toEqual(['Bank transfer', 'pending', 'No', '30']);
    expect(lines[6]).toBe('Paid total,,,,,,"5 orders: 1 pending, 2 paid, 1 cancelled, 1 refunded",,,,140');
  });

  it('writes the XLSX with the filters, date and money cells and the totals row', async () => {
    const response = await file(`?format=xlsx&from=${FIRST}&to=${FIRST}&status=refunded`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${FIRST}-to-${FIRST}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Transactions']);
    expect(values(2)).toEqual(['Sree Krishna Temple']);
    expect(values(3)).toEqual([`From ${formatDisplayDate(FIRST)} to ${formatDisplayDate(FIRST)}`]);
    expect(values(4)).toEqual(['Status: refunded']);
    expect(values(6)[0]).toBe('Booking no');
    expect(values(7)[0]).toBe(numbers[2]);
    expect(values(7)[1]).toEqual(new Date(`${FIRST}T00:00:00Z`));
    expect(values(7)[10]).toBe(70);
    expect(values(8)[0]).toBe('Paid total');
    expect(values(8)[6]).toBe('1 orders: 1 refunded');
    expect(values(8)[10]).toBe(0);
    expect(sheet.rowCount).toBe(8);
  });

  it('prints a PDF with the temple, the filters, the orders and the same totals', async () => {
    const response = await file(`?format=pdf&from=${FIRST}&to=${FIRST}`);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = readPdf(response.rawPayload).lines.join('\n');
    expect(text).toContain('Sree Krishna Temple');
    expect(text).toContain('Transactions');
    for (const number of numbers.slice(0, 4)) expect(text).toContain(number);
    expect(text).not.toContain(numbers[4]);
    // The status counts wrap in their cell, beside the paid total.
    expect(text).toMatch(/Paid total4 orders: 1 pending, 1 paid, 1100\.00\ncancelled, 1 refunded/);
  });

  it.each(['json', 'csv', 'xlsx', 'pdf'])(
    "refuses another temple's staff the %s list (403)",
    async (format) => {
      expect((await elsewhere.clerk.get(path(`?format=${format}`))).statusCode).toBe(403);
      expect((await elsewhere.admin.get(path(`?format=${format}`))).statusCode).toBe(403);
    },
  );

  it("gives a temple's staff only their own orders in a file", async () => {
    const csv = await elsewhere.clerk.get(`/api/v1/temples/${elsewhere.templeId}/orders?format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('Paid total,,,,,,1 orders: 1 paid,,,,999');
    for (const number of numbers) expect(csv.body).not.toContain(number);
  });
});
