import type { ApprovalList, ApprovalListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toApprovalItem } from './temple-order-dto.ts';
import { selectApprovals, selectShowPanchangam } from './temple-orders-repository.ts';

/**
 * spec pre-booking-report and vazhipad-approval-report: lines waiting for the temple (paid, status 2),
 * oldest booking first, or those already approved or rejected, latest decision first. Pre-bookings are
 * type-3 sevas awaiting a date; vazhipads are the other sevas' lines awaiting the temple's approval.
 */
export async function findApprovals(
  db: Executor,
  templeId: number,
  query: ApprovalListQuery,
  now: Date,
): Promise<ApprovalList> {
  const [{ rows, total }, showPanchangam] = await Promise.all([
    selectApprovals(db, {
      templeId,
      kind: query.kind,
      state: query.status,
      from: query.from,
      to: query.to,
      search: query.q,
      offset: query.offset,
      limit: query.limit,
    }),
    selectShowPanchangam(db, templeId),
  ]);
  return { items: rows.map((row) => toApprovalItem(row, now)), total, showPanchangam };
}
