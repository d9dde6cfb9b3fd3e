import {
  type CheckPerformDateInput,
  checkPerformDate,
  minPerformDate,
  type PerformDateProblemCode,
} from '../booking/perform-date-rules.ts';
import { PaymentMode, type PaymentModeValue } from '../order-codes.ts';
import {
  type OrderTotals,
  type PricedLineInput,
  priceOrder,
  type TempleCharges,
} from '../orders/order-totals.ts';
import { RecordStatus, SevaBookingType, SevaType } from '../seva-codes.ts';

/**
 * Counter billing (issue #4 §5): temple staff bill a walk-in devotee at the temple's desk. The same date
 * and capacity rules as online booking, less what exists only for online devotees (docs/decisions.md,
 * "Counter billing"): the temple's booking notice period, the listing switches and the platform's charges.
 */

/** How the devotee paid at the counter, as the API and the screens name it. */
export const COUNTER_PAYMENT_METHODS = ['cash', 'card', 'upi'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** orders.payment_mode of each counter payment method. */
export const COUNTER_PAYMENT_MODE: Record<CounterPaymentMethod, PaymentModeValue> = {
  cash: PaymentMode.Cash,
  card: PaymentMode.Card,
  upi: PaymentMode.Upi,
};

export function counterPaymentMethodOf(paymentMode: number): CounterPaymentMethod | null {
  const found = COUNTER_PAYMENT_METHODS.find((method) => COUNTER_PAYMENT_MODE[method] === paymentMode);
  return found ?? null;
}

/**
 * A counter bill carries no platform charge, no temple service charge and so no GST (GST is charged on the
 * platform's service charge only, docs/decisions.md "Pricing"): the devotee pays the sevas, their postage
 * as the seva sets it, and the dakshina.
 */
export const COUNTER_CHARGES: TempleCharges = {
  platformChargeAmount: 0,
  platformChargePercent: 0,
  splitServiceCharge: 0,
  isIntroductoryServiceCharge: false,
  introductoryServiceAmount: 0,
};

/** The order totals of a counter bill: spec §3's formulas (priceOrder) with the counter's charges. */
export function priceCounterBill(lines: PricedLineInput[], dakshinaAmount: number): OrderTotals {
  return priceOrder(lines, COUNTER_CHARGES, dakshinaAmount);
}

/**
 * Whether staff may sell the seva at the counter: active, approved by the temple administrator (a
 * staff-made seva waits for it, its rate unchecked), and not online-only (spec Seva.Type 3).
 */
export function isSevaBookableAtCounter(seva: { status: number; isApproved: boolean; bookingType: number }) {
  return (
    seva.status === RecordStatus.Active && seva.isApproved && seva.bookingType !== SevaBookingType.OnlineOnly
  );
}

/**
 * The first day the counter may book the seva for: today in the temple's zone, or tomorrow once the
 * seva's block time has passed. The temple's SevaBlockPeriod is a notice period for online bookings
 * (days closed to them) and does not apply to a devotee standing at the desk.
 */
export function counterMinPerformDate(input: {
  now: Date;
  timeZone: string;
  blockTime: string | null;
}): string {
  return minPerformDate({ ...input, sevaBlockPeriodDays: 0 });
}

export type CheckCounterPerformDateInput = Omit<CheckPerformDateInput, 'temple' | 'date'> & {
  date: string;
  temple: { sevaEndDate: string | null };
};

/**
 * Everything wrong with billing the seva for the day at the counter: checkPerformDate's rules (blocked
 * days, weekdays and special-pooja dates, end dates, how far ahead) from the counter's minimum date, with
 * the counter's availability (isSevaBookableAtCounter) in place of the online one. A pre-booking seva
 * (type 3) is allotted its date at the desk, so its date is checked like a regular seva's.
 */
export function checkCounterPerformDate(input: CheckCounterPerformDateInput): PerformDateProblemCode[] {
  const { seva } = input;
  const problems = checkPerformDate({
    ...input,
    temple: { sevaBlockPeriodDays: 0, sevaEndDate: input.temple.sevaEndDate },
    seva: {
      ...seva,
      sevaType: seva.sevaType === SevaType.PreBooking ? SevaType.Regular : seva.sevaType,
      // The online switches are replaced by the counter's own check below.
      status: RecordStatus.Active,
      isApproved: true,
      bookingType: SevaBookingType.OnlineAndCounter,
    },
  });
  return isSevaBookableAtCounter(seva) ? problems : ['SEVA_NOT_AVAILABLE', ...problems];
}
