import { OrderLineStatus, PaymentMode } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { lineStateLabel, orderStateLabel, paymentModeKey, refundPath } from './order-labels.ts';

describe('what the staff screens call an order and a line', () => {
  it.each([
    [
      { status: 'pending', paymentMode: PaymentMode.BankTransfer },
      'orders.status.awaitingVerification',
      'amber',
    ],
    [{ status: 'pending', paymentMode: PaymentMode.Gateway }, 'orders.status.pending', 'amber'],
    [{ status: 'paid', paymentMode: PaymentMode.BankTransfer }, 'orders.status.paid', 'green'],
    [{ status: 'cancelled', paymentMode: PaymentMode.BankTransfer }, 'orders.status.cancelled', 'red'],
    [{ status: 'refunded', paymentMode: PaymentMode.Cash }, 'orders.status.refunded', 'stone'],
  ])('%o → %s (%s)', (order, key, tone) => {
    expect(orderStateLabel(order)).toEqual({ key, tone });
  });

  it('names every payment mode, and an unknown one as other', () => {
    expect(paymentModeKey(PaymentMode.BankTransfer)).toBe('templeOrders.mode.bankTransfer');
    expect(paymentModeKey(PaymentMode.Card)).toBe('templeOrders.mode.card');
    expect(paymentModeKey(42)).toBe('templeOrders.mode.other');
  });

  it('shows the spec §4 banner, else where the line stands, else nothing', () => {
    expect(lineStateLabel({ banner: 'Seva Approved', status: OrderLineStatus.Booked })).toEqual({
      key: 'orders.banner.approved',
      tone: 'green',
    });
    expect(lineStateLabel({ banner: 'Seva Rejected', status: OrderLineStatus.Rejected })?.tone).toBe('red');
    expect(lineStateLabel({ banner: '', status: OrderLineStatus.AwaitingApproval })?.key).toBe(
      'templeOrders.line.awaiting',
    );
    expect(lineStateLabel({ banner: '', status: OrderLineStatus.Booked })).toBeNull();
  });

  it('opens the refunds screen on the order', () => {
    expect(refundPath(42)).toBe('/refund-list?orderId=42');
  });
});
