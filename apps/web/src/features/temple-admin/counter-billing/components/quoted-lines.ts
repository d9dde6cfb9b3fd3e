import type { CounterBillQuote, CounterQuoteLine } from '@nivedya/domain';
import { type DraftLine, quotedLine } from '../counter-bill-draft.ts';

/** What is wrong with a line: a stable code and the server's English detail. */
export interface LineProblem {
  code: string;
  message: string;
}

export interface QuotedDraftLine {
  line: DraftLine;
  /** The server's price of the line, while the quote is of the bill as it is. */
  quoted: CounterQuoteLine | undefined;
  problems: LineProblem[];
}

/** A refused save names the lines by position: { index, code, message } each. */
export interface SaveProblem extends LineProblem {
  index: number;
}

/**
 * Each draft line with its quote and its problems: the quote's while it is current, else those of the
 * last refused save, which stay on their line until the line changes.
 */
export function quoteDraftLines(
  lines: readonly DraftLine[],
  quote: CounterBillQuote | undefined,
  saveProblems: readonly (SaveProblem & { key: number })[],
): QuotedDraftLine[] {
  return lines.map((line, index) => {
    const quoted = quotedLine(quote?.lines, line, index);
    const fromSave = saveProblems
      .filter((problem) => problem.key === line.key)
      .map(({ code, message }) => ({ code, message }));
    return { line, quoted, problems: quoted && quoted.problems.length > 0 ? quoted.problems : fromSave };
  });
}
