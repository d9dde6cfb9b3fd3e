import { type AffectedBookingList, DomainError, type PageQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectAffectedLines, selectBlocking } from './availability-management-repository.ts';
import { toAffectedBooking } from './blocking-dto.ts';

/**
 * spec seva-blocking: the bookings standing on a blocking's dates (booked lines of paid orders and of
 * bank transfers awaiting verification), for the staff to postpone or refund.
 */
export async function findAffectedBookings(
  db: Executor,
  templeId: number,
  blockingId: number,
  page: PageQuery,
): Promise<AffectedBookingList> {
  const blocking = await selectBlocking(db, templeId, blockingId);
  if (!blocking) throw new DomainError('NOT_FOUND', 'No blocking of this temple has this id');
  const lines = await selectAffectedLines(db, {
    templeId,
    sevaId: blocking.sevaId,
    fromDate: blocking.fromDate,
    toDate: blocking.toDate,
    ...page,
  });
  return { items: lines.rows.map(toAffectedBooking), total: lines.total };
}
