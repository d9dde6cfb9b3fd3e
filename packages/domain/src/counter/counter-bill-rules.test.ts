import { describe, expect, it } from 'vitest';
import type { AvailabilityRule, SevaDateFacts } from '../booking/perform-date-rules.ts';
import { priceOrder } from '../orders/order-totals.ts';
import {
  COUNTER_CHARGES,
  checkCounterPerformDate,
  counterMinPerformDate,
  counterPaymentMethodOf,
  isSevaBookableAtCounter,
  priceCounterBill,
} from './counter-bill-rules.ts';

const KOLKATA = 'Asia/Kolkata';
// 10:00 in India on Wednesday 4 March 2026.
const NOW = new Date('2026-03-04T04:30:00Z');

const regular: SevaDateFacts = {
  sevaType: 1,
  dayType: 1,
  blockTime: null,
  endDate: null,
  status: 1,
  isApproved: true,
  bookingType: 1,
};

function check(
  date: string,
  seva: Partial<SevaDateFacts> = {},
  more: { availability?: AvailabilityRule[] } = {},
) {
  return checkCounterPerformDate({
    date,
    now: NOW,
    timeZone: KOLKATA,
    temple: { sevaEndDate: null },
    seva: { ...regular, ...seva },
    availability: more.availability ?? [],
    blockings: [{ fromDate: '2026-03-20', toDate: '2026-03-21' }],
  });
}

describe('counter date rules', () => {
  it('opens today at the counter, whatever the online notice period', () => {
    expect(check('2026-03-04')).toEqual([]);
    expect(check('2026-03-03')).toEqual(['BEFORE_MIN_PERFORM_DATE']);
  });

  it('closes today once the seva block time has passed', () => {
    expect(counterMinPerformDate({ now: NOW, timeZone: KOLKATA, blockTime: '09:30:00' })).toBe('2026-03-05');
    expect(counterMinPerformDate({ now: NOW, timeZone: KOLKATA, blockTime: '18:00:00' })).toBe('2026-03-04');
    expect(check('2026-03-04', { blockTime: '09:30:00' })).toEqual(['BEFORE_MIN_PERFORM_DATE']);
  });

  it('keeps blocked days, weekdays, end dates and the booking horizon', () => {
    expect(check('2026-03-20')).toEqual(['DATE_BLOCKED']);
    const mondays: AvailabilityRule = {
      kind: 'weekly',
      weekdays: [1],
      fromDate: null,
      toDate: null,
      dailyLimit: null,
    };
    expect(check('2026-03-10', { dayType: 2 }, { availability: [mondays] })).toEqual(['WEEKDAY_NOT_ALLOWED']);
    expect(check('2026-03-09', { dayType: 2 }, { availability: [mondays] })).toEqual([]);
    expect(check('2026-03-10', { endDate: '2026-03-08' })).toEqual(['AFTER_SEVA_END_DATE']);
    expect(check('2027-06-01')).toEqual(['TOO_FAR_AHEAD']);
  });

  it('sells counter-only sevas and pre-bookings (dated at the desk), not online-only or unapproved ones', () => {
    expect(check('2026-03-05', { bookingType: 2 })).toEqual([]);
    expect(check('2026-03-05', { sevaType: 3 })).toEqual([]);
    expect(check('2026-03-03', { sevaType: 3 })).toEqual(['BEFORE_MIN_PERFORM_DATE']);
    expect(check('2026-03-05', { bookingType: 3 })).toEqual(['SEVA_NOT_AVAILABLE']);
    expect(check('2026-03-05', { isApproved: false })).toEqual(['SEVA_NOT_AVAILABLE']);
    expect(check('2026-03-05', { status: 0 })).toEqual(['SEVA_NOT_AVAILABLE']);
    expect(check('2026-03-20', { status: 2 })).toEqual(['SEVA_NOT_AVAILABLE', 'DATE_BLOCKED']);
  });

  it.each([
    [{ status: 1, isApproved: true, bookingType: 1 }, true],
    [{ status: 1, isApproved: true, bookingType: 2 }, true],
    [{ status: 1, isApproved: true, bookingType: 3 }, false],
    [{ status: 1, isApproved: false, bookingType: 1 }, false],
    [{ status: 0, isApproved: true, bookingType: 1 }, false],
  ])('isSevaBookableAtCounter(%o) → %s', (seva, expected) => {
    expect(isSevaBookableAtCounter(seva)).toBe(expected);
  });
});

describe('counter pricing', () => {
  it('is priceOrder with no platform or service charge, so no GST', () => {
    const lines = [
      { rate: 5000, postageCharge: 0, quantity: 2 },
      { rate: 12550, postageCharge: 1000, quantity: 1 },
    ];
    const totals = priceCounterBill(lines, 10100);
    expect(totals).toEqual(priceOrder(lines, COUNTER_CHARGES, 10100));
    expect(totals).toMatchObject({
      amount: 22550,
      postageCharge: 1000,
      serviceCharge: 0,
      gstCharge: 0,
      splitServiceCharge: 0,
      dakshinaAmount: 10100,
      totalAmount: 33650,
    });
  });
});

describe('counter payment methods', () => {
  it('map to payment modes 3, 5 and 4 and back', () => {
    expect(counterPaymentMethodOf(3)).toBe('cash');
    expect(counterPaymentMethodOf(5)).toBe('card');
    expect(counterPaymentMethodOf(4)).toBe('upi');
    expect(counterPaymentMethodOf(1)).toBeNull();
  });
});
