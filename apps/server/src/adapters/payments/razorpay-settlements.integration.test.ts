import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { payments, settlementItems, settlements } from '../../db/schema/index.ts';
import { backgroundJobsFor } from '../../jobs/background-jobs.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { type FakeRazorpaySettlements, startFakeRazorpaySettlements } from './fake-razorpay-settlements.ts';
import {
  createRazorpaySettlementsClient,
  syncRazorpaySettlements,
  syncRecentRazorpaySettlements,
} from './razorpay-settlements.ts';

/**
 * The Razorpay adapter reads payouts through the Settlements API, against a local server that speaks it
 * as documented. The day synced is the 2nd of May in India: 18:30 UTC on the 1st to 18:29:59 on the 2nd.
 */
const CREDENTIALS = { keyId: 'rzp_test_key', keySecret: 'razorpay-test-key-secret' };
const unix = (iso: string) => Date.parse(iso) / 1_000;
const DAY = '2026-05-02';
const PAID_OUT = unix('2026-05-02T04:00:00Z');

describe('Razorpay adapter: settlements (GET /v1/settlements, /v1/settlements/recon/combined)', () => {
  let context: TestContext;
  let fake: FakeRazorpaySettlements;
  let paymentR1: number;
  let paymentR2: number;

  beforeAll(async () => {
    context = await createTestContext();
    fake = await startFakeRazorpaySettlements(CREDENTIALS);
    const inserted = await context.db
      .insert(payments)
      .values([
        {
          gateway: 'razorpay',
          gatewayOrderId: 'order_R1',
          gatewayPaymentId: 'pay_R1',
          amount: 100_000,
          status: 'captured',
        },
        {
          gateway: 'razorpay',
          gatewayOrderId: 'order_R2',
          gatewayPaymentId: 'pay_R2',
          amount: 40_000,
          status: 'captured',
        },
      ])
      .returning({ id: payments.id });
    paymentR1 = inserted[0]!.id;
    paymentR2 = inserted[1]!.id;

    const item = (values: Partial<(typeof fake.recon)[number]>) => ({
      entity_id: '',
      type: 'payment',
      amount: 0,
      fee: 0,
      tax: 0,
      credit: 0,
      debit: 0,
      settlement_id: 'setl_A',
      settlement_utr: 'UTRA0001',
      settled_at: PAID_OUT,
      settled: true,
      payment_id: null,
      ...values,
    });
    // setl_A: ₹1,000 less ₹23.60 fee (GST ₹3.60 within it), less a ₹50 refund of pay_R2.
    fake.payouts.push(
      {
        id: 'setl_A',
        amount: 92_640,
        status: 'processed',
        fees: 2_360,
        tax: 360,
        utr: 'UTRA0001',
        created_at: PAID_OUT,
      },
      // Created the evening before in UTC, still the 2nd in India: inside the day's bounds.
      {
        id: 'setl_B',
        amount: 19_528,
        status: 'processed',
        fees: 472,
        tax: 72,
        utr: 'UTRB0002',
        created_at: unix('2026-05-01T19:00:00Z'),
      },
      // Another day's payout: not in the day's list, fetched by its id only because a row names it.
      {
        id: 'setl_C',
        amount: 970,
        status: 'processed',
        fees: 30,
        tax: 5,
        utr: 'UTRC0003',
        created_at: unix('2026-04-30T10:00:00Z'),
      },
    );
    fake.recon.push(
      item({ entity_id: 'pay_R1', amount: 100_000, fee: 2_360, tax: 360, credit: 97_640 }),
      item({ entity_id: 'rfnd_X', type: 'refund', amount: 5_000, debit: 5_000, payment_id: 'pay_R2' }),
      item({
        entity_id: 'pay_elsewhere',
        amount: 20_000,
        fee: 472,
        tax: 72,
        credit: 19_528,
        settlement_id: 'setl_B',
        settlement_utr: 'UTRB0002',
      }),
      item({
        entity_id: 'pay_late',
        amount: 1_000,
        fee: 30,
        tax: 5,
        credit: 970,
        settlement_id: 'setl_C',
        settlement_utr: 'UTRC0003',
      }),
      // Captured but held back: no payout yet.
      item({
        entity_id: 'pay_held',
        amount: 3_000,
        settled: false,
        settlement_id: null,
        settlement_utr: null,
      }),
      // Another day's settlement: not the 2nd's.
      item({
        entity_id: 'pay_other_day',
        amount: 7_000,
        settlement_id: 'setl_C',
        settled_at: unix('2026-05-03T04:00:00Z'),
      }),
    );
  });
  afterAll(async () => {
    await fake.close();
    await context.close();
  });

  const client = () => createRazorpaySettlementsClient({ ...CREDENTIALS, apiBase: fake.apiBase });

  it("stores the day's payouts and what each settled, linking the payments it knows", async () => {
    expect(await syncRazorpaySettlements(context.db, client(), DAY)).toEqual({ settlements: 3, items: 4 });

    const stored = await context.db
      .select({
        id: settlements.gatewaySettlementId,
        amount: settlements.amount,
        fees: settlements.fees,
        tax: settlements.tax,
        utr: settlements.utr,
        status: settlements.status,
        settledAt: settlements.settledAt,
      })
      .from(settlements)
      .where(eq(settlements.gateway, 'razorpay'))
      .orderBy(settlements.gatewaySettlementId);
    expect(stored).toEqual([
      {
        id: 'setl_A',
        amount: 92_640,
        fees: 2_360,
        tax: 360,
        utr: 'UTRA0001',
        status: 'processed',
        settledAt: new Date(PAID_OUT * 1_000),
      },
      {
        id: 'setl_B',
        amount: 19_528,
        fees: 472,
        tax: 72,
        utr: 'UTRB0002',
        status: 'processed',
        settledAt: new Date('2026-05-01T19:00:00Z'),
      },
      {
        id: 'setl_C',
        amount: 970,
        fees: 30,
        tax: 5,
        utr: 'UTRC0003',
        status: 'processed',
        settledAt: new Date('2026-04-30T10:00:00Z'),
      },
    ]);
    const items = await context.db
      .select({
        settlement: settlements.gatewaySettlementId,
        type: settlementItems.type,
        entity: settlementItems.gatewayEntityId,
        paymentId: settlementItems.paymentId,
        amount: settlementItems.amount,
        fee: settlementItems.fee,
        tax: settlementItems.tax,
        credit: settlementItems.credit,
        debit: settlementItems.debit,
      })
      .from(settlementItems)
      .innerJoin(settlements, eq(settlements.id, settlementItems.settlementId))
      .orderBy(settlementItems.id);
    expect(items).toEqual([
      {
        settlement: 'setl_A',
        type: 'payment',
        entity: 'pay_R1',
        paymentId: paymentR1,
        amount: 100_000,
        fee: 2_360,
        tax: 360,
        credit: 97_640,
        debit: 0,
      },
      {
        settlement: 'setl_A',
        type: 'refund',
        entity: 'rfnd_X',
        paymentId: paymentR2,
        amount: 5_000,
        fee: 0,
        tax: 0,
        credit: 0,
        debit: 5_000,
      },
      {
        settlement: 'setl_B',
        type: 'payment',
        entity: 'pay_elsewhere',
        paymentId: null,
        amount: 20_000,
        fee: 472,
        tax: 72,
        credit: 19_528,
        debit: 0,
      },
      {
        settlement: 'setl_C',
        type: 'payment',
        entity: 'pay_late',
        paymentId: null,
        amount: 1_000,
        fee: 30,
        tax: 5,
        credit: 970,
        debit: 0,
      },
    ]);
  });

  it("asks as documented: Basic auth, the India day's bounds in Unix seconds, year/month/day, full pages", () => {
    const authorization = `Basic ${Buffer.from(`${CREDENTIALS.keyId}:${CREDENTIALS.keySecret}`).toString('base64')}`;
    expect(
      fake.requests.every((request) => request.method === 'GET' && request.authorization === authorization),
    ).toBe(true);
    const urls = fake.requests.map((request) => request.url);
    const from = unix('2026-05-01T18:30:00Z');
    expect(urls).toContain(`/v1/settlements?from=${from}&to=${from + 86_399}&count=100&skip=0`);
    expect(urls).toContain('/v1/settlements/recon/combined?year=2026&month=05&day=02&count=1000&skip=0');
    expect(urls).toContain('/v1/settlements/setl_C');
  });

  it('changes nothing when the day is synced again, but takes a payout whose status moved', async () => {
    fake.payouts[0]!.status = 'processed';
    fake.payouts[1]!.status = 'failed';
    expect(await syncRazorpaySettlements(context.db, client(), DAY)).toEqual({ settlements: 3, items: 0 });
    const [setlB] = await context.db
      .select({ status: settlements.status })
      .from(settlements)
      .where(eq(settlements.gatewaySettlementId, 'setl_B'));
    expect(setlB?.status).toBe('failed');
    expect(await context.db.$count(settlementItems)).toBe(4);
  });

  it('syncs the three days of India before today each morning, a day again changing nothing', async () => {
    fake.requests.length = 0;
    // 09:00 in India on the 4th: the 1st, 2nd and 3rd are synced, oldest first.
    const morning = new Date('2026-05-04T03:30:00Z');
    await syncRecentRazorpaySettlements(context.db, client(), morning);
    const days = fake.requests
      .map((request) => /recon\/combined\?year=2026&month=05&day=(\d\d)/.exec(request.url)?.[1])
      .filter((day) => day !== undefined);
    expect(days).toEqual(['01', '02', '03']);
    const items = await context.db.$count(settlementItems);
    expect(items).toBeGreaterThanOrEqual(4);
    expect((await syncRecentRazorpaySettlements(context.db, client(), morning)).items).toBe(0);
    expect(await context.db.$count(settlementItems)).toBe(items);
  });

  it('is a background job only where Razorpay is the gateway', () => {
    const razorpay = { keyId: 'rzp_test_key', keySecret: 'secret', webhookSecret: 'hook' };
    const names = (config: Parameters<typeof backgroundJobsFor>[0]) =>
      backgroundJobsFor(config).map((job) => job.name);
    const config = testConfig();
    expect(names({ ...config, payments: { ...config.payments, gateway: 'razorpay', razorpay } })).toContain(
      'sync-razorpay-settlements',
    );
    expect(names(config)).not.toContain('sync-razorpay-settlements');
  });

  it("fails with Razorpay's own answer when the keys are refused", async () => {
    const wrong = createRazorpaySettlementsClient({
      keyId: 'rzp_test_key',
      keySecret: 'wrong',
      apiBase: fake.apiBase,
    });
    await expect(syncRazorpaySettlements(context.db, wrong, DAY)).rejects.toThrow(
      /Razorpay answered 401 to GET \/settlements.*The api key provided is invalid/,
    );
  });
});
