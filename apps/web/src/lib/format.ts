/**
 * Dates (dd-MMM-yyyy, in the temple's zone) and money (₹, en-IN) are written by @nivedya/domain
 * (display-dates.ts, money.ts), the same code the server's receipts, SMS and reports use.
 */

/** A name in the reader's language: the Malayalam narration when reading Malayalam and there is one. */
export function localName(
  item: { name: string; nameNarration?: string | null | undefined },
  language: string,
): string {
  return language === 'ml' && item.nameNarration ? item.nameNarration : item.name;
}
