import { PaymentMode, type ReportPage } from '@nivedya/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments, settlementItems, settlements } from '../../db/schema/index.ts';
import { insertSeva } from '../../test/catalogue-builders.ts';
import { derivedDataApart } from '../../test/derived-data.ts';
import { aStaffedTemple, insertOrder, type StaffedTemple } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dailyReport } from './daily-report.ts';

/**
 * seva_collection_days (migration 0014) is kept by the database's triggers; the collection reports by
 * seva, deity and group read it. After a random mix of every write the orders and their lines take
 * (bookings paid, pending, failed; bills cancelled; refunds; a paid order's mode or cashier changed; a
 * line's seva, quantity or amount changed; lines and orders deleted; payments shared with another
 * temple's order, captured, settled), it equals the paid lines added
 * up, the seva-wise report equals the report computed from the lines, and the daily report's totals
 * and subtotals (added up ahead from the orders and these rows) equal those of its own rows; the
 * settlement report's kept rows equal their view computed afresh.
 */
const DAYS = ['2026-05-01', '2026-05-02', '2026-05-03'] as const;
const STATUSES = ['paid', 'pending', 'failed', 'cancelled', 'refunded'] as const;
const MODES = [PaymentMode.Cash, PaymentMode.Upi, PaymentMode.Gateway] as const;

/** A small seeded generator (mulberry32): the same mix on every run, a different one per seed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}

describe('collection by seva, kept by the database', () => {
  let context: TestContext;
  let temple: StaffedTemple;
  let sevaIds: number[];
  let other: StaffedTemple;
  let otherSeva: number;

  beforeAll(async () => {
    context = await createTestContext();
    temple = await aStaffedTemple(context.app, context.db, { rights: ['reports.read'] });
    other = await aStaffedTemple(context.app, context.db);
    otherSeva = await insertSeva(context.db, other.temple, { name: 'Elsewhere', rate: 7_000 });
    sevaIds = [
      await insertSeva(context.db, temple.temple, { name: 'Archana', rate: 5_000 }),
      await insertSeva(context.db, temple.temple, { name: 'Palpayasam', rate: 12_500 }),
      await insertSeva(context.db, temple.temple, { name: 'Ganapathi Homam', rate: 30_000 }),
    ];
  });

  afterAll(async () => {
    await context.close();
  });

  it.each([1, 2, 3])('equals the paid lines after a random mix of writes (seed %i)', async (seed) => {
    const pick = randomFrom(seed);
    const { db } = context;
    const cashiers = [temple.adminUser.id, temple.staffUser.id];
    const orderIds: number[] = [];
    const paymentIds: number[] = [];
    const anotherTemplesOrder = async () =>
      (await insertOrder(db, { templeId: other.temple.id, sevaId: otherSeva, orderDate: pick(DAYS) }))
        .orderId;
    for (let step = 0; step < 120; step += 1) {
      const action =
        orderIds.length < 5
          ? 'book'
          : pick(['book', 'book', 'status', 'mode', 'line', 'add', 'delete', 'pay', 'settle', 'capture']);
      const orderId = orderIds.length > 0 ? pick(orderIds) : 0;
      if (action === 'book') {
        const counter = pick([true, false]);
        const { orderId: id } = await insertOrder(db, {
          templeId: temple.temple.id,
          sevaId: pick(sevaIds),
          orderDate: pick(DAYS),
          status: pick(STATUSES),
          paymentMode: counter ? pick([PaymentMode.Cash, PaymentMode.Upi]) : PaymentMode.Gateway,
          quantity: pick([1, 2, 3]),
        });
        if (counter)
          await db
            .update(orders)
            .set({ type: 1, createdBy: pick(cashiers) })
            .where(eq(orders.id, id));
        orderIds.push(id);
      } else if (action === 'pay') {
        // One gateway payment for this order and, sometimes, another temple's order of the checkout.
        const [payment] = await db
          .insert(payments)
          .values({
            gateway: 'demo',
            gatewayPaymentId: `pay_mix_${seed}_${step}`,
            amount: 0,
            status: 'captured',
          })
          .returning({ id: payments.id });
        const checkout = [orderId, ...(pick([true, false]) ? [await anotherTemplesOrder()] : [])];
        await db.update(orders).set({ paymentId: payment!.id }).where(inArray(orders.id, checkout));
        paymentIds.push(payment!.id);
      } else if (action === 'settle' && paymentIds.length > 0) {
        const [settlement] = await db
          .insert(settlements)
          .values({
            gateway: 'demo',
            gatewaySettlementId: `setl_mix_${seed}_${step}`,
            settledAt: new Date(`${pick(DAYS)}T06:00:00Z`),
            amount: 0,
            utr: `UTR${seed}${step}`,
          })
          .returning({ id: settlements.id });
        const gross = pick([10_000, 15_001, 29_999]);
        await db.insert(settlementItems).values({
          settlementId: settlement!.id,
          type: 'payment',
          gatewayEntityId: `pay_mix_${seed}_${step}_item`,
          paymentId: pick(paymentIds),
          amount: gross,
          fee: Math.round(gross * 0.02),
          tax: Math.round(gross * 0.0036),
          credit: gross - Math.round(gross * 0.02),
        });
      } else if (action === 'capture' && paymentIds.length > 0) {
        await db
          .update(payments)
          .set({ capturedAt: new Date(`${pick(DAYS)}T05:00:00Z`) })
          .where(eq(payments.id, pick(paymentIds)));
      } else if (action === 'status') {
        await db
          .update(orders)
          .set({ status: pick(STATUSES) })
          .where(eq(orders.id, orderId));
      } else if (action === 'mode') {
        // A paid order's payment mode, day or cashier corrected: it moves between the kept rows.
        await db
          .update(orders)
          .set({ paymentMode: pick(MODES), orderDate: pick(DAYS), createdBy: pick(cashiers) })
          .where(eq(orders.id, orderId));
      } else if (action === 'line') {
        const quantity = pick([1, 2, 4]);
        await db
          .update(orderLines)
          .set({ sevaId: pick(sevaIds), quantity, amount: quantity * 5_000 })
          .where(eq(orderLines.orderId, orderId));
      } else if (action === 'add') {
        const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
        if (line) {
          const { id: _id, orderStatus: _status, ...copy } = line;
          await db.insert(orderLines).values({ ...copy, devoteeName: `Second name ${step}` });
        }
      } else {
        const deleteOrder = pick([true, false]);
        if (deleteOrder) {
          await db.delete(orders).where(eq(orders.id, orderId));
          orderIds.splice(orderIds.indexOf(orderId), 1);
        } else {
          await db.execute(
            sql`delete from order_lines where id = (select min(id) from order_lines where order_id = ${orderId})`,
          );
        }
      }
    }
    expect(await derivedDataApart(db)).toEqual({ lines: [], collection: [], settlements: [] });

    // The report read from the kept rows is the report computed from the lines.
    const from = DAYS[0];
    const to = DAYS[DAYS.length - 1]!;
    const response = await temple.staff.get(
      `/api/v1/temples/${temple.temple.id}/reports/seva-wise-report?from=${from}&to=${to}&limit=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ReportPage>();
    const computed = (await db.execute(sql`
      select l.seva_id as "sevaId", count(*)::int as bookings, sum(l.quantity)::int as quantity,
             sum(l.amount)::int as amount
      from order_lines l join orders o on o.id = l.order_id
      where o.temple_id = ${temple.temple.id} and o.status = 'paid' and o.order_date between ${from} and ${to}
      group by l.seva_id`)) as unknown as {
      rows: { sevaId: number; bookings: number; quantity: number; amount: number }[];
    };
    const fromReport = page.items.map(({ sevaId, bookings, quantity, amount }) => ({
      sevaId: Number(sevaId),
      bookings,
      quantity,
      amount,
    }));
    expect(fromReport).toEqual(expect.arrayContaining(computed.rows));
    expect(fromReport).toHaveLength(computed.rows.length);

    // The daily report's totals and subtotals, added up ahead (totalledRows), are those of its rows.
    const daily = await temple.staff.get(
      `/api/v1/temples/${temple.temple.id}/reports/dailyreport?from=${from}&to=${to}&limit=1`,
    );
    const dailyPage = daily.json<ReportPage>();
    const query = { from, to, offset: 0, limit: 1, format: 'json' } as const;
    const rows = dailyReport.rows(
      db,
      { id: temple.temple.id, name: 'Temple', timeZone: 'Asia/Kolkata' },
      query,
    );
    const added = (await db.execute(sql`
      select "counter", "paymentMode", grouping("counter", "paymentMode") <> 0 as "isTotal",
             count(*)::int as orders, coalesce(sum(sevas), 0)::int as sevas, coalesce(sum(amount), 0)::int as amount,
             coalesce(sum(charges), 0)::int as charges, coalesce(sum(dakshina), 0)::int as dakshina,
             coalesce(sum(total), 0)::int as total
      from (${rows}) as report_rows
      group by grouping sets (("counter", "paymentMode"), ())
      order by "counter", "paymentMode"`)) as unknown as {
      rows: ({ counter: string; paymentMode: number; isTotal: boolean; orders: number } & Record<
        string,
        number
      >)[];
    };
    const figures = ({ sevas, amount, charges, dakshina, total }: Record<string, unknown>) => ({
      sevas,
      amount,
      charges,
      dakshina,
      total,
    });
    const [whole] = added.rows.filter((row) => row.isTotal);
    expect(dailyPage.total).toBe(whole?.orders);
    expect(dailyPage.totals).toEqual(figures(whole ?? {}));
    expect(dailyPage.subtotals).toEqual(
      added.rows
        .filter((row) => !row.isTotal)
        .map((row) => ({
          group: row.counter,
          values: { paymentMode: row.paymentMode, orders: row.orders, ...figures(row) },
        })),
    );
  });

  it('is checked: a kept figure that lags behind the lines is found', async () => {
    const { orderId } = await insertOrder(context.db, { templeId: temple.temple.id, sevaId: sevaIds[0]! });
    await context.db.execute(sql`update seva_collection_days set lines = lines + 1`);
    await context.db.execute(sql`update order_lines set order_status = 'failed' where order_id = ${orderId}`);
    const apart = await derivedDataApart(context.db);
    expect(apart.collection.length).toBeGreaterThan(0);
    expect(apart.lines).toEqual([expect.objectContaining({ lineSays: 'failed', orderIs: 'paid' })]);
    // Put right, so that the context closes on data the triggers kept.
    await context.db.execute(sql`update seva_collection_days set lines = lines - 1`);
    await context.db.execute(sql`update order_lines set order_status = 'paid' where order_id = ${orderId}`);
    expect(await derivedDataApart(context.db)).toEqual({ lines: [], collection: [], settlements: [] });
  });
});
