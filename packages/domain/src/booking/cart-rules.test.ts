import { describe, expect, it } from 'vitest';
import { CartInputSchema, CartLineInputSchema, dailyLimitProblem } from './cart-rules.ts';
import { nextTempId } from './cart-temp-ids.ts';

describe('nextTempId (spec §3)', () => {
  it.each([
    [[], 1],
    [[{ tempId: 1 }], 2],
    [[{ tempId: 3 }, { tempId: 7 }, { tempId: 2 }], 8],
    [[{}, { tempId: 'x' }, { tempId: 2.5 }], 1],
  ])('%j → %i', (cart, expected) => {
    expect(nextTempId(cart)).toBe(expected);
  });
});

const line = { sevaId: 7, performDate: '2026-03-10', quantity: 1, devoteeName: 'Anjali' };

function issues(input: unknown) {
  const result = CartLineInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('CartLineInputSchema', () => {
  it('fills the spec defaults: star 28, prasadam collected, for oneself', () => {
    expect(CartLineInputSchema.parse(line)).toMatchObject({ starId: 28, prasadamDelivery: 1, forType: 1 });
  });

  it.each<[string, object, string[]]>([
    ['a good line', {}, []],
    ['no perform date (a pre-booking)', { performDate: undefined }, []],
    ['a null perform date', { performDate: null }, []],
    ['quantity 0', { quantity: 0 }, ['quantity: Quantity must be a whole number from 1 to 100']],
    ['quantity 10000', { quantity: 10_000 }, ['quantity: Quantity must be a whole number from 1 to 100']],
    ['quantity 1.5', { quantity: 1.5 }, ['quantity: Quantity must be a whole number from 1 to 100']],
    ['quantity as text', { quantity: '2' }, ['quantity: Quantity must be a whole number from 1 to 100']],
    ['a blank name', { devoteeName: '  ' }, ["devoteeName: Enter the devotee's name"]],
    ['star 29', { starId: 29 }, ['starId: Choose a star']],
    ['a bad date', { performDate: '10-03-2026' }, ['performDate: Enter a date as yyyy-MM-dd']],
    ['an impossible date', { performDate: '2026-02-30' }, ['performDate: Enter a date as yyyy-MM-dd']],
    [
      'postal delivery without an address',
      { prasadamDelivery: 2 },
      ['deliveryAddress: Enter the address to post the prasadam to'],
    ],
    [
      'postal delivery with an address',
      { prasadamDelivery: 2, deliveryAddress: '12 Temple Road, Thrissur 680651' },
      [],
    ],
    ['delivery option 3', { prasadamDelivery: 3 }, ['prasadamDelivery: Invalid input']],
    [
      'a till date before the perform date',
      { tillDate: '2026-03-09' },
      ['tillDate: The till date cannot be before the perform date'],
    ],
    [
      'stale display fields, accepted and ignored',
      { rate: 1, amount: 1, sevaName: 'Old name', templeId: 3, tempId: 4, gstCharge: 0 },
      [],
    ],
    ['an unknown field', { discount: 100 }, [': Unrecognized key: "discount"']],
  ])('%s', (_name, overrides, expected) => {
    expect(issues({ ...line, ...overrides })).toEqual(expected);
  });
});

describe('CartInputSchema', () => {
  it('takes 1 to 50 lines and a dakshina per temple', () => {
    expect(CartInputSchema.safeParse({ lines: [] }).success).toBe(false);
    expect(CartInputSchema.safeParse({ lines: Array.from({ length: 51 }, () => line) }).success).toBe(false);
    expect(
      CartInputSchema.safeParse({ lines: [line], dakshina: [{ templeId: 1, amount: 10_100 }] }).success,
    ).toBe(true);
  });

  it('refuses a second dakshina for one temple, a negative one and one above ₹1,00,000', () => {
    for (const dakshina of [
      [
        { templeId: 1, amount: 100 },
        { templeId: 1, amount: 200 },
      ],
      [{ templeId: 1, amount: -1 }],
      [{ templeId: 1, amount: 10_000_001 }],
    ]) {
      expect(CartInputSchema.safeParse({ lines: [line], dakshina }).success, JSON.stringify(dakshina)).toBe(
        false,
      );
    }
  });

  it('accepts and ignores the totals an old client sends, and refuses other fields', () => {
    expect(CartInputSchema.safeParse({ lines: [line], totalAmount: 1, serviceCharge: 0 }).success).toBe(true);
    expect(CartInputSchema.safeParse({ lines: [line], couponCode: 'FREE' }).success).toBe(false);
  });
});

describe('dailyLimitProblem (spec Seva.MaxLimitPerDay, issue #11)', () => {
  it.each<[number, number | null, string | null]>([
    [1, null, null],
    [100, null, null],
    [1, 1, null],
    [3, 3, null],
    [2, 1, 'At most 1 of Udayasthamana Pooja can be booked for one day (you asked for 2)'],
    [100, 1, 'At most 1 of Udayasthamana Pooja can be booked for one day (you asked for 100)'],
    [1, 0, 'Udayasthamana Pooja is not taking bookings now'],
  ])('quantity %i, limit %s → %s', (quantity, limit, message) => {
    const problem = dailyLimitProblem({ sevaName: 'Udayasthamana Pooja', quantity }, limit);
    expect(problem).toEqual(message === null ? null : { code: 'QUANTITY_OVER_DAILY_LIMIT', message });
  });
});
