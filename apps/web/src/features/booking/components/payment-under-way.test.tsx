import type { PaymentSummary } from '@nivedya/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartLine,
  pendingCheckoutPaymentId,
  readCart,
  recordPendingCheckout,
} from '../../../lib/cart-store.ts';
import { StorageKey } from '../../../lib/storage.ts';
import { closeScreens, DEVOTEE, inEnglish, renderScreen, stubFetch } from '../../../test/render-screen.tsx';
import { PaymentUnderWay } from './payment-under-way.tsx';

beforeAll(() => inEnglish('devotee'));
afterEach(() => {
  closeScreens();
  localStorage.clear();
});

const PAID_LINE = { tempId: 1, sevaId: 4, templeId: 9, quantity: 1, devoteeName: 'Anjali', starId: 5 };
const OTHER_LINE = { ...PAID_LINE, tempId: 2, devoteeName: 'Ravi' };

function summary(status: PaymentSummary['status']): PaymentSummary {
  return {
    id: 31,
    status,
    gateway: 'demo',
    amount: 4860,
    gatewayPaymentId: null,
    holdExpiresAt: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    capturedAt: null,
    orders: [],
    message: '',
  };
}

/** The cart holds two lines; the first left for the gateway in payment 31, which stands at `status`. */
function openCartWith(status: PaymentSummary['status']) {
  localStorage.setItem(StorageKey.cart, JSON.stringify([PAID_LINE, OTHER_LINE]));
  recordPendingCheckout(31, [PAID_LINE as CartLine]);
  stubFetch((input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/v1/payments/31'))
      return new Response(JSON.stringify(summary(status)), {
        headers: { 'content-type': 'application/json' },
      });
    return undefined;
  });
  renderScreen(<PaymentUnderWay />, { user: DEVOTEE });
}

describe('the cart learns how a payment that left for the gateway ended', () => {
  it('says a payment is still open before the devotee pays for the same sevas again', async () => {
    openCartWith('created');
    expect(await screen.findByText(/still open at the payment gateway/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the payment' }).getAttribute('href')).toBe(
      '/payment-success/31',
    );
    expect(readCart()).toHaveLength(2);
  });

  it('takes the paid sevas out of the cart once the payment went through, and says so', async () => {
    openCartWith('captured');
    expect(
      await screen.findByText('Your payment went through: 1 seva is booked and has left your cart.'),
    ).toBeTruthy();
    expect(readCart().map((line) => line.devoteeName)).toEqual(['Ravi']);
    expect(pendingCheckoutPaymentId()).toBeNull();
  });

  it('keeps the cart as it was after a payment that failed, and says nothing', async () => {
    openCartWith('failed');
    await waitFor(() => expect(pendingCheckoutPaymentId()).toBeNull());
    expect(readCart()).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
