import { INDIAN_SCRIPTS, type IndianFonts, type IndianScript } from './indian-fonts.ts';

/**
 * Text in a PDF that mixes English and an Indian script, as the receipts and the report exports print
 * it. Latin text is set in Helvetica; Malayalam, Devanagari, Tamil, Telugu and Kannada, and the rupee
 * sign, which Helvetica lacks, in the Noto Sans face of their script, embedded as a subset and shaped by
 * HarfBuzz (indian-fonts.ts), so conjuncts and vowel signs come out as they do on the web, and each such
 * run carries its text as typed for copying, search and screen readers.
 */

/** The Unicode blocks of each script's face; the rupee sign is drawn by the Malayalam one. */
const SCRIPT_CHARACTERS: Record<IndianScript, RegExp> = {
  malayalam: /[\u0D00-\u0D7F\u20B9]/u,
  devanagari: /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/u,
  tamil: /[\u0B80-\u0BFF]/u,
  telugu: /[\u0C00-\u0C7F]/u,
  kannada: /[\u0C80-\u0CFF]/u,
};
/** Zero-width (non-)joiners choose a letter's form (a Malayalam chillu, a visible virama). */
const JOINER = /[\u200C\u200D]/u;

function scriptOf(char: string): IndianScript | null {
  return INDIAN_SCRIPTS.find((script) => SCRIPT_CHARACTERS[script].test(char)) ?? null;
}
/** What the standard Helvetica draws: WinAnsiEncoding, Latin-1 and the Windows-1252 extras. */
const HELVETICA_CHARACTER = /[\u0020-\u007E\u00A0-\u00FF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;
const ELLIPSIS = '…';
/** Grapheme clusters keep a conjunct whole ("ക്ഷ"), so a cut never leaves a dangling virama. */
const GRAPHEMES = new Intl.Segmenter('ml', { granularity: 'grapheme' });

export interface FontRun {
  text: string;
  /** The script whose Noto face draws the run; null for Helvetica. */
  script: IndianScript | null;
}

/** Splits text into runs for each script's Noto face and for Helvetica; a joiner stays with its script. */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = scriptOf(char) ?? (JOINER.test(char) && last?.script ? last.script : null);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

/**
 * The text on one line with only what the two fonts can draw: other characters are left out, and any
 * white space (tabs and line breaks too, before they are dropped as undrawable) becomes one space.
 */
export function printableText(text: string): string {
  return [...text.replace(/\s/g, ' ')]
    .filter((char) => HELVETICA_CHARACTER.test(char) || scriptOf(char) !== null || JOINER.test(char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex. */
const utf16Hex = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, '0')).join('')}>`;

/**
 * Draws text as a marked-content span whose ActualText is the text as typed: Indian scripts' glyphs are
 * in visual order (the pre-base ra of "ശ്രീ" comes first), so copying, search and screen readers need it.
 * The span goes inside the text object (BT … ET) pdfkit writes, because poppler (pdftotext, Evince)
 * drops an ActualText span that closes after the text's graphics state is restored; pdfkit's own
 * markContent() can only wrap the whole q … Q.
 */
function withActualText(pdf: PDFKit.PDFDocument, actual: string, drawText: () => void) {
  const addContent = pdf.addContent;
  pdf.addContent = (data: string) => {
    if (data === 'ET') addContent.call(pdf, 'EMC');
    addContent.call(pdf, data);
    if (data === 'BT') addContent.call(pdf, `/Span <</ActualText ${utf16Hex(actual)}>> BDC`);
    return pdf;
  };
  try {
    drawText();
  } finally {
    pdf.addContent = addContent;
  }
}

export type LatinFont = 'Helvetica' | 'Helvetica-Bold';
/** pdfkit takes RGB in 0–255. */
export type Colour = [number, number, number];
export const rgb = (red: number, green: number, blue: number): Colour => [red * 255, green * 255, blue * 255];

export interface TextStyle {
  /** The Latin face; an Indian script in the same text takes its Noto Sans face of the same weight. */
  font: LatinFont;
  size: number;
  colour: Colour;
}

export interface TextPlacement {
  /** The left end of the text, or its right end when aligned right. */
  x: number;
  /** The baseline, in points from the top of the page. */
  y: number;
  align?: 'left' | 'right';
}

export interface MixedScriptText {
  /** The width of printable text, in points. */
  widthOf(text: string, style: TextStyle): number;
  /** Printable text shortened with an ellipsis, between letters, until it fits the width. */
  fit(text: string, style: TextStyle, maxWidth: number): string;
  /**
   * Printable text broken into lines that fit the width: at spaces, and between letters only for a
   * word wider than the line. Text that needs more than maxLines ends the last line in an ellipsis.
   */
  wrap(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[];
  draw(text: string, placement: TextPlacement, style: TextStyle): void;
}

/** Text setting for one document; registers the Indian scripts' fonts with it. */
export function mixedScriptText(pdf: PDFKit.PDFDocument, fonts: IndianFonts): MixedScriptText {
  // pdfkit 0.20 embeds a fontkit font object it is given, as a subset of the glyphs drawn (an English
  // document carries the ₹ glyph alone); @types/pdfkit 0.17 does not know that yet.
  for (const script of INDIAN_SCRIPTS) {
    pdf.registerFont(`Noto-${script}`, fonts[script].regular as unknown as PDFKit.Mixins.PDFFontSource);
    pdf.registerFont(`Noto-${script}-Bold`, fonts[script].bold as unknown as PDFKit.Mixins.PDFFontSource);
  }
  const useFont = (run: FontRun, style: TextStyle) =>
    pdf.font(
      run.script ? `Noto-${run.script}${style.font === 'Helvetica-Bold' ? '-Bold' : ''}` : style.font,
      style.size,
    );

  const measure = (text: string, style: TextStyle) =>
    fontRuns(text).map((run) => ({ ...run, width: useFont(run, style).widthOfString(run.text) }));
  const widthOf = (text: string, style: TextStyle) =>
    measure(text, style).reduce((sum, run) => sum + run.width, 0);

  /** The most of `pieces` (at least `least`) whose rendering fits the width, by bisection. */
  const mostThatFit = (
    pieces: readonly string[],
    least: number,
    render: (kept: readonly string[]) => string,
    style: TextStyle,
    maxWidth: number,
  ) => {
    let low = least;
    let high = pieces.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (widthOf(render(pieces.slice(0, middle)), style) <= maxWidth) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  const fit = (text: string, style: TextStyle, maxWidth: number) => {
    if (widthOf(text, style) <= maxWidth) return text;
    const letters = Array.from(GRAPHEMES.segment(text), (piece) => piece.segment);
    const withEllipsis = (kept: readonly string[]) => `${kept.join('').trimEnd()}${ELLIPSIS}`;
    return withEllipsis(letters.slice(0, mostThatFit(letters, 0, withEllipsis, style, maxWidth)));
  };

  /** The first line of text and what is left after it. */
  const firstLine = (text: string, style: TextStyle, maxWidth: number): [string, string] => {
    const words = text.split(' ');
    const keptWords = mostThatFit(words, 0, (kept) => kept.join(' '), style, maxWidth);
    if (keptWords > 0) return [words.slice(0, keptWords).join(' '), words.slice(keptWords).join(' ')];
    // At least one letter a line, however narrow the column, so wrapping always moves on.
    const letters = Array.from(GRAPHEMES.segment(text), (piece) => piece.segment);
    const keptLetters = mostThatFit(letters, 1, (kept) => kept.join(''), style, maxWidth);
    return [letters.slice(0, keptLetters).join(''), letters.slice(keptLetters).join('').trimStart()];
  };

  const wrap = (text: string, style: TextStyle, maxWidth: number, maxLines: number) => {
    const lines: string[] = [];
    let rest = text;
    while (lines.length < maxLines - 1 && widthOf(rest, style) > maxWidth) {
      const [line, after] = firstLine(rest, style, maxWidth);
      lines.push(line);
      rest = after;
    }
    lines.push(fit(rest, style, maxWidth));
    return lines;
  };

  const draw = (text: string, placement: TextPlacement, style: TextStyle) => {
    const runs = measure(text, style);
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    let left = placement.align === 'right' ? placement.x - width : placement.x;
    for (const run of runs) {
      useFont(run, style).fillColor(style.colour);
      const drawRun = () =>
        pdf.text(run.text, left, placement.y, { lineBreak: false, baseline: 'alphabetic' });
      if (run.script) withActualText(pdf, run.text, drawRun);
      else drawRun();
      left += run.width;
    }
  };

  return { widthOf, fit, wrap, draw };
}
