import { PAGE_SIZE_MAX, PaymentMode, type ReportPage, type ReportRow } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from './api/reports.ts';
import {
  collectionByDay,
  collectionByPaymentMode,
  collectionBySeva,
  everyRowRequests,
  firstRowsRequest,
  formatAxisRupees,
  formatShare,
  highestDay,
  rowsInPage,
  shortenLabel,
  TOP_SEVAS,
} from './report-charts.ts';

const dayRow = (date: string, online: number, counter: number): ReportRow => ({
  date,
  bookings: 1,
  online,
  counter,
  amount: online + counter,
  charges: 0,
  dakshina: 0,
  total: online + counter,
});

const sevaRow = (seva: string, amount: number): ReportRow => ({ seva, bookings: 1, quantity: 1, amount });

function pageOf(items: ReportRow[], fields: Partial<ReportPage> = {}): ReportPage {
  return {
    report: 'dailywisereport',
    templeId: 3,
    templeName: 'Sree Krishna Temple',
    from: '2026-08-01',
    to: '2026-08-31',
    columns: [],
    items,
    total: items.length,
    totals: {},
    subtotals: [],
    ...fields,
  };
}

const AUGUST: ReportRequest = { from: '2026-08-01', to: '2026-08-31', offset: 0, limit: 20 };

describe('collection by day', () => {
  it('draws every day of the range in order, a day without collection as nothing', () => {
    const bars = collectionByDay([dayRow('2026-02-28', 500_00, 0), dayRow('2026-03-02', 100_00, 250_50)], {
      from: '2026-02-27',
      to: '2026-03-02',
    });
    expect(bars).toEqual([
      { date: '2026-02-27', online: 0, counter: 0, total: 0 },
      { date: '2026-02-28', online: 500_00, counter: 0, total: 500_00 },
      { date: '2026-03-01', online: 0, counter: 0, total: 0 },
      { date: '2026-03-02', online: 100_00, counter: 250_50, total: 350_50 },
    ]);
  });

  it('a year of 366 days is 366 bars, across the leap day', () => {
    const bars = collectionByDay([dayRow('2028-02-29', 1, 2)], { from: '2027-04-01', to: '2028-03-31' });
    expect(bars).toHaveLength(366);
    expect(bars.find((bar) => bar.date === '2028-02-29')?.total).toBe(3);
    expect(bars.at(-1)?.date).toBe('2028-03-31');
  });

  it('names the highest day, the first of equals, and none when nothing was collected', () => {
    const bars = collectionByDay([dayRow('2026-08-02', 300, 0), dayRow('2026-08-03', 0, 300)], {
      from: '2026-08-01',
      to: '2026-08-03',
    });
    expect(highestDay(bars)?.date).toBe('2026-08-02');
    expect(highestDay(collectionByDay([], { from: '2026-08-01', to: '2026-08-03' }))).toBeUndefined();
  });
});

describe('collection by seva', () => {
  const rows = Array.from({ length: 14 }, (_, index) => sevaRow(`Seva ${index + 1}`, (14 - index) * 100_00));
  const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);

  it('draws the first ten sevas as they come and the rest of the total as Others', () => {
    const bars = collectionBySeva(rows, total);
    expect(bars).toHaveLength(TOP_SEVAS + 1);
    expect(bars[0]).toEqual({ seva: 'Seva 1', amount: 1400_00, isOthers: false });
    expect(bars[9]).toEqual({ seva: 'Seva 10', amount: 500_00, isOthers: false });
    // Sevas 11 to 14: 400 + 300 + 200 + 100 rupees.
    expect(bars[10]).toEqual({ seva: '', amount: 1000_00, isOthers: true });
    expect(bars.reduce((sum, bar) => sum + bar.amount, 0)).toBe(total);
  });

  it('Others comes from the report’s total, so sevas beyond the rows it was given still count', () => {
    const firstTen = rows.slice(0, TOP_SEVAS);
    expect(collectionBySeva(firstTen, total).at(-1)).toEqual({ seva: '', amount: 1000_00, isOthers: true });
  });

  it('has no Others bar when ten sevas or fewer make the whole total', () => {
    const three = rows.slice(0, 3);
    const bars = collectionBySeva(three, 1400_00 + 1300_00 + 1200_00);
    expect(bars.map((bar) => bar.seva)).toEqual(['Seva 1', 'Seva 2', 'Seva 3']);
  });
});

describe('collection by payment mode', () => {
  const subtotal = (cashier: string, paymentMode: number, total: number) => ({
    group: cashier,
    values: { paymentMode, orders: 1, sevas: 1, amount: total, charges: 0, dakshina: 0, total },
  });

  it('adds up every cashier’s line per mode, largest first, ties in the modes’ order', () => {
    const slices = collectionByPaymentMode([
      subtotal('Anil', PaymentMode.Cash, 1200_00),
      subtotal('Anil', PaymentMode.Upi, 300_00),
      subtotal('Beena', PaymentMode.Cash, 800_00),
      subtotal('Beena', PaymentMode.Card, 500_00),
      subtotal('Online', PaymentMode.Gateway, 500_00),
    ]);
    expect(slices).toEqual([
      { paymentMode: PaymentMode.Cash, total: 2000_00 },
      { paymentMode: PaymentMode.Gateway, total: 500_00 },
      { paymentMode: PaymentMode.Card, total: 500_00 },
      { paymentMode: PaymentMode.Upi, total: 300_00 },
    ]);
  });

  it('leaves out modes that came to nothing', () => {
    expect(
      collectionByPaymentMode([subtotal('Anil', PaymentMode.Cash, 0), subtotal('Anil', PaymentMode.Upi, 10)]),
    ).toEqual([{ paymentMode: PaymentMode.Upi, total: 10 }]);
  });
});

describe('where a chart’s rows come from', () => {
  it('the table’s page when it is the first and holds them all', () => {
    const rows = [dayRow('2026-08-01', 1, 0), dayRow('2026-08-02', 2, 0)];
    expect(rowsInPage(pageOf(rows), AUGUST)).toEqual(rows);
  });

  it('not a later page, a page with only some of the rows, or the last range’s page still on show', () => {
    const rows = [dayRow('2026-08-01', 1, 0)];
    expect(rowsInPage(pageOf(rows), { ...AUGUST, offset: 20 })).toBeUndefined();
    expect(rowsInPage(pageOf(rows, { total: 25 }), AUGUST)).toBeUndefined();
    expect(rowsInPage(pageOf(rows, { from: '2026-07-01', to: '2026-07-31' }), AUGUST)).toBeUndefined();
  });

  it('the first rows only when a chart needs only the first ones', () => {
    const rows = Array.from({ length: 20 }, (_, index) => sevaRow(`Seva ${index}`, 100 - index));
    expect(rowsInPage(pageOf(rows, { total: 45 }), AUGUST, TOP_SEVAS)).toEqual(rows.slice(0, TOP_SEVAS));
    expect(rowsInPage(pageOf(rows.slice(0, 4), { total: 4 }), AUGUST, TOP_SEVAS)).toHaveLength(4);
  });

  it('otherwise every row in pages of the most the server answers', () => {
    expect(PAGE_SIZE_MAX).toBeLessThan(366);
    const requests = everyRowRequests({ ...AUGUST, paymentMode: PaymentMode.Cash }, 366);
    expect(requests.map((request) => [request.offset, request.limit])).toEqual([
      [0, PAGE_SIZE_MAX],
      [PAGE_SIZE_MAX, PAGE_SIZE_MAX],
      [2 * PAGE_SIZE_MAX, PAGE_SIZE_MAX],
      [3 * PAGE_SIZE_MAX, PAGE_SIZE_MAX],
    ]);
    expect(requests.every((request) => request.paymentMode === PaymentMode.Cash)).toBe(true);
    expect(everyRowRequests(AUGUST, 0)).toHaveLength(1);
    expect(firstRowsRequest({ ...AUGUST, offset: 40 }, TOP_SEVAS)).toEqual({
      ...AUGUST,
      offset: 0,
      limit: 10,
    });
  });
});

describe('words on a chart', () => {
  it('axis amounts in rupees grouped the Indian way, paise only when there are some', () => {
    expect(formatAxisRupees(12_500_000)).toBe('₹1,25,000');
    expect(formatAxisRupees(0)).toBe('₹0');
    expect(formatAxisRupees(12_550)).toBe('₹125.50');
  });

  it('shares as percentages of the whole', () => {
    expect(formatShare(3, 8)).toBe('37.5%');
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(5, 5)).toBe('100%');
    expect(formatShare(0, 0)).toBe('0%');
  });

  it('cuts long names between letters as a reader sees them', () => {
    expect(shortenLabel('Pushpanjali', 14)).toBe('Pushpanjali');
    expect(shortenLabel('Ganapathi Homam Special', 14)).toBe('Ganapathi Hom…');
    // പുഷ്പാഞ്ജലി: never cut after a virama (്) or before a vowel sign (ാ), which would show broken letters.
    const name = 'പുഷ്പാഞ്ജലി';
    for (const length of [2, 3, 4]) {
      const kept = shortenLabel(name, length).replace(/…$/, '');
      expect(name.startsWith(kept)).toBe(true);
      expect(kept).not.toMatch(/\u0D4D$/);
      expect(name.slice(kept.length)).not.toMatch(/^[\u0D3E-\u0D4D]/);
    }
  });
});
