import { DEFAULT_TIME_ZONE, localDateTime, type PlatformDashboard } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import {
  selectFailedCheckouts,
  selectOpenEnquiries,
  selectPaidOrders,
  selectPendingPayments,
  selectRefundsWaiting,
  selectTempleCounts,
  type TempleScope,
} from './platform-dashboard-repository.ts';

/** spec dash: the platform at a glance, for its administrators (types 1 and 5). */
export async function getPlatformDashboard(
  deps: Pick<AppDeps, 'db' | 'now'>,
  /** A sub-administrator's temples; null: every temple. */
  scope: TempleScope,
): Promise<PlatformDashboard> {
  const today = localDateTime(deps.now(), DEFAULT_TIME_ZONE).date;
  const monthStart = `${today.slice(0, 8)}01`;
  const [
    temples,
    bookingsToday,
    bookingsThisMonth,
    paymentsFailedToday,
    paymentsPending,
    refundsWaiting,
    enquiriesUnanswered,
  ] = await Promise.all([
    selectTempleCounts(deps.db, scope),
    selectPaidOrders(deps.db, scope, today, today),
    selectPaidOrders(deps.db, scope, monthStart, today),
    selectFailedCheckouts(deps.db, scope, today),
    selectPendingPayments(deps.db, scope),
    selectRefundsWaiting(deps.db, scope),
    selectOpenEnquiries(deps.db, scope),
  ]);
  return {
    today,
    monthStart,
    temples,
    bookingsToday,
    bookingsThisMonth,
    paymentsFailedToday,
    paymentsPending,
    refundsWaiting,
    enquiriesUnanswered,
  };
}
