import { CartInputSchema } from '@nivedya/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSignedInUser } from './auth.ts';
import { readCartCount } from './cart-count.ts';
import {
  addCartLine,
  clearCart,
  forgetPendingCheckout,
  type NewCartLine,
  readCart,
  readDakshina,
  recordPendingCheckout,
  removeCartLines,
  replaceCartLine,
  setDakshina,
  settlePaidCheckout,
  toCartInput,
  updateCartLineRate,
} from './cart-store.ts';

function newLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    sevaId: 6,
    templeId: 1,
    performDate: '2026-11-25',
    quantity: 2,
    devoteeName: 'Ravi Menon',
    starId: 4,
    starName: 'Rohini',
    prasadamDelivery: 1,
    forType: 1,
    rate: 12000,
    postageCharge: 0,
    sevaName: 'Unniyappam',
    sevaNameNarration: 'ഉണ്ണിയപ്പം',
    sevaType: 1,
    isContinuous: false,
    templeName: 'Sree Venugopala Krishna Swamy Temple',
    templeNameNarration: null,
    deityId: 1,
    deityName: 'Sree Krishna',
    performTime: 'Pantheeradi Pooja, 8:00 AM',
    prasadamTime: null,
    ...overrides,
  };
}

const stored = () => JSON.parse(localStorage.getItem('DevoteeOnlineCartList') ?? 'null') as unknown;

afterEach(() => localStorage.clear());

describe('cart: TempId (spec §3)', () => {
  it('numbers the first line 1 and each new line one after the highest TempId stored', () => {
    expect(addCartLine(newLine()).tempId).toBe(1);
    expect(addCartLine(newLine({ devoteeName: 'Lakshmi' })).tempId).toBe(2);
    expect(addCartLine(newLine({ devoteeName: 'Sree' })).tempId).toBe(3);
    removeCartLines([1]);
    expect(addCartLine(newLine()).tempId).toBe(4);
    removeCartLines([3, 4]);
    // The highest left is 2, so the next is 3 again.
    expect(addCartLine(newLine()).tempId).toBe(3);
  });

  it('starts again from 1 once the cart is empty', () => {
    addCartLine(newLine());
    addCartLine(newLine());
    clearCart();
    expect(addCartLine(newLine()).tempId).toBe(1);
  });

  it('keeps a line its TempId when it is changed', () => {
    addCartLine(newLine());
    const second = addCartLine(newLine({ devoteeName: 'Lakshmi' }));
    expect(replaceCartLine(second.tempId, newLine({ devoteeName: 'Lakshmi Nair', quantity: 3 }))).toBe(true);
    expect(readCart().map((line) => [line.tempId, line.devoteeName, line.amount])).toEqual([
      [1, 'Ravi Menon', 24000],
      [2, 'Lakshmi Nair', 36000],
    ]);
    expect(replaceCartLine(99, newLine())).toBe(false);
  });
});

describe('cart: kept on the device', () => {
  it("is stored under 'DevoteeOnlineCartList', Amount being rate × quantity", () => {
    addCartLine(newLine());
    expect(stored()).toEqual([expect.objectContaining({ tempId: 1, sevaId: 6, amount: 24000, quantity: 2 })]);
    expect(readCartCount()).toBe(1);
  });

  it('reads a cart written before (a reload), skipping entries it cannot use', () => {
    localStorage.setItem(
      'DevoteeOnlineCartList',
      JSON.stringify([{ ...newLine(), tempId: 7, amount: 24000 }, { tempId: 'x' }, null, 'junk']),
    );
    expect(readCart().map((line) => line.tempId)).toEqual([7]);
    expect(addCartLine(newLine()).tempId).toBe(8);
  });

  it('survives broken storage as an empty cart', () => {
    localStorage.setItem('DevoteeOnlineCartList', '{not json');
    expect(readCart()).toEqual([]);
    expect(readCartCount()).toBe(0);
  });

  it('stays through logging out, without the links to the account’s saved names', () => {
    addCartLine(newLine({ devoteeNameId: 12 }));
    setDakshina(1, 10100);
    clearSignedInUser(new QueryClient());
    expect(readCart()).toHaveLength(1);
    expect(readCart()[0]).not.toHaveProperty('devoteeNameId');
    expect(readCart()[0]?.devoteeName).toBe('Ravi Menon');
    expect(readDakshina(1)).toBe(10100);
  });

  it('forgets the link to one deleted saved name and keeps the others', async () => {
    const { forgetSavedNameLinks } = await import('./cart-count.ts');
    addCartLine(newLine({ devoteeNameId: 12 }));
    addCartLine(newLine({ devoteeNameId: 13 }));
    forgetSavedNameLinks(12);
    expect(readCart().map((line) => line.devoteeNameId)).toEqual([undefined, 13]);
  });

  it('records a new rate the server reported', () => {
    addCartLine(newLine());
    updateCartLineRate(1, 15000);
    expect(readCart()[0]).toMatchObject({ rate: 15000, amount: 30000 });
  });
});

describe('cart: what the API receives', () => {
  it('sends only fields the strict cart schema accepts, with each temple’s dakshina', () => {
    addCartLine(newLine({ prasadamDelivery: 2, deliveryAddress: 'Temple Road, Mannuthy' }));
    addCartLine(newLine({ sevaId: 15, templeId: 2, devoteeName: 'Lakshmi', deliveryAddress: 'not posted' }));
    setDakshina(1, 10100);
    const input = toCartInput(readCart());
    expect(() => CartInputSchema.parse(input)).not.toThrow();
    expect(input.dakshina).toEqual([{ templeId: 1, amount: 10100 }]);
    expect(input.lines[0]).not.toHaveProperty('sevaNameNarration');
    expect(input.lines[1]?.deliveryAddress).toBeUndefined();
  });

  it('drops a temple’s dakshina once its last line leaves the cart', () => {
    addCartLine(newLine());
    addCartLine(newLine({ sevaId: 15, templeId: 2 }));
    setDakshina(1, 5000);
    setDakshina(2, 2000);
    removeCartLines([1]);
    expect(readDakshina(1)).toBe(0);
    expect(readDakshina(2)).toBe(2000);
  });
});

describe('cart: after paying', () => {
  it('removes the paid lines, and only those, when that payment succeeds', () => {
    const paid = [addCartLine(newLine()), addCartLine(newLine({ sevaId: 15, templeId: 2 }))];
    recordPendingCheckout(41, paid);
    const later = addCartLine(newLine({ devoteeName: 'Added while paying' }));
    expect(settlePaidCheckout(40)).toBe(0);
    expect(settlePaidCheckout(41)).toBe(2);
    expect(readCart().map((line) => line.tempId)).toEqual([later.tempId]);
    // A second visit to the success page removes nothing more.
    expect(settlePaidCheckout(41)).toBe(0);
  });

  it('keeps the cart when the payment failed', () => {
    const line = addCartLine(newLine());
    recordPendingCheckout(42, [line]);
    forgetPendingCheckout(42);
    expect(settlePaidCheckout(42)).toBe(0);
    expect(readCart()).toHaveLength(1);
  });
});
