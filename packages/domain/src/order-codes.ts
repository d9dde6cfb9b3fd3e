/**
 * orders.status: the life of a checkout. `due`: a later date of a star series paid date by date, holding
 * its place until the devotee pays it (then pending, then paid) or its time to pay runs out (expired).
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'due',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** spec §3 order Type (0 or 1). */
export const OrderType = {
  Online: 0,
  Counter: 1,
} as const;
export type OrderTypeValue = (typeof OrderType)[keyof typeof OrderType];

/** spec §9 payment mode, default 1. */
export const PaymentMode = {
  Gateway: 1,
  BankTransfer: 2,
  Cash: 3,
  Upi: 4,
  /** A card swiped at the temple counter (counter bills only). */
  Card: 5,
} as const;
export type PaymentModeValue = (typeof PaymentMode)[keyof typeof PaymentMode];

/** A payment mode's name in English, as files and receipts write it. */
export const PAYMENT_MODE_NAMES: Readonly<Record<PaymentModeValue, string>> = {
  [PaymentMode.Gateway]: 'Online payment',
  [PaymentMode.BankTransfer]: 'Bank transfer',
  [PaymentMode.Cash]: 'Cash',
  [PaymentMode.Upi]: 'UPI',
  [PaymentMode.Card]: 'Card',
};

/**
 * spec §3 Transaction detail Status (0, 2 and 3 are the spec's; 1 and 4 are ours). The banner rule of
 * spec §4 reads these together with IsApproved.
 */
export const OrderLineStatus = {
  Booked: 0,
  Cancelled: 1,
  AwaitingApproval: 2,
  Rejected: 3,
  Refunded: 4,
} as const;
export type OrderLineStatusValue = (typeof OrderLineStatus)[keyof typeof OrderLineStatus];

/** spec PrasadamDelivery (default 1). */
export const PrasadamDelivery = {
  CollectAtTemple: 1,
  Post: 2,
} as const;
export type PrasadamDeliveryValue = (typeof PrasadamDelivery)[keyof typeof PrasadamDelivery];

/** spec ForType (default 1). */
export const ForType = {
  Self: 1,
  Other: 2,
} as const;
export type ForTypeValue = (typeof ForType)[keyof typeof ForType];
