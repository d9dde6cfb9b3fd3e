import { describe, expect, it } from 'vitest';
import { formatReportCell, isNumericKind } from './report-cells.ts';

const t = (key: string) => `«${key}»`;

describe('report cells', () => {
  it('shows paise as en-IN rupees', () => {
    expect(formatReportCell('money', 12_500_000, t)).toBe('₹1,25,000.00');
    expect(formatReportCell('money', 19_000, t)).toBe('₹190.00');
    expect(formatReportCell('money', 0, t)).toBe('₹0.00');
  });

  it('groups counts the Indian way', () => {
    expect(formatReportCell('count', 3, t)).toBe('3');
    expect(formatReportCell('count', 1_234_567, t)).toBe('12,34,567');
  });

  it('writes dates dd-MMM-yyyy and times as given', () => {
    expect(formatReportCell('date', '2026-08-04', t)).toBe('04-Aug-2026');
    expect(formatReportCell('time', '09:05', t)).toBe('09:05');
  });

  it('names payment modes in the reader’s words', () => {
    expect(formatReportCell('paymentMode', 3, t)).toBe('«templeOrders.mode.cash»');
    expect(formatReportCell('paymentMode', 1, t)).toBe('«templeOrders.mode.gateway»');
    expect(formatReportCell('paymentMode', 42, t)).toBe('«templeOrders.mode.other»');
  });

  it('says a report’s fixed words (statuses, sources) in the reader’s words', () => {
    expect(formatReportCell('label', 'unverified', t)).toBe('«reports.label.unverified»');
    expect(formatReportCell('label', 'Virtual queue', t)).toBe('«reports.label.Virtual queue»');
  });

  it('leaves text as it is and an empty cell as a dash', () => {
    expect(formatReportCell('text', 'BKS00000042', t)).toBe('BKS00000042');
    expect(formatReportCell('text', null, t)).toBe('—');
    expect(formatReportCell('money', undefined, t)).toBe('—');
  });

  it('right-aligns money and counts only', () => {
    expect(
      ['text', 'money', 'count', 'date', 'time', 'paymentMode'].filter((kind) =>
        isNumericKind(kind as never),
      ),
    ).toEqual(['money', 'count']);
  });
});
