import type { CartStarSeries, CounterBillQuoteInput, CounterQuoteLine, CounterSeva } from '@nivedya/domain';

/**
 * The bill on the billing screen before it is saved: the lines typed so far, as the quote and the
 * save send them. Prices are never worked out here; the server quotes them (ARCHITECTURE rule 2).
 */
export interface DraftLine {
  /** Stable across deletions, for React and for matching the quote's lines. */
  key: number;
  seva: CounterSeva;
  devoteeName: string;
  starId: number;
  /** The first of a star series' dates. */
  performDate: string;
  quantity: number;
  /** Every month or year on the devotee's star (issue #19): the line is billed on each of its dates. */
  starSeries?: CartStarSeries | undefined;
}

export function toQuoteInput(lines: readonly DraftLine[], dakshina: number): CounterBillQuoteInput {
  return {
    lines: lines.map((line) => ({
      sevaId: line.seva.id,
      devoteeName: line.devoteeName,
      starId: line.starId,
      performDate: line.performDate,
      quantity: line.quantity,
      ...(line.starSeries ? { starSeries: line.starSeries } : {}),
    })),
    dakshina,
  };
}

/** The quote's line for a draft line, only while the quote is of the bill as it is now. */
export function quotedLine(
  quoteLines: readonly CounterQuoteLine[] | undefined,
  line: DraftLine,
  index: number,
): CounterQuoteLine | undefined {
  const quoted = quoteLines?.[index];
  if (!quoted) return undefined;
  const isSame =
    quoted.sevaId === line.seva.id &&
    quoted.performDate === line.performDate &&
    quoted.dates.join() === (line.starSeries?.dates ?? [line.performDate]).join() &&
    quoted.quantity === line.quantity &&
    quoted.devoteeName === line.devoteeName.trim() &&
    quoted.starId === line.starId;
  return isSame ? quoted : undefined;
}

/**
 * The sevas a typed text finds, best first: the code exactly, then codes and names that start with it,
 * then names (English or Malayalam) and deities that contain it. An empty text lists them all.
 */
export function matchSevas(sevas: readonly CounterSeva[], text: string): CounterSeva[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...sevas];
  const rank = (seva: CounterSeva): number => {
    const code = seva.code.toLowerCase();
    const name = seva.name.toLowerCase();
    if (code === needle) return 0;
    if (code.startsWith(needle)) return 1;
    if (name.startsWith(needle)) return 2;
    if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 3;
    if (name.includes(needle) || (seva.nameNarration ?? '').includes(text.trim())) return 4;
    if ((seva.deityName ?? '').toLowerCase().includes(needle)) return 5;
    return -1;
  };
  return sevas
    .map((seva, order) => ({ seva, order, rank: rank(seva) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.seva);
}

/** The day a line for the seva starts at: the chosen day, moved up to the seva's first bookable day. */
export function dateForSeva(current: string, seva: Pick<CounterSeva, 'minPerformDate'>): string {
  return current < seva.minPerformDate ? seva.minPerformDate : current;
}

/** A whole number of 1 or more from the quantity box, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** What the devotee's UPI app shows as the payment's note: the sevas being paid for. */
export function upiNoteFor(lines: readonly DraftLine[]): string {
  const names = [...new Set(lines.map((line) => line.seva.name))];
  return names.join(', ');
}
