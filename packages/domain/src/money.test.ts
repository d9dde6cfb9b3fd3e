import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatRupees, paiseToRupees, RupeesTextSchema, rupeesToPaise } from './money.ts';

describe('formatRupees (en-IN grouping, 2 decimals)', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99, '₹0.99'],
    [100, '₹1.00'],
    [12_550, '₹125.50'],
    [100_000, '₹1,000.00'],
    [12_345_678, '₹1,23,456.78'],
    [12_500_000, '₹1,25,000.00'],
    [1_000_000_000, '₹1,00,00,000.00'],
    [-12_550, '-₹125.50'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });
});

describe('paiseToRupees and rupeesToPaise', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [12_550, '125.50'],
    [12_500_000, '125000.00'],
    [-5, '-0.05'],
  ])('%i paise ↔ %s', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
    if (paise >= 0) expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each([
    ['125', 12_500],
    ['125.5', 12_550],
    ['125.50', 12_550],
    [' 125.05 ', 12_505],
    ['1,25,000', 12_500_000],
    ['₹1,25,000.00', 12_500_000],
    ['0.01', 1],
  ])('reads %s as %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['125.505', '12.345', '-1', '1e3', 'abc', '', '.5', '1,2,3', '12,34'])('refuses %j', (text) => {
    expect(() => rupeesToPaise(text)).toThrow(RangeError);
  });

  it('parses typed amounts in a form schema with a clear message', () => {
    expect(RupeesTextSchema.parse('101.00')).toBe(10_100);
    const result = RupeesTextSchema.safeParse('10.001');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter an amount in rupees, with at most 2 decimals');
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [14, 10, 1],
    [0, 7, 0],
    [10_000, 10_000, 1],
  ])('%i / %i → %i', (numerator, denominator, result) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(result);
  });
});
