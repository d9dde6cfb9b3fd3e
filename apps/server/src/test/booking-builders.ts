import { addDays, type CheckoutInput, type CheckoutResult, PaymentMode } from '@nivedya/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import {
  deities,
  orderLines,
  orders,
  payments,
  sevaDayCounters,
  sevas,
  smsOutbox,
  temples,
} from '../db/schema/index.ts';
import { insertUser, logInAs, type TestUser } from './account-builders.ts';
import type { TestClient } from './test-app.ts';

/** Typed test data for checkout and payments: a temple with charges, a deity, sevas, a devotee. */

let sequence = 0;

/**
 * Tomorrow 08:30 in Kerala: every booking test pins the clock here. It follows the real date because
 * the test client drops cookies that expired by the real clock.
 */
export const BOOKING_NOW = new Date(`${addDays(new Date().toISOString().slice(0, 10), 1)}T03:00:00Z`);
/** A perform date eight days after BOOKING_NOW, and days relative to it. */
export const PERFORM_DATE = dayAfterBooking(8);
export function dayAfterBooking(days: number): string {
  return addDays(BOOKING_NOW.toISOString().slice(0, 10), days);
}

export interface TempleSpec {
  name: string;
  paymentGatewayId: string | null;
  platformChargeAmount: number;
  platformChargePercent: number;
  splitServiceCharge: number;
  withBankAccount: boolean;
}

export interface BookingTemple {
  templeId: number;
  deityId: number;
}

export async function insertBookingTemple(
  db: Database,
  overrides: Partial<TempleSpec> = {},
): Promise<BookingTemple> {
  sequence += 1;
  const spec: TempleSpec = {
    name: `Test Temple ${sequence}`,
    paymentGatewayId: 'demo',
    platformChargeAmount: 1000,
    platformChargePercent: 1.5,
    splitServiceCharge: 300,
    withBankAccount: true,
    ...overrides,
  };
  const [temple] = await db
    .insert(temples)
    .values({
      code: `test-temple-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      name: spec.name,
      address: 'Temple Road, Thrissur',
      paymentGatewayId: spec.paymentGatewayId,
      platformChargeAmount: spec.platformChargeAmount,
      platformChargePercent: spec.platformChargePercent,
      splitServiceCharge: spec.splitServiceCharge,
      sevaBlockPeriodDays: 0,
      ...(spec.withBankAccount
        ? {
            bankName: 'Canara Bank',
            bankBranch: 'Thrissur',
            bankAccountName: `${spec.name} Devaswom`,
            bankAccountNumber: '3108101004521',
            bankIfsc: 'CNRB0003108',
          }
        : {}),
    })
    .returning({ id: temples.id });
  if (!temple) throw new Error('temple not inserted');
  const [deity] = await db
    .insert(deities)
    .values({ templeId: temple.id, code: 'deity', name: 'Mahadeva' })
    .returning({ id: deities.id });
  if (!deity) throw new Error('deity not inserted');
  return { templeId: temple.id, deityId: deity.id };
}

export interface SevaSpec {
  name: string;
  rate: number;
  maxLimitPerDay: number | null;
  postageCharge: number;
  sevaType: number;
  isContinuous: boolean;
}

export async function insertSeva(
  db: Database,
  temple: BookingTemple,
  overrides: Partial<SevaSpec> = {},
): Promise<number> {
  sequence += 1;
  const spec: SevaSpec = {
    name: `Archana ${sequence}`,
    rate: 5000,
    maxLimitPerDay: 3,
    postageCharge: 0,
    sevaType: 1,
    isContinuous: false,
    ...overrides,
  };
  const [seva] = await db
    .insert(sevas)
    .values({
      templeId: temple.templeId,
      deityId: temple.deityId,
      code: `seva-${sequence}`,
      name: spec.name,
      rate: spec.rate,
      maxLimitPerDay: spec.maxLimitPerDay,
      postageCharge: spec.postageCharge,
      sevaType: spec.sevaType,
      isContinuous: spec.isContinuous,
    })
    .returning({ id: sevas.id });
  if (!seva) throw new Error('seva not inserted');
  return seva.id;
}

export function aCartLine(sevaId: number, overrides: Partial<CheckoutInput['lines'][number]> = {}) {
  return {
    sevaId,
    performDate: PERFORM_DATE,
    quantity: 1,
    devoteeName: 'Lakshmi Menon',
    starId: 4,
    prasadamDelivery: 1 as const,
    forType: 1 as const,
    ...overrides,
  };
}

export async function aLoggedInDevotee(
  app: FastifyInstance,
  db: Database,
): Promise<{ user: TestUser; client: TestClient }> {
  const user = await insertUser(db);
  return { user, client: await logInAs(app, user) };
}

export async function checkoutOk(client: TestClient, body: unknown): Promise<CheckoutResult> {
  const response = await client.post('/api/v1/checkout', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

export const gatewayMode = PaymentMode.Gateway;

/** What a day's capacity looks like in the database: the counter, and the lines that hold it. */
export async function capacityOf(db: Database, sevaId: number, performDate = PERFORM_DATE) {
  const [counter] = await db
    .select({ booked: sevaDayCounters.booked, capacity: sevaDayCounters.capacity })
    .from(sevaDayCounters)
    .where(and(eq(sevaDayCounters.sevaId, sevaId), eq(sevaDayCounters.performDate, performDate)));
  const [held] = await db
    .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.sevaId, sevaId),
        eq(orderLines.performDate, performDate),
        inArray(orders.status, ['pending', 'paid']),
      ),
    );
  return { booked: counter?.booked ?? 0, capacity: counter?.capacity ?? null, held: held?.quantity ?? 0 };
}

export async function paymentStatus(db: Database, paymentId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const orderRows = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return { payment, orders: orderRows };
}

export async function smsCount(db: Database, purpose = 'booking-confirmed'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.purpose, purpose));
  return row?.n ?? 0;
}
