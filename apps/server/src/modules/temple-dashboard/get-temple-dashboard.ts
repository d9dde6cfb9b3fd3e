import { localDateTime, type TempleDashboard, type TempleDashboardQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTempleProfile } from '../temples/index.ts';
import { toNotificationCounts } from './get-notification-counts.ts';
import {
  selectBookingsOfDay,
  selectPendingCounts,
  selectSevasToPerform,
} from './temple-dashboard-repository.ts';

/**
 * spec templiadmindash and templeuserdash: the day's paid bookings and collection, the sevas to perform
 * that day, and what waits for someone (approvals, refunds, bank transfers), for the temple's "today"
 * unless a date is given.
 */
export async function getTempleDashboard(
  db: Executor,
  scope: { templeId: number; userId: number },
  query: TempleDashboardQuery,
  now: Date,
): Promise<TempleDashboard> {
  const { timeZone } = await getTempleProfile(db, scope.templeId);
  const date = query.date ?? localDateTime(now, timeZone).date;
  const [bookings, sevas, pending] = await Promise.all([
    selectBookingsOfDay(db, scope.templeId, date),
    selectSevasToPerform(db, scope.templeId, date),
    selectPendingCounts(db, scope.templeId, scope.userId),
  ]);
  return {
    templeId: scope.templeId,
    date,
    bookings: {
      orders: bookings.byMode.reduce((sum, mode) => sum + mode.orders, 0),
      poojas: bookings.poojas,
    },
    collection: {
      total: bookings.byMode.reduce((sum, mode) => sum + mode.amount, 0),
      byPaymentMode: bookings.byMode,
    },
    sevasToPerform: {
      quantity: sevas.reduce((sum, seva) => sum + seva.quantity, 0),
      items: sevas,
    },
    pendingApprovals: {
      count: pending.pendingApprovals,
      preBookings: pending.pendingPreBookings,
      vazhipads: pending.pendingVazhipads,
    },
    pendingRefunds: pending.pendingRefunds,
    pendingBankTransfers: pending.pendingBankTransfers,
    notificationCounts: toNotificationCounts(pending),
  };
}
