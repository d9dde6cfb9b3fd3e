import { PaymentMode, type ReportList, type ReportPage, UserType } from '@nivedya/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, referrals, temples } from '../../db/schema/index.ts';
import { insertUser, logInAs } from '../../test/account-builders.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/**
 * The money reports of issue #14 (gstreport, payment-failed-report, payment-pendingreport) and the
 * platform's referance-report, against figures worked out by hand from the orders below. The temple is
 * in Asia/Kolkata (UTC+5:30).
 */
const RANGE = 'from=2026-10-01&to=2026-11-30';
const PLATFORM_GSTIN = '29BBBBB1111B1Z6';

describe('reports: the money reports', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let reader: TestClient;
  let administrator: TestClient;
  let base: string;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestContext({ platformGstin: PLATFORM_GSTIN });
    temple = await aStaffedTemple(context.app, context.db, {
      rights: ['reports.read'],
      temple: { name: 'Sree Krishna Temple' },
    });
    reader = temple.staff;
    administrator = await logInAs(context.app, await insertUser(context.db, { userType: UserType.Admin }));
    const templeId = temple.temple.id;
    base = `/api/v1/temples/${templeId}/reports`;
    const sevaId = await insertSeva(context.db, temple.temple, { name: 'Archana', rate: 5_000 });

    const order = async (
      name: string,
      spec: Partial<Parameters<typeof insertOrder>[1]>,
      changes: Partial<typeof orders.$inferInsert> = {},
    ) => {
      const made = await insertOrder(context.db, { templeId, sevaId, ...spec });
      if (Object.keys(changes).length > 0) {
        await context.db.update(orders).set(changes).where(eq(orders.id, made.orderId));
      }
      numbers[name] = made.orderNumber;
      return made.orderId;
    };
    const payment = async (values: Partial<typeof payments.$inferInsert>) => {
      const [row] = await context.db
        .insert(payments)
        .values({ gateway: 'demo', amount: 0, ...values })
        .returning({ id: payments.id });
      return row!.id;
    };

    // GST: ₹10 charge with ₹0.90 + ₹0.90 in October; ₹25.50 with ₹2.30 + ₹2.30 in November.
    await order('octoberCharge', { orderDate: '2026-10-30' }, { serviceCharge: 1_000, gstCharge: 180 });
    await order('novemberCharge', { orderDate: '2026-11-02' }, { serviceCharge: 2_550, gstCharge: 460 });
    // Not GST: a refunded order (its charge went back), a counter bill (no charge), another temple's.
    await order(
      'refunded',
      { orderDate: '2026-11-02', status: 'refunded' },
      { serviceCharge: 500, gstCharge: 90 },
    );
    await order('counter', { orderDate: '2026-11-02', paymentMode: PaymentMode.Cash }, { type: 1 });
    const other = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    await insertOrder(context.db, {
      templeId: other.temple.id,
      sevaId: await insertSeva(context.db, other.temple, { name: 'Elsewhere', rate: 1_000 }),
      orderDate: '2026-11-02',
      status: 'failed',
    });

    // Failed: the gateway declined a card; a hold ran out before the devotee paid.
    await order(
      'declined',
      { orderDate: '2026-11-02', status: 'failed', mobile: '9447012345' },
      {
        serviceCharge: 300,
        gstCharge: 54,
        totalAmount: 5_354,
        createdAt: new Date('2026-11-02T04:30:00Z'),
        paymentId: await payment({
          gatewayOrderId: 'order_demo_1',
          gatewayPaymentId: 'pay_demo_1',
          status: 'failed',
          errorDescription: 'Card declined',
        }),
      },
    );
    await order(
      'expired',
      { orderDate: '2026-11-01', status: 'expired', rate: 12_550 },
      {
        reason: 'The hold ran out before payment',
        createdAt: new Date('2026-11-01T12:00:00Z'),
        paymentId: await payment({ gatewayOrderId: 'order_demo_2', status: 'expired' }),
      },
    );

    // Pending: a checkout still holding its place, a bank transfer not yet verified; a verified one is paid.
    await order(
      'holding',
      { orderDate: '2026-11-02', status: 'pending' },
      { holdExpiresAt: new Date('2026-11-02T05:00:00Z') },
    );
    await order(
      'unverified',
      { orderDate: '2026-11-01', status: 'pending', paymentMode: PaymentMode.BankTransfer, rate: 20_000 },
      { holdExpiresAt: new Date('2026-11-04T06:30:00Z') },
    );
    await order(
      'verified',
      { orderDate: '2026-11-01', paymentMode: PaymentMode.BankTransfer, isVerified: true },
      {},
    );
    // The age is counted from the database's clock: 26½ and 50 hours ago.
    await context.db.execute(
      sql`update orders set created_at = now() - interval '26 hours 30 minutes' where order_number = ${numbers.holding}`,
    );
    await context.db.execute(
      sql`update orders set created_at = now() - interval '50 hours' where order_number = ${numbers.unverified}`,
    );
  });
  afterAll(async () => context.close());

  const read = async (client: TestClient, name: string, filters = '') => {
    const response = await client.get(`${base}/${name}?${RANGE}${filters}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportPage>();
  };

  it('gstreport: the service charge and its SGST and CGST per paid order, subtotalled per month', async () => {
    const page = await read(reader, 'gstreport');
    expect(page.items).toEqual([
      {
        orderNumber: numbers.octoberCharge,
        date: '2026-10-30',
        serviceCharge: 1_000,
        sgst: 90,
        cgst: 90,
        gst: 180,
      },
      {
        orderNumber: numbers.novemberCharge,
        date: '2026-11-02',
        serviceCharge: 2_550,
        sgst: 230,
        cgst: 230,
        gst: 460,
      },
    ]);
    expect(page.totals).toEqual({ serviceCharge: 3_550, sgst: 320, cgst: 320, gst: 640 });
    expect(page.subtotals).toEqual([
      { group: '2026-10', values: { orders: 1, serviceCharge: 1_000, sgst: 90, cgst: 90, gst: 180 } },
      { group: '2026-11', values: { orders: 1, serviceCharge: 2_550, sgst: 230, cgst: 230, gst: 460 } },
    ]);
    const november = await read(reader, 'gstreport', '&limit=1&offset=1');
    expect(november.items.map((row) => row.orderNumber)).toEqual([numbers.novemberCharge]);
    expect(november.totals.gst).toBe(640);
  });

  it("the temple administrator sets the temple's GSTIN, checked, and the GST files print both GSTINs", async () => {
    const profile = `/api/v1/temples/${temple.temple.id}/profile`;
    const bad = await temple.admin.patch(profile, { gstin: '32AAAA0000A1Z5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'gstin', message: 'Enter the 15-character GSTIN, e.g. 32AAAAA0000A1Z5' },
    ]);
    const saved = await temple.admin.patch(profile, { gstin: ' 32aaaaa0000a1z5 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().gstin).toBe('32AAAAA0000A1Z5');

    const xlsx = await reader.get(`${base}/gstreport?${RANGE}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect([1, 2, 3, 4, 5].map((row) => values(row)[0])).toEqual([
      'GST on service charges',
      'Sree Krishna Temple',
      'From 01-Oct-2026 to 30-Nov-2026',
      'Temple GSTIN: 32AAAAA0000A1Z5',
      `Nivedya GSTIN: ${PLATFORM_GSTIN}`,
    ]);
    expect(values(7)).toEqual([
      'Booking No',
      'Date',
      'Taxable service charge (₹)',
      'SGST 9% (₹)',
      'CGST 9% (₹)',
      'Total GST (₹)',
    ]);
    expect(values(10)[0]).toBe('Total');
    expect(values(10).slice(2)).toEqual([35.5, 3.2, 3.2, 6.4]);

    const csv = await reader.get(`${base}/gstreport?${RANGE}&format=csv`);
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('Total,,35.5,3.2,3.2,6.4');

    // Cleared, the temple's line goes; the platform's stays.
    expect((await temple.admin.patch(profile, { gstin: '' })).json().gstin).toBeNull();
    const [row] = await context.db
      .select({ gstin: temples.gstin })
      .from(temples)
      .where(eq(temples.id, temple.temple.id));
    expect(row?.gstin).toBeNull();
  });

  it('payment-failed-report: failed and expired checkouts with who, how much, the reference and why', async () => {
    const page = await read(reader, 'payment-failed-report');
    expect(page.items).toEqual([
      {
        orderNumber: numbers.expired,
        date: '2026-11-01',
        time: '17:30',
        status: 'expired',
        devotee: 'Lakshmi Menon',
        mobile: null,
        paymentMode: PaymentMode.Gateway,
        total: 12_550,
        gatewayReference: 'order_demo_2',
        reason: 'The hold ran out before payment',
      },
      {
        orderNumber: numbers.declined,
        date: '2026-11-02',
        time: '10:00',
        status: 'failed',
        devotee: 'Lakshmi Menon',
        mobile: '9447012345',
        paymentMode: PaymentMode.Gateway,
        total: 5_354,
        gatewayReference: 'pay_demo_1',
        reason: 'Card declined',
      },
    ]);
    expect(page.totals).toEqual({ total: 17_904 });
    const expired = await read(reader, 'payment-failed-report', '&status=expired');
    expect(expired.items.map((row) => row.orderNumber)).toEqual([numbers.expired]);
    expect(expired.totals).toEqual({ total: 12_550 });
    const wrong = await reader.get(`${base}/payment-failed-report?${RANGE}&status=paid`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('status must be one of failed, expired');
  });

  it('payment-pendingreport: holds still open and bank transfers not verified, with their expiry and age', async () => {
    const page = await read(reader, 'payment-pendingreport');
    expect(page.items).toEqual([
      expect.objectContaining({
        orderNumber: numbers.unverified,
        date: '2026-11-01',
        status: 'unverified',
        paymentMode: PaymentMode.BankTransfer,
        total: 20_000,
        holdExpires: '04-Nov-2026 12:00',
        ageHours: '50',
      }),
      expect.objectContaining({
        orderNumber: numbers.holding,
        date: '2026-11-02',
        status: 'holding',
        paymentMode: PaymentMode.Gateway,
        total: 5_000,
        holdExpires: '02-Nov-2026 10:30',
        ageHours: '26',
      }),
    ]);
    expect(page.totals).toEqual({ total: 25_000 });
    const unverified = await read(reader, 'payment-pendingreport', '&status=unverified');
    expect(unverified.items.map((row) => row.orderNumber)).toEqual([numbers.unverified]);
    const byGateway = await read(reader, 'payment-pendingreport', `&paymentMode=${PaymentMode.Gateway}`);
    expect(byGateway.totals).toEqual({ total: 5_000 });
    expect((await reader.get(`${base}/payment-pendingreport?${RANGE}&status=failed`)).statusCode).toBe(400);
  });

  it("referance-report: the platform's referrals, by the temple's days, for administrators only", async () => {
    const devotee = await insertUser(context.db, { userName: 'Anil Kumar', mobile: '9847011111' });
    const refer = (createdAt: string, templeName: string, status = 'new') =>
      context.db.insert(referrals).values({
        referrerUserId: devotee.id,
        templeName,
        place: 'Kottayam',
        contactPerson: 'Secretary',
        mobile: '9447099999',
        status,
        createdAt: new Date(createdAt),
      });
    // 09:30 on 2 November in India; 00:30 on 1 November (31 October in UTC); 23:30 on 31 October.
    await refer('2026-11-02T04:00:00Z', 'Sree Durga Temple', 'contacted');
    await refer('2026-10-31T19:00:00Z', 'Sree Ayyappa Temple');
    await refer('2026-10-31T18:00:00Z', 'Too early Temple');

    const response = await administrator.get(`${base}/referance-report?from=2026-11-01&to=2026-11-02`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ReportPage>();
    expect(page.items).toEqual([
      {
        date: '2026-11-01',
        time: '00:30',
        referredBy: 'Anil Kumar',
        referrerMobile: '9847011111',
        referredTemple: 'Sree Ayyappa Temple',
        place: 'Kottayam',
        contactPerson: 'Secretary',
        mobile: '9447099999',
        status: 'new',
        remarks: null,
      },
      expect.objectContaining({ date: '2026-11-02', time: '09:30', referredTemple: 'Sree Durga Temple' }),
    ]);
    expect(page.total).toBe(2);
    const contacted = await administrator.get(
      `${base}/referance-report?from=2026-11-01&to=2026-11-02&status=contacted`,
    );
    expect(contacted.json<ReportPage>().items.map((row) => row.referredTemple)).toEqual([
      'Sree Durga Temple',
    ]);

    // A referral is no temple's: the temple's own readers are refused it, in JSON and in files.
    for (const format of ['json', 'csv', 'xlsx', 'pdf']) {
      const refused = await reader.get(`${base}/referance-report?${RANGE}&format=${format}`);
      expect(refused.statusCode, format).toBe(403);
    }
    const listed = (list: ReportList) => list.groups.flatMap((group) => group.reports);
    expect(listed((await reader.get(base)).json<ReportList>())).not.toContain('referance-report');
    expect(listed((await administrator.get(base)).json<ReportList>())).toContain('referance-report');
  });

  it("lists the money reports, refuses another temple's staff and bad input", async () => {
    const groups = (await reader.get(base)).json<ReportList>().groups;
    expect(groups.find((group) => group.group === 'money')?.reports).toEqual(
      expect.arrayContaining(['gstreport', 'payment-failed-report', 'payment-pendingreport']),
    );
    const stranger = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    for (const name of ['gstreport', 'payment-failed-report', 'payment-pendingreport']) {
      expect((await stranger.staff.get(`${base}/${name}?${RANGE}`)).statusCode, name).toBe(403);
      expect((await reader.get(`${base}/${name}?from=2026-11-30&to=2026-10-01`)).statusCode, name).toBe(400);
    }
    expect((await reader.get(`${base}/gstreport?${RANGE}&status=paid`)).statusCode).toBe(400);
    const bySeva = await reader.get(`${base}/gstreport?${RANGE}&sevaId=1&deityId=2`);
    expect(bySeva.statusCode).toBe(400);
    expect(bySeva.json().detail).toBe('The gstreport report takes no sevaId or deityId filter');
  });
});
