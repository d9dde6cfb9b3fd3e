import type { Refund } from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import {
  aCartLine,
  aLoggedInDevotee,
  BOOKING_NOW,
  capacityOf,
  insertSeva,
} from '../../test/booking-builders.ts';
import {
  aPaidBooking,
  aRefundTemple,
  demoLedgerRows,
  type RefundTemple,
  refundsPath,
  requestRefundOk,
} from '../../test/refund-builders.ts';
import { auditRows } from '../../test/temple-admin-builders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * Approving twice at once, on real PostgreSQL with several connections: the conditional claim lets one
 * approval through, so the gateway is asked once and the day's place is given back once.
 */
const serverUrl = process.env.API_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info('refund approval race skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

describe.skipIf(!serverUrl)('refund approval race on PostgreSQL', () => {
  let context: TestContext;
  let temple: RefundTemple;

  beforeAll(async () => {
    context = await createTestContext({ databasePoolSize: 8 });
    context.clock.now = BOOKING_NOW;
    temple = await aRefundTemple(context);
  });
  afterAll(async () => context.close());

  it('two (and more) concurrent approvals of one refund make one gateway refund', async () => {
    const sevaId = await insertSeva(context.db, temple, {
      name: 'Ganapathi Homam',
      rate: 25_000,
      maxLimitPerDay: 2,
    });
    const { client } = await aLoggedInDevotee(context.app, context.db);
    const paid = await aPaidBooking(context, client, { lines: [aCartLine(sevaId)] });
    const refund = await requestRefundOk(temple.admin, temple.templeId, { orderId: paid.orderId });
    expect((await capacityOf(context.db, sevaId)).booked).toBe(1);

    const approvals = await Promise.all(
      [temple.admin, temple.staff, temple.admin, temple.staff].map((approver) =>
        approver.post(refundsPath(temple.templeId, `/${refund.id}/approve`), {}),
      ),
    );
    const statuses = approvals.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = approvals.find((response) => response.statusCode === 200)?.json<Refund>();
    expect(winner?.status).toBe('processed');

    const [payment] = await context.db
      .select()
      .from(payments)
      .where(eq(payments.id, paid.checkout.paymentId));
    const ledger = await demoLedgerRows(context, payment?.gatewayPaymentId ?? '');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.id).toBe(winner?.gatewayRefundId);
    expect(await capacityOf(context.db, sevaId)).toMatchObject({ booked: 0, held: 0 });
    const processed = (await auditRows(context.db, 'refund.processed')).filter(
      (row) => row.entityId === String(refund.id),
    );
    expect(processed).toHaveLength(1);
  });
});
