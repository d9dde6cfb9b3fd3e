import { type CounterBillList, formatDisplayDate } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temples } from '../../db/schema/index.ts';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { aStaffedTemple, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { aBill, aBillLine, billsPath, createBill, inDays, TODAY } from './counter-test-builders.ts';

/**
 * bill-list's totals and files (issue #14 §2): four bills, one of them cancelled, one on the next day.
 * By hand: 1 cash 2 × ₹50 + ₹10 dakshina = ₹110; 2 UPI ₹300; 3 card ₹50 + ₹5 dakshina = ₹55, cancelled;
 * 4 (tomorrow) cash ₹50. Collected: ₹110 + ₹300 + ₹50 = ₹460, of which seva ₹450 and dakshina ₹10.
 */
describe('bill-list totals and files', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let other: StaffedTemple;
  const numbers: string[] = [];
  let templeName = '';

  const list = async (query: string) => {
    const response = await temple.staff.get(billsPath(temple.temple.id, query));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CounterBillList>();
  };
  const file = async (query: string) => {
    const response = await temple.staff.get(billsPath(temple.temple.id, query));
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const csvLines = async (query: string) =>
    (await file(query)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  beforeAll(async () => {
    context = await createTestContext();
    context.clock.now = BOOKING_NOW;
    temple = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    other = await aStaffedTemple(context.app, context.db, { rights: ['billing'] });
    const archana = await insertSeva(context.db, temple.temple, { name: 'Archana', rate: 5_000 });
    const homam = await insertSeva(context.db, temple.temple, { name: 'Homam', rate: 30_000 });
    const t = temple.temple.id;
    const [row] = await context.db.select({ name: temples.name }).from(temples).where(eq(temples.id, t));
    templeName = row!.name;
    const bills = [
      await createBill(temple.staff, t, aBill([aBillLine(archana, { quantity: 2 })], { dakshina: 1_000 })),
      await createBill(
        temple.staff,
        t,
        aBill([aBillLine(homam, { devoteeName: 'Raman Nair' })], {
          paymentMode: 'upi',
          paymentReference: '412345678901',
        }),
      ),
      await createBill(
        temple.staff,
        t,
        aBill([aBillLine(archana, { devoteeName: 'Sita Devi' })], { paymentMode: 'card', dakshina: 500 }),
      ),
    ];
    const cancel = await temple.staff.post(billsPath(t, `/${bills[2]!.id}/cancel`), { reason: 'Mistake' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    context.clock.now = new Date(BOOKING_NOW.getTime() + 86_400_000);
    bills.push(
      await createBill(
        temple.staff,
        t,
        aBill([aBillLine(archana, { devoteeName: 'Gopal', performDate: inDays(1) })]),
      ),
    );
    numbers.push(...bills.map((bill) => bill.orderNumber));
    expect(bills.map((bill) => bill.totalAmount)).toEqual([11_000, 30_000, 5_500, 5_000]);
    // Another temple's bill, never in this temple's totals or files.
    const theirs = await insertSeva(context.db, other.temple, { name: 'Their Archana', rate: 99_900 });
    await createBill(other.staff, other.temple.id, aBill([aBillLine(theirs, { performDate: inDays(1) })]));
  });
  afterAll(async () => context.close());

  it('adds up every bill the filters select, not only the page; a cancelled bill is counted, not collected', async () => {
    const page = await list('?limit=1');
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({
      bills: 4,
      paidBills: 3,
      cancelledBills: 1,
      sevaAmount: 45_000,
      dakshinaAmount: 1_000,
      collected: 46_000,
    });
  });

  it.each([
    [
      "the day's",
      `?fromDate=${TODAY}&toDate=${TODAY}`,
      {
        bills: 3,
        paidBills: 2,
        cancelledBills: 1,
        sevaAmount: 40_000,
        dakshinaAmount: 1_000,
        collected: 41_000,
      },
    ],
    [
      'cash',
      '?paymentMode=cash',
      {
        bills: 2,
        paidBills: 2,
        cancelledBills: 0,
        sevaAmount: 15_000,
        dakshinaAmount: 1_000,
        collected: 16_000,
      },
    ],
    [
      'the cancelled',
      '?status=cancelled',
      { bills: 1, paidBills: 0, cancelledBills: 1, sevaAmount: 0, dakshinaAmount: 0, collected: 0 },
    ],
    [
      'none',
      '?q=nobody',
      { bills: 0, paidBills: 0, cancelledBills: 0, sevaAmount: 0, dakshinaAmount: 0, collected: 0 },
    ],
  ])('totals %s bills', async (_which, query, totals) => {
    const page = await list(query);
    expect(page.totals).toEqual(totals);
    expect(page.total).toBe(totals.bills);
  });

  it('writes every selected bill to CSV, newest first, with the collected totals row', async () => {
    const lines = await csvLines('?format=csv&limit=1');
    expect(lines[0]).toBe(
      'Bill no,Date,Time,Devotees,Mobile,Paid by,Reference,Poojas,Status,Seva amount,Dakshina,Total,Billed by',
    );
    expect(lines).toHaveLength(6);
    const staff = temple.staffUser.userName;
    expect(lines[1]).toBe(
      `${numbers[3]},${formatDisplayDate(inDays(1))},08:30,Gopal,,Cash,,1,paid,50,0,50,${staff}`,
    );
    expect(lines[2]).toBe(
      `${numbers[2]},${formatDisplayDate(TODAY)},08:30,Sita Devi,,Card,,1,cancelled,50,5,55,${staff}`,
    );
    expect(lines[3]).toBe(
      `${numbers[1]},${formatDisplayDate(TODAY)},08:30,Raman Nair,,UPI,412345678901,1,paid,300,0,300,${staff}`,
    );
    expect(lines[4]).toBe(
      `${numbers[0]},${formatDisplayDate(TODAY)},08:30,Lakshmi Menon,,Cash,,2,paid,100,10,110,${staff}`,
    );
    expect(lines[5]).toBe('Collected,,,"4 bills: 3 paid, 1 cancelled",,,,,,450,10,460,');
  });

  it('writes the filters into the XLSX above the table, with number and date cells', async () => {
    const response = await file(`?format=xlsx&fromDate=${TODAY}&toDate=${TODAY}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="counter-bills-${TODAY}-to-${TODAY}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Counter bills']);
    expect(values(2)).toEqual([templeName]);
    expect(values(3)).toEqual([`From ${formatDisplayDate(TODAY)} to ${formatDisplayDate(TODAY)}`]);
    expect(values(5)[0]).toBe('Bill no');
    expect(values(6)[0]).toBe(numbers[2]);
    expect(values(6)[1]).toEqual(new Date(`${TODAY}T00:00:00Z`));
    expect(values(6).slice(7, 12)).toEqual([1, 'cancelled', 50, 5, 55]);
    expect(values(9)).toEqual([
      'Collected',
      undefined,
      undefined,
      '3 bills: 2 paid, 1 cancelled',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      400,
      10,
      410,
    ]);
    expect(sheet.rowCount).toBe(9);
  });

  it('prints a PDF with the temple, the filters, the bills and the same totals', async () => {
    const response = await file('?format=pdf&paymentMode=cash');
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = readPdf(response.rawPayload).lines.join('\n');
    expect(text).toContain(templeName);
    expect(text).toContain('Counter bills');
    expect(text).toContain('Paid by: cash');
    expect(text).toContain(numbers[0]);
    expect(text).toContain(numbers[3]);
    expect(text).not.toContain(numbers[1]);
    expect(text).toMatch(/Collected.*2 bills: 2 paid, 0 cancelled.*150\.00.*10\.00.*160\.00/);
  });

  it.each(['json', 'csv', 'xlsx', 'pdf'])(
    "refuses another temple's staff, and staff without billing, the %s list (403)",
    async (format) => {
      const path = billsPath(temple.temple.id, `?format=${format}`);
      expect((await other.staff.get(path)).statusCode).toBe(403);
      const unentitled = await aStaffedTemple(context.app, context.db, { rights: [] });
      expect(
        (await unentitled.staff.get(billsPath(unentitled.temple.id, `?format=${format}`))).statusCode,
      ).toBe(403);
    },
  );

  it("gives a temple's staff only their own bills in every file", async () => {
    const csv = await other.staff.get(billsPath(other.temple.id, '?format=csv'));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('Collected,,,"1 bills: 1 paid, 0 cancelled",,,,,,999,0,999,');
    for (const number of numbers) expect(csv.body).not.toContain(number);
  });

  it('refuses an unknown format (400)', async () => {
    const response = await temple.staff.get(billsPath(temple.temple.id, '?format=docx'));
    expect(response.statusCode).toBe(400);
  });
});
