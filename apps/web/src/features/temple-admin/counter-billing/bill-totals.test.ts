import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { billsFileUrl, billTotalsFigures, isOneDay } from './bill-totals.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe("bill-list's totals and files", () => {
  it.each([
    ['2026-11-26', '2026-11-26', true],
    ['2026-11-25', '2026-11-26', false],
    ['2026-11-26', undefined, false],
    [undefined, undefined, false],
  ])('from %s to %s is one day: %s', (from, to, expected) => {
    expect(isOneDay(from, to)).toBe(expected);
  });

  it('shows the counts, the paid amounts in rupees and the collected money last', () => {
    const figures = billTotalsFigures(
      {
        bills: 4,
        paidBills: 3,
        cancelledBills: 1,
        sevaAmount: 45_000,
        dakshinaAmount: 1_000,
        collected: 46_000,
      },
      t,
    );
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['counter.list.totalBills', '4'],
      ['counter.list.totalCancelled', '1'],
      ['counter.list.totalSevaAmount', '₹450.00'],
      ['counter.list.totalDakshina', '₹10.00'],
      ['counter.list.totalCollected', '₹460.00'],
    ]);
  });

  it('asks for the file of every bill the filters select, whichever page is shown', () => {
    const url = billsFileUrl(
      7,
      { q: 'ravi', fromDate: '2026-11-26', toDate: '2026-11-26', paymentMode: 'cash', offset: 40, limit: 20 },
      'xlsx',
    );
    const [path, search] = url.split('?');
    expect(path).toMatch(/\/api\/v1\/temples\/7\/counter-bills$/);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      q: 'ravi',
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
      paymentMode: 'cash',
      format: 'xlsx',
    });
  });
});
