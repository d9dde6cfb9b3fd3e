/**
 * ARCHITECTURE rule 1: money is integer paise everywhere inside; rupees with 2 decimals only at the
 * edges, grouped the Indian way (lakh, crore): ₹1,25,000.00.
 */

/** Groups the digits of a whole number the en-IN way: the last three, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/** A count as people read it in India, whole and grouped: 125000 → '1,25,000'. */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number, got ${paise}`);
}

/** 12550 → '125.50'; -5 → '-0.05'. No grouping: for inputs and APIs that speak rupees. */
export function paiseToRupees(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 12500000 → '₹1,25,000.00' (spec §9: rupees, 2 decimals; en-IN grouping). */
export function formatRupees(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const whole = groupIndian(String(Math.trunc(absolute / 100)));
  return `${sign}₹${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A typed amount: whole rupees, optionally grouped with commas the Indian way (1,25,000, as the screens
 * show it) or the international way (125,000 or 1,250,000), then at most 2 decimals. "1,250" is
 * ₹1,250 (docs/decisions.md "Money typed by people"). Commas anywhere else ("12,50", "1,2,3") are refused,
 * not guessed: they may be a decimal comma.
 */
const RUPEES_PATTERN = /^(\d+|\d{1,3}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/**
 * '125.50' → 12550, '125' → 12500, '1,250' → 125000, '1,25,000' → 12500000, '₹ 99.5' → 9950. Refuses
 * more than 2 decimals, signs, misplaced commas and anything that is not a plain amount (RangeError), so
 * a typed amount never loses or gains a paisa. Limits (a dakshina's most, a seva's highest rate) are the
 * field's own rule, checked by its schema.
 */
export function rupeesToPaise(text: string): number {
  const amount = text.trim().replace(/^₹\s*/, '');
  if (!RUPEES_PATTERN.test(amount)) {
    throw new RangeError(`'${text}' is not an amount in rupees with at most 2 decimals`);
  }
  const [whole = '0', fraction = ''] = amount.replaceAll(',', '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`'${text}' is too large`);
  return paise;
}

export const AMOUNT_MESSAGE = 'Enter an amount in rupees, with at most 2 decimals';

/** Rounds a non-negative ratio numerator / denominator to the nearest whole number, halves up. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('The denominator must be positive');
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}
