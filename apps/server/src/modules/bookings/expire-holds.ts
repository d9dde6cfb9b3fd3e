import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { releasePayment } from '../payments/index.ts';

/**
 * The hold sweeper: checkouts still pending past hold_expires_at (the devotee abandoned the gateway
 * page, or a bank transfer was never verified) expire and give their capacity back, exactly once even
 * when several sweepers run at the same time (releasePayment's conditional transition). The job queue runs
 * it every minute (jobs/background-jobs.ts). Returns how many orders expired.
 */
export async function expireHolds(db: Database, now: Date, batchSize = 500): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .selectDistinct({ paymentId: orders.paymentId })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lte(orders.holdExpiresAt, now), isNotNull(orders.paymentId)))
      .limit(batchSize);
    for (const { paymentId } of due) {
      if (paymentId === null) continue;
      const released = await db.transaction((tx) =>
        releasePayment(tx, {
          paymentId,
          paymentStatus: 'expired',
          orderStatus: 'expired',
          reason: 'The time to pay ran out',
          actorUserId: null,
          now,
        }),
      );
      expired += released.length;
    }
    if (due.length < batchSize) return expired;
  }
}
