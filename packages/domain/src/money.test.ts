import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatCount, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';
import { RupeesTextSchema } from './money-schemas.ts';

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
    ['0', 0],
    ['0.01', 1],
    ['1000000', 100_000_000],
    // A clerk's "1,250" is ₹1,250 (docs/decisions.md "Money typed by people"), grouped either way.
    ['1,250', 125_000],
    ['12,345.50', 1_234_550],
    ['1,25,000', 12_500_000],
    ['12,50,000', 125_000_000],
    ['1,250,000', 125_000_000],
    ['₹1,25,000.00', 12_500_000],
    ['₹ 99.5', 9_950],
  ])('reads %j as %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each([
    '125.505',
    '12.345',
    '-1',
    '-5',
    '+5',
    '1e3',
    'abc',
    'ten',
    '',
    ' ',
    '.5',
    '5.',
    // Commas that are not thousands separators may be a decimal comma: refused, not guessed.
    '1,2,3',
    '12,34',
    '12,50',
    '1,2500',
    '1,25,00',
    ',250',
    '250,',
    '1 250',
    '₹',
  ])('refuses %j', (text) => {
    expect(() => rupeesToPaise(text)).toThrow(RangeError);
  });

  it('refuses an amount past what a number holds exactly', () => {
    expect(() => rupeesToPaise('999999999999999999')).toThrow(RangeError);
  });

  it('parses typed amounts in a form schema with a clear message', () => {
    expect(RupeesTextSchema.parse('101.00')).toBe(10_100);
    expect(RupeesTextSchema.parse(' 1,250 ')).toBe(125_000);
    for (const text of ['10.001', 'ten', '', '999999999999999999']) {
      const result = RupeesTextSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Enter an amount in rupees, with at most 2 decimals',
      ]);
    }
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

describe('formatCount', () => {
  it('groups a whole count the Indian way', () => {
    expect([0, 999, 1000, 125000, 1_00_00_000, -4321, 12.6].map(formatCount)).toEqual([
      '0',
      '999',
      '1,000',
      '1,25,000',
      '1,00,00,000',
      '-4,321',
      '13',
    ]);
  });
});
