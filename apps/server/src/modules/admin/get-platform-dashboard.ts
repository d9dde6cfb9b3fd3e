import { DEFAULT_TIME_ZONE, localDateTime, type PlatformDashboard } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import {
  selectFailedCheckouts,
  selectOpenEnquiries,
  selectPaidOrders,
  selectPendingPayments,
  selectRefundsWaiting,
  selectTempleCounts,
} from './platform-dashboard-repository.ts';

/** spec dash: the platform at a glance, for its administrators (types 1 and 5). */
export async function getPlatformDashboard(deps: Pick<AppDeps, 'db' | 'now'>): Promise<PlatformDashboard> {
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
    selectTempleCounts(deps.db),
    selectPaidOrders(deps.db, today, today),
    selectPaidOrders(deps.db, monthStart, today),
    selectFailedCheckouts(deps.db, today),
    selectPendingPayments(deps.db),
    selectRefundsWaiting(deps.db),
    selectOpenEnquiries(deps.db),
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
