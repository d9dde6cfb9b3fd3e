import type { Readable, ReadableOptions } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { loadIndianFonts } from './indian-fonts.ts';
import {
  type MixedScriptText,
  mixedScriptText,
  printableText,
  rgb,
  type TextStyle,
} from './mixed-script-text.ts';

/**
 * A report's PDF export (issue #14 §1: temple name and logo, filters, page numbers, Malayalam shaped),
 * written as it is read: rows are pulled from the report's query only while the reader keeps up, so a
 * year of a busy temple goes out page by page instead of being held in memory.
 */

export interface PdfReportHeading {
  /** May be Malayalam. */
  templeName: string;
  /** PNG or JPEG bytes of the temple's logo, drawn top-left when present. */
  logo: Buffer | null;
  title: string;
  /** Lines such as "From 01-Nov-2026 to 30-Nov-2026", "Payment: Cash". */
  filters: readonly string[];
  /** "26-Nov-2026 10:15 IST", printed small in the heading. */
  generatedAt: string;
}

export interface PdfReportColumn {
  header: string;
  /** Relative width in characters, the number the XLSX export uses. */
  width: number;
  /** Money and counts right-aligned. */
  align: 'left' | 'right';
}

/** Cells already formatted as text by the engine (money "1,250.00", dates "26-Nov-2026"); null is blank. */
export type PdfReportCells = readonly (string | null)[];

const A4_SHORT_SIDE = 595.28;
const A4_LONG_SIDE = 841.89;
const MARGIN = 36;
const BODY_SIZE = 8;
const LINE_HEIGHT = 10;
/** Where the first baseline sits below a line's top at 8 pt: Helvetica's cap height plus a little. */
const BASELINE_DROP = 7.2;
const CELL_PADDING = 3;
/** A column's XLSX width in characters becomes points at the width of Helvetica's digits at 8 pt. */
const POINTS_PER_CHARACTER = BODY_SIZE * 0.556;
/**
 * Long cells wrap rather than being cut, because the printed report is what the office reads (a
 * devotee's full name, a postal address) when the CSV is not at hand; three lines at most, the last
 * ending in an ellipsis, so that one runaway cell cannot push a row past a page.
 */
const MAX_CELL_LINES = 3;
const LOGO_SIZE = 54;
const FOOTER_HEIGHT = 24;
/** How much written PDF may wait for the reader before no more rows are pulled. */
const HIGH_WATER_MARK = 64 * 1024;
/**
 * Rows drawn between turns of the event loop (a few milliseconds' work): rows that arrive without I/O
 * would otherwise keep the server from its other requests until the buffer above is full.
 */
const ROWS_BETWEEN_TURNS = 50;

const INK = rgb(0.12, 0.1, 0.08);
const MUTED = rgb(0.42, 0.37, 0.31);
const RULE = rgb(0.85, 0.8, 0.72);
const HEADER_FILL = rgb(0.95, 0.92, 0.86);

const body: TextStyle = { font: 'Helvetica', size: BODY_SIZE, colour: INK };
const bold: TextStyle = { ...body, font: 'Helvetica-Bold' };

interface PlacedColumn extends PdfReportColumn {
  left: number;
  right: number;
}

/**
 * Portrait when the columns fit across it at their natural widths, landscape otherwise; either way the
 * columns share the page's width in proportion to their widths, so narrow reports are not cramped to
 * one side and wide ones still fit (their cells wrap sooner).
 */
function pageLayout(columns: readonly PdfReportColumn[]) {
  const natural = columns.map(
    (column) => Math.max(column.width, 1) * POINTS_PER_CHARACTER + 2 * CELL_PADDING,
  );
  const naturalWidth = natural.reduce((sum, width) => sum + width, 0);
  const isLandscape = naturalWidth > A4_SHORT_SIDE - 2 * MARGIN;
  const [width, height] = isLandscape ? [A4_LONG_SIDE, A4_SHORT_SIDE] : [A4_SHORT_SIDE, A4_LONG_SIDE];
  const scale = (width - 2 * MARGIN) / naturalWidth;
  let left = MARGIN;
  const placed = columns.map((column, index): PlacedColumn => {
    const columnWidth = (natural[index] ?? 0) * scale;
    const at = { ...column, left, right: left + columnWidth };
    left += columnWidth;
    return at;
  });
  return { width, height, columns: placed };
}

/**
 * Holds the writer back while the reader is behind. pdfkit pushes whatever it writes and ignores the
 * stream's answer, and its own _read does nothing; a read that finds the buffer below its high-water
 * mark calls _read, so that is the moment to write again.
 */
function pacedByReader(pdf: PDFKit.PDFDocument): () => Promise<void> {
  let resume: (() => void) | null = null;
  const wake = () => {
    const waiting = resume;
    resume = null;
    waiting?.();
  };
  pdf._read = wake;
  pdf.once('close', wake);
  return async () => {
    while (!pdf.destroyed && pdf.readableLength >= pdf.readableHighWaterMark)
      await new Promise<void>((resolve) => {
        resume = resolve;
      });
  };
}

/** A readable stream of the PDF; rows are pulled as the document is written, never all held at once. */
export function streamReportPdf(
  heading: PdfReportHeading,
  columns: readonly PdfReportColumn[],
  rows: AsyncIterable<PdfReportCells>,
  totals: PdfReportCells | null,
): Readable {
  if (columns.length === 0) throw new Error('A report PDF needs at least one column');
  const layout = pageLayout(columns);
  // pdfkit hands its options on to Readable, which takes the buffer's size from them.
  const options: PDFKit.PDFDocumentOptions & ReadableOptions = {
    size: [layout.width, layout.height],
    margin: 0,
    autoFirstPage: false,
    // pdfkit would keep every word it shaped for the life of the document, a year of devotee names;
    // indian-fonts.ts keeps the recent ones instead.
    fontLayoutCache: false,
    info: { Title: heading.title, Author: heading.templeName },
    highWaterMark: HIGH_WATER_MARK,
  };
  const pdf = new PDFDocument(options);
  const readerCaughtUp = pacedByReader(pdf);
  writeReport(pdf, layout, heading, rows, totals, readerCaughtUp).catch((error: unknown) =>
    pdf.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return pdf;
}

async function writeReport(
  pdf: PDFKit.PDFDocument,
  layout: ReturnType<typeof pageLayout>,
  heading: PdfReportHeading,
  rows: AsyncIterable<PdfReportCells>,
  totals: PdfReportCells | null,
  readerCaughtUp: () => Promise<void>,
) {
  const text = mixedScriptText(pdf, await loadIndianFonts());
  const tableBottom = layout.height - MARGIN - FOOTER_HEIGHT;
  let pageNumber = 0;
  /** The top of what is drawn next, from the top of the page. */
  let y = MARGIN;

  const rule = (at: number, colour = RULE, width = 0.5) => {
    pdf
      .moveTo(MARGIN, at)
      .lineTo(layout.width - MARGIN, at)
      .lineWidth(width)
      .stroke(colour);
  };

  const startPage = () => {
    pdf.addPage({ size: [layout.width, layout.height], margin: 0 });
    pageNumber += 1;
    y = MARGIN;
    // The footer goes on as the page starts: its number is known now, and no total of pages is
    // printed, since that would mean holding every page until the last row.
    const footer: TextStyle = { ...body, size: 7.5, colour: MUTED };
    const baseline = layout.height - MARGIN + 4;
    const pageLabel = `Page ${pageNumber}`;
    const titleWidth = layout.width - 2 * MARGIN - text.widthOf(pageLabel, footer) - 24;
    const title = printableText(`${heading.templeName} · ${heading.title}`);
    text.draw(text.fit(title, footer, titleWidth), { x: MARGIN, y: baseline }, footer);
    text.draw(pageLabel, { x: layout.width - MARGIN, y: baseline, align: 'right' }, footer);
  };

  /** Cells wrapped to their columns, and the height of the row they make. */
  const wrapRow = (cells: PdfReportCells, style: TextStyle) => {
    const lines = layout.columns.map((column, index) =>
      text.wrap(
        printableText(cells[index] ?? ''),
        style,
        column.right - column.left - 2 * CELL_PADDING,
        MAX_CELL_LINES,
      ),
    );
    const lineCount = Math.max(...lines.map((cell) => cell.length));
    return { lines, height: lineCount * LINE_HEIGHT + 2 * CELL_PADDING };
  };

  const drawRow = (row: ReturnType<typeof wrapRow>, style: TextStyle) => {
    layout.columns.forEach((column, index) => {
      const isRight = column.align === 'right';
      (row.lines[index] ?? []).forEach((line, lineIndex) => {
        text.draw(
          line,
          {
            x: isRight ? column.right - CELL_PADDING : column.left + CELL_PADDING,
            y: y + CELL_PADDING + BASELINE_DROP + lineIndex * LINE_HEIGHT,
            align: column.align,
          },
          style,
        );
      });
    });
    y += row.height;
  };

  const header = wrapRow(
    layout.columns.map((column) => column.header),
    bold,
  );
  const drawHeader = () => {
    pdf.rect(MARGIN, y, layout.width - 2 * MARGIN, header.height).fill(HEADER_FILL);
    drawRow(header, bold);
    rule(y, INK, 0.7);
  };
  /** Room for a row of this height below the header, or a new page with the header again. */
  const makeRoom = (height: number) => {
    if (y + height <= tableBottom) return;
    startPage();
    drawHeader();
  };

  startPage();
  y = drawHeading(pdf, text, layout.width, heading);

  let rowCount = 0;
  for await (const cells of rows) {
    if (pdf.destroyed) return;
    if (rowCount === 0) {
      // A heading so tall that the table's header and a first row would not fit starts a new page.
      if (y + header.height + LINE_HEIGHT + 2 * CELL_PADDING > tableBottom) startPage();
      drawHeader();
    }
    const row = wrapRow(cells, body);
    makeRoom(row.height);
    drawRow(row, body);
    rule(y);
    rowCount += 1;
    await readerCaughtUp();
    if (rowCount % ROWS_BETWEEN_TURNS === 0) await nextTurn();
    // A reader that has gone (a closed download) ends the loop, and with it the report's query.
    if (pdf.destroyed) return;
  }
  if (pdf.destroyed) return;

  if (rowCount === 0) {
    text.draw('No rows.', { x: MARGIN, y: y + BASELINE_DROP + 4 }, { ...body, size: 10 });
  } else if (totals) {
    const totalsRow = wrapRow(totals, bold);
    makeRoom(totalsRow.height);
    rule(y, INK, 0.9);
    drawRow(totalsRow, bold);
  }
  pdf.end();
}

/** The first page's heading: logo, temple name, title, filter lines and when it was made. */
function drawHeading(
  pdf: PDFKit.PDFDocument,
  text: MixedScriptText,
  pageWidth: number,
  heading: PdfReportHeading,
): number {
  if (heading.logo) pdf.image(heading.logo, MARGIN, MARGIN, { fit: [LOGO_SIZE, LOGO_SIZE] });
  const left = heading.logo ? MARGIN + LOGO_SIZE + 12 : MARGIN;
  const width = pageWidth - MARGIN - left;
  let y = MARGIN;
  const lines = (value: string, style: TextStyle, lineHeight: number, maxLines: number) => {
    for (const line of text.wrap(printableText(value), style, width, maxLines)) {
      text.draw(line, { x: left, y: y + style.size * 0.9 }, style);
      y += lineHeight;
    }
  };
  lines(heading.templeName, { ...bold, size: 15 }, 19, 2);
  lines(heading.title, { ...bold, size: 12 }, 16, 2);
  for (const filter of heading.filters) lines(filter, { ...body, size: 9, colour: MUTED }, 12, 3);
  lines(`Generated ${heading.generatedAt}`, { ...body, size: 7, colour: MUTED }, 10, 1);
  return Math.max(y, heading.logo ? MARGIN + LOGO_SIZE : 0) + 10;
}
