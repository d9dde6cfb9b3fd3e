import type { TempleDashboard, TempleFeatures, TempleRight } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { todaysWork } from './todays-work.tsx';

const DAY: TempleDashboard = {
  templeId: 3,
  date: '2026-12-02',
  bookings: { orders: 4, poojas: 6 },
  collection: { total: 120_000, byPaymentMode: [] },
  sevasToPerform: { quantity: 6, items: [] },
  pendingApprovals: { count: 3, preBookings: 2, vazhipads: 1 },
  pendingRefunds: { count: 0, amount: 0 },
  pendingBankTransfers: { count: 0, amount: 0 },
  notificationCounts: {
    unreadNotifications: 0,
    openEnquiries: 0,
    pendingApprovals: 3,
    pendingRefunds: 0,
    pendingBankTransfers: 0,
    total: 3,
  },
};
const BOTH: TempleFeatures = {
  isSeva: true,
  isVirtualQueue: true,
  isDevoteeVisit: true,
  isLiveDarshan: false,
};

function boxesFor(rights: readonly TempleRight[], features: TempleFeatures | undefined): string[] {
  return todaysWork(DAY, (right) => rights.includes(right), features).map((box) => box.to);
}

describe("the dashboard's day's work", () => {
  it('offers a clerk with billing the counter and the sevas to perform, nothing else', () => {
    expect(boxesFor(['billing'], BOTH)).toEqual(['/counter-billing', '#sevas-today']);
  });

  it('counts the pre-bookings waiting for a user who may approve', () => {
    const approvals = todaysWork(DAY, (right) => right === 'approvals', BOTH).find(
      (box) => box.to === '/pre-booking-report',
    );
    expect(approvals?.count).toBe(2);
  });

  it('offers the queue and visit gates only at temples that run them', () => {
    expect(boxesFor(['gate'], BOTH)).toEqual([
      '#sevas-today',
      '/virtual-queue-slot-checking',
      '/devotee-visit-in',
    ]);
    expect(boxesFor(['gate'], { ...BOTH, isVirtualQueue: false })).toEqual([
      '#sevas-today',
      '/devotee-visit-in',
    ]);
    expect(boxesFor(['gate'], undefined)).toEqual(['#sevas-today']);
  });

  it('offers every box to a user holding every right, the counter first', () => {
    expect(boxesFor(['billing', 'approvals', 'gate', 'reports.read'], BOTH)).toEqual([
      '/counter-billing',
      '/pre-booking-report',
      '#sevas-today',
      '/virtual-queue-slot-checking',
      '/devotee-visit-in',
      '/transactionreports',
    ]);
  });
});
