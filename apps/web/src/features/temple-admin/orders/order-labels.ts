import { OrderLineStatus, PaymentMode } from '@nivedya/domain';

/**
 * Which words and tone the staff screens give an order's state and a line's banner (spec §4), from the
 * order's status, payment mode and verification.
 */
export type Tone = 'green' | 'amber' | 'red' | 'stone';

export interface OrderStateLabel {
  /** i18n key. */
  key: string;
  tone: Tone;
}

const STATUS_TONE: Record<string, Tone> = {
  paid: 'green',
  pending: 'amber',
  failed: 'red',
  expired: 'stone',
  cancelled: 'red',
  refunded: 'stone',
  due: 'amber',
};

export function orderStateLabel(order: { status: string; paymentMode: number }): OrderStateLabel {
  if (order.status === 'pending' && order.paymentMode === PaymentMode.BankTransfer) {
    return { key: 'orders.status.awaitingVerification', tone: 'amber' };
  }
  return { key: `orders.status.${order.status}`, tone: STATUS_TONE[order.status] ?? 'stone' };
}

/** spec §9 payment modes: 1 gateway, 2 bank transfer, 3 cash, 4 UPI, 5 card (counter). */
export const PAYMENT_MODE_KEYS: Record<number, string> = {
  [PaymentMode.Gateway]: 'templeOrders.mode.gateway',
  [PaymentMode.BankTransfer]: 'templeOrders.mode.bankTransfer',
  [PaymentMode.Cash]: 'templeOrders.mode.cash',
  [PaymentMode.Upi]: 'templeOrders.mode.upi',
  [PaymentMode.Card]: 'templeOrders.mode.card',
};

export function paymentModeKey(mode: number): string {
  return PAYMENT_MODE_KEYS[mode] ?? 'templeOrders.mode.other';
}

/** spec §4 line banners, word for word, with the line's tone. */
export const BANNER_LABELS: Record<string, OrderStateLabel> = {
  'Seva Rejected': { key: 'orders.banner.rejected', tone: 'red' },
  'Seva Approved': { key: 'orders.banner.approved', tone: 'green' },
  'Approval Pending': { key: 'orders.banner.pending', tone: 'amber' },
};

/** A line that has no banner yet still says where it stands for the staff. */
export function lineStateLabel(line: { banner: string; status: number }): OrderStateLabel | null {
  const banner = BANNER_LABELS[line.banner];
  if (banner) return banner;
  if (line.status === OrderLineStatus.AwaitingApproval) {
    return { key: 'templeOrders.line.awaiting', tone: 'amber' };
  }
  if (line.status === OrderLineStatus.Cancelled) return { key: 'templeOrders.line.cancelled', tone: 'stone' };
  if (line.status === OrderLineStatus.Refunded) return { key: 'templeOrders.line.refunded', tone: 'stone' };
  return null;
}

export const TONE_CLASS: Record<Tone, string> = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-950',
  red: 'bg-red-100 text-red-900',
  stone: 'bg-stone-200 text-stone-800',
};

/** The refund screen of the refunds feature, opened on one order. */
export function refundPath(orderId: number): string {
  return `/refund-list?orderId=${orderId}`;
}
