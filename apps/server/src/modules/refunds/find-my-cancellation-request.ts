import type { MyCancellationRequest, RefundStatus } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectRequestOfUser } from './refunds-repository.ts';

/** The devotee's own request to cancel this order, if they made one (one per order: requestCancellation). */
export async function findMyCancellationRequest(
  db: Executor,
  orderId: number,
  userId: number,
): Promise<MyCancellationRequest | null> {
  const row = await selectRequestOfUser(db, orderId, userId);
  return row ? { requestedAt: row.requestedAt.toISOString(), status: row.status as RefundStatus } : null;
}
