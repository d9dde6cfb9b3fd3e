import { regionalName } from '@nivedya/domain';

/**
 * Dates (dd-MMM-yyyy, in the temple's zone) and money (₹, en-IN) are written by @nivedya/domain
 * (display-dates.ts, money.ts), the same code the server's receipts, SMS and reports use; the screens
 * write dates in their language through lib/display-dates.ts.
 */

/**
 * A temple's name for something in the reader's language: its regional name (the `nameNarration` the
 * temple gave) when that is written in the reader's language, else its English name (domain
 * regionalName).
 */
export function localName(
  item: { name: string; nameNarration?: string | null | undefined },
  language: string,
): string {
  return regionalName(item.name, item.nameNarration, language);
}
