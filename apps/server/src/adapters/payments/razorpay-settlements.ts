import { addDays, DEFAULT_TIME_ZONE, localDateTime } from '@nivedya/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, settlementItems, settlements } from '../../db/schema/index.ts';

/**
 * Razorpay's payouts, read through its Settlements API (https://razorpay.com/docs/api/settlements/):
 * GET /v1/settlements?from&to&count&skip lists the payouts (id, amount, fees, tax, utr, status,
 * created_at), and GET /v1/settlements/recon/combined?year&month&day&count&skip lists what each payout
 * of that day settled (entity_id, type, amount, fee, tax, credit, debit, settlement_id,
 * settlement_utr, settled_at). Both are collections ({ entity, count, items }) read a page at a time.
 * Razorpay's `fee` includes the GST on it, and `tax` is that GST: the same convention as our store.
 */
export interface RazorpaySettlementsOptions {
  keyId: string;
  keySecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

export interface RazorpaySettlement {
  id: string;
  amount: number;
  status: string;
  fees: number;
  tax: number;
  utr: string | null;
  created_at: number;
}

export interface RazorpayReconItem {
  entity_id: string;
  type: string;
  amount: number;
  fee: number;
  tax: number;
  credit: number;
  debit: number;
  settlement_id: string | null;
  settlement_utr: string | null;
  settled_at: number | null;
  settled: boolean;
  /** A refund's payment. */
  payment_id: string | null;
}

interface Collection<T> {
  count: number;
  items: T[];
}

/** Razorpay's largest pages: 100 settlements, 1,000 recon rows. */
const SETTLEMENTS_PAGE = 100;
const RECON_PAGE = 1_000;

export function createRazorpaySettlementsClient(options: RazorpaySettlementsOptions) {
  const apiBase = options.apiBase ?? 'https://api.razorpay.com/v1';
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const address = `${apiBase}${path}${search.size > 0 ? `?${search}` : ''}`;
    const response = await doFetch(address, {
      headers: { authorization },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new Error(
        `Razorpay answered ${response.status} to GET ${path}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return (await response.json()) as T;
  }

  async function all<T>(path: string, query: Record<string, string | number>, page: number): Promise<T[]> {
    const items: T[] = [];
    for (;;) {
      const batch = await get<Collection<T>>(path, { ...query, count: page, skip: items.length });
      items.push(...batch.items);
      if (batch.items.length < page) return items;
    }
  }

  return {
    /** Payouts created between two instants (Unix seconds, both included). */
    settlements: (from: number, to: number) =>
      all<RazorpaySettlement>('/settlements', { from, to }, SETTLEMENTS_PAGE),
    settlement: (id: string) => get<RazorpaySettlement>(`/settlements/${encodeURIComponent(id)}`),
    /** What the payouts of one day settled, entity by entity. */
    recon: (day: string) => {
      const [year, month, date] = day.split('-');
      return all<RazorpayReconItem>(
        '/settlements/recon/combined',
        { year: year ?? '', month: month ?? '', day: date ?? '' },
        RECON_PAGE,
      );
    },
  };
}

export type RazorpaySettlementsClient = ReturnType<typeof createRazorpaySettlementsClient>;

/** The Unix seconds of a day's first and last instant in India, Razorpay's day. */
async function dayBounds(db: Database, day: string): Promise<{ from: number; to: number }> {
  const [bounds] = (
    (await db.execute(
      sql`select extract(epoch from (${day}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE})::bigint as "from",
                 extract(epoch from (${addDays(day, 1)}::date)::timestamp at time zone ${DEFAULT_TIME_ZONE})::bigint - 1 as "to"`,
    )) as unknown as { rows: { from: string; to: string }[] }
  ).rows;
  return { from: Number(bounds?.from), to: Number(bounds?.to) };
}

/**
 * Copies Razorpay's payouts of one day (India's) and what they settled into `settlements` and
 * `settlement_items`. A payout already stored is updated (its status may have moved from created to
 * processed); an entity already stored is left as it is, so syncing a day again changes nothing.
 * Recon rows not yet settled (`settled: false`) wait for the day that settles them.
 */
export async function syncRazorpaySettlements(
  db: Database,
  client: RazorpaySettlementsClient,
  day: string,
): Promise<{ settlements: number; items: number }> {
  const { from, to } = await dayBounds(db, day);
  const [listed, recon] = await Promise.all([client.settlements(from, to), client.recon(day)]);
  const settled = recon.filter((item) => item.settled && item.settlement_id);
  const payouts = new Map(listed.map((payout) => [payout.id, payout]));
  for (const item of settled) {
    const id = item.settlement_id as string;
    if (!payouts.has(id)) payouts.set(id, await client.settlement(id));
  }

  const paymentIds = [
    ...new Set(settled.map((item) => (item.type === 'payment' ? item.entity_id : item.payment_id))),
  ].filter((id): id is string => typeof id === 'string');

  return db.transaction(async (tx) => {
    const ours = paymentIds.length
      ? await tx
          .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId })
          .from(payments)
          .where(and(eq(payments.gateway, 'razorpay'), inArray(payments.gatewayPaymentId, paymentIds)))
      : [];
    const paymentOf = new Map(ours.map((payment) => [payment.gatewayPaymentId, payment.id]));

    const storedIds = new Map<string, number>();
    for (const payout of payouts.values()) {
      const values = {
        settledAt: new Date(payout.created_at * 1_000),
        amount: payout.amount,
        fees: payout.fees,
        tax: payout.tax,
        utr: payout.utr,
        status: payout.status,
        raw: payout,
      };
      const [stored] = await tx
        .insert(settlements)
        .values({ gateway: 'razorpay', gatewaySettlementId: payout.id, ...values })
        .onConflictDoUpdate({
          target: [settlements.gateway, settlements.gatewaySettlementId],
          set: values,
        })
        .returning({ id: settlements.id });
      storedIds.set(payout.id, stored!.id);
    }

    const rows = settled.map((item) => ({
      settlementId: storedIds.get(item.settlement_id as string) as number,
      type: item.type,
      gatewayEntityId: item.entity_id,
      paymentId: paymentOf.get(item.type === 'payment' ? item.entity_id : (item.payment_id ?? '')) ?? null,
      amount: item.amount,
      fee: item.fee,
      tax: item.tax,
      credit: item.credit,
      debit: item.debit,
    }));
    const inserted = rows.length
      ? await tx
          .insert(settlementItems)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: settlementItems.id })
      : [];
    return { settlements: payouts.size, items: inserted.length };
  });
}

/** Days synced each morning: Razorpay pays out T+2 and sometimes later, and a day synced again changes nothing. */
export const RAZORPAY_SYNCED_DAYS = 3;

/**
 * The daily sync (job sync-razorpay-settlements): the last RAZORPAY_SYNCED_DAYS days of India before
 * today, oldest first, so a payout Razorpay made late is still copied.
 */
export async function syncRecentRazorpaySettlements(
  db: Database,
  client: RazorpaySettlementsClient,
  now: Date,
): Promise<{ settlements: number; items: number }> {
  const today = localDateTime(now, DEFAULT_TIME_ZONE).date;
  const synced = { settlements: 0, items: 0 };
  for (let back = RAZORPAY_SYNCED_DAYS; back >= 1; back -= 1) {
    const day = await syncRazorpaySettlements(db, client, addDays(today, -back));
    synced.settlements += day.settlements;
    synced.items += day.items;
  }
  return synced;
}
