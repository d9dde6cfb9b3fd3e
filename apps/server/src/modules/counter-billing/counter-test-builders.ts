import {
  addDays,
  type CounterBillCreated,
  type CounterBillLineInput,
  type CreateCounterBillInput,
} from '@nivedya/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, orderLines, orders, sevaDayCounters } from '../../db/schema/index.ts';
import { BOOKING_NOW } from '../../test/booking-builders.ts';
import type { TestClient } from '../../test/test-app.ts';

/** Typed test data for counter billing: lines, bills, and what a failed call must leave untouched. */

/** The temple's day when every counter test runs (BOOKING_NOW is 08:30 in Kerala). */
export const TODAY = BOOKING_NOW.toISOString().slice(0, 10);
export const inDays = (days: number) => addDays(TODAY, days);

export function aBillLine(
  sevaId: number,
  overrides: Partial<CounterBillLineInput> = {},
): CounterBillLineInput {
  return {
    sevaId,
    devoteeName: 'Lakshmi Menon',
    starId: 4,
    performDate: TODAY,
    quantity: 1,
    ...overrides,
  };
}

export function aBill(
  lines: CounterBillLineInput[],
  overrides: Partial<CreateCounterBillInput> = {},
): CreateCounterBillInput {
  return { lines, paymentMode: 'cash', ...overrides };
}

export const billsPath = (templeId: number, rest = '') => `/api/v1/temples/${templeId}/counter-bills${rest}`;

export async function createBill(
  client: TestClient,
  templeId: number,
  body: CreateCounterBillInput,
): Promise<CounterBillCreated> {
  const response = await client.post(billsPath(templeId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CounterBillCreated>();
}

/** Rows of every table a bill writes: a refused call must leave each as it was. */
export async function billTables(db: Database) {
  const [orderCount, lineCount, counters, audits] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderLines),
    db.select().from(sevaDayCounters).orderBy(sevaDayCounters.sevaId, sevaDayCounters.performDate),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    orders: orderCount[0]?.n ?? 0,
    lines: lineCount[0]?.n ?? 0,
    counters: counters.map((row) => `${row.sevaId}|${row.performDate}|${row.booked}`),
    audits: audits[0]?.n ?? 0,
  };
}

export async function bookedOn(db: Database, sevaId: number, performDate: string): Promise<number> {
  const rows = await db
    .select({ booked: sevaDayCounters.booked, performDate: sevaDayCounters.performDate })
    .from(sevaDayCounters)
    .where(eq(sevaDayCounters.sevaId, sevaId));
  return rows.find((row) => row.performDate === performDate)?.booked ?? 0;
}
