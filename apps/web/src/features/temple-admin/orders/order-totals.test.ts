import { PaymentMode } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ordersFileUrl, orderTotalsFigures } from './order-totals.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe("the transaction list's totals and files", () => {
  it('counts the orders and each status that has any, and shows the paid money last', () => {
    const figures = orderTotalsFigures(
      {
        orders: 5,
        paidAmount: 14_000,
        byStatus: { pending: 1, paid: 2, failed: 0, expired: 0, cancelled: 1, refunded: 1, due: 0 },
      },
      t,
    );
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['templeOrders.totals.orders', '5'],
      ['orders.status.pending', '1'],
      ['orders.status.paid', '2'],
      ['orders.status.cancelled', '1'],
      ['orders.status.refunded', '1'],
      ['templeOrders.totals.paidAmount', '₹140.00'],
    ]);
  });

  it('asks for the file of every order the filters select, with the wire forms of status and verification', () => {
    const url = ordersFileUrl(
      3,
      {
        from: '2026-05-01',
        to: '2026-05-02',
        status: 'refunded',
        paymentMode: PaymentMode.Cash,
        type: 'counter',
        isVerified: false,
        offset: 20,
        limit: 20,
      },
      'pdf',
    );
    const [path, search] = url.split('?');
    expect(path).toMatch(/\/api\/v1\/temples\/3\/orders$/);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      from: '2026-05-01',
      to: '2026-05-02',
      status: 'refunded',
      paymentMode: String(PaymentMode.Cash),
      type: 'counter',
      isVerified: 'false',
      format: 'pdf',
    });
  });
});
