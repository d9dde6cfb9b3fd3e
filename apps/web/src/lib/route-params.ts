/** An id from the address (?templeId=…, /:id), or null when it is missing or not a positive whole number. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** A yyyy-MM-dd day from the address, or null. */
export function parseDay(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** The readable part of an address (event-details/:id/:name): lower case, words joined by hyphens. */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  );
}
