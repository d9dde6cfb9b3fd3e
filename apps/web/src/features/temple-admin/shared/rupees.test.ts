import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './rupees.ts';

describe('rupees ↔ paise in forms', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250.50', 25_050],
    [' 0 ', 0],
    ['0.05', 5],
    ['1000000', 100_000_000],
  ])('"%s" → %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['', 'abc', '-5', '1.234', '1,000', '12345678'])('"%s" is not an amount', (text) => {
    expect(rupeesToPaise(text)).toBeNull();
  });

  it.each([
    [25_000, '250'],
    [25_050, '250.50'],
    [5, '0.05'],
    [0, '0'],
  ])('%i paise → "%s" and back', (paise, text) => {
    expect(paiseToRupees(paise)).toBe(text);
    expect(rupeesToPaise(text)).toBe(paise);
  });
});
