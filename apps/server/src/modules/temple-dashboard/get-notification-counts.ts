import type { TempleNotificationCounts } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { type PendingCounts, selectPendingCounts } from './temple-dashboard-repository.ts';

export function toNotificationCounts(pending: PendingCounts): TempleNotificationCounts {
  const counts = {
    unreadNotifications: pending.unreadNotifications,
    openEnquiries: pending.openEnquiries,
    pendingApprovals: pending.pendingApprovals,
    pendingRefunds: pending.pendingRefunds.count,
    pendingBankTransfers: pending.pendingBankTransfers.count,
  };
  return { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}

/** spec GET /Temple?templeid&userid: the dashboard's notification counts, for the header badge. */
export async function getNotificationCounts(
  db: Executor,
  templeId: number,
  userId: number,
): Promise<TempleNotificationCounts> {
  return toNotificationCounts(await selectPendingCounts(db, templeId, userId));
}
