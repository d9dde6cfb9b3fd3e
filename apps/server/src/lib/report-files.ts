import { PassThrough, Readable, type Writable } from 'node:stream';
import { formatDisplayDate } from '@nivedya/domain';
import type { FastifyReply } from 'fastify';
import { type XlsxCellKind, XlsxSheetWriter, type XlsxValue } from './xlsx-stream.ts';

/**
 * Report files (issue #14): CSV and XLSX written row batch by row batch as the rows arrive, so a year of
 * a busy temple never sits in memory. A writer waits for the download to take what it wrote before it
 * pulls the next batch.
 */

/** How a column's cells are written: money and counts as numbers, dates as spreadsheet dates. */
export type FileCellKind = XlsxCellKind;

export interface FileColumn {
  header: string;
  kind: FileCellKind;
  /** XLSX width in characters. */
  width?: number;
}

/** A cell: text; a number (money in rupees); a date as yyyy-MM-dd. */
export type FileCell = XlsxValue;

export interface ReportFileContent {
  /** The file's name without extension, e.g. daily-collection-2026-11-01-to-2026-11-30. */
  name: string;
  sheet: string;
  /** Lines written above the table in XLSX (the report, the temple, the filters); CSV stays a bare table. */
  heading: readonly string[];
  columns: readonly FileColumn[];
  /** Batches of rows, in order. */
  rows: AsyncIterable<readonly (readonly FileCell[])[]>;
  /** The totals row, when the report has one. */
  totals: readonly FileCell[] | null;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** en-IN grouping (12,34,567.00) as a spreadsheet format: lakhs and crores by condition. */
const RUPEES_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
const DATE_FORMAT = 'dd-mmm-yyyy';

/**
 * A text cell starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula
 * (CSV injection); quoting as RFC 4180 says.
 */
export function csvCell(value: FileCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const csvLine = (cells: readonly FileCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A row of cells for CSV: dates as people read them (dd-MMM-yyyy), not as the database keeps them. */
const csvRow = (columns: readonly FileColumn[], cells: readonly FileCell[]) =>
  csvLine(
    cells.map((value, index) =>
      columns[index]?.kind === 'date' && typeof value === 'string' && ISO_DATE.test(value)
        ? formatDisplayDate(value)
        : value,
    ),
  );

/** Resolves when `out` has room again: a slow download holds the reader back instead of filling memory. */
async function roomIn(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** RFC 4180 CSV, UTF-8 with a BOM so that Excel reads Malayalam names. */
async function writeCsv(content: ReportFileContent, out: PassThrough): Promise<void> {
  out.write(`\uFEFF${csvLine(content.columns.map((column) => column.header))}`);
  for await (const batch of content.rows) {
    if (out.destroyed) return;
    out.write(batch.map((cells) => csvRow(content.columns, cells)).join(''));
    await roomIn(out);
  }
  if (content.totals) out.write(csvRow(content.columns, content.totals));
  out.end();
}

/**
 * XLSX written row by row into a streaming zip (xlsx-stream.ts). Money and counts are number cells
 * (money in rupees with en-IN grouping), dates are date cells; the heading lines sit above the table,
 * whose header row stays in view when scrolling.
 */
async function writeXlsx(content: ReportFileContent, out: PassThrough): Promise<void> {
  const headerRow = content.heading.length + (content.heading.length > 0 ? 2 : 1);
  const writer = new XlsxSheetWriter({
    sheetName: content.sheet,
    columns: content.columns.map((column) => ({ kind: column.kind, width: column.width ?? 14 })),
    frozenRows: headerRow,
    moneyFormat: RUPEES_FORMAT,
    dateFormat: DATE_FORMAT,
  });
  writer.file.pipe(out);
  content.heading.forEach((line, index) => {
    writer.row([line], index === 0 ? 'title' : 'plain');
  });
  if (content.heading.length > 0) writer.skipRow();
  writer.row(
    content.columns.map((column) => column.header),
    'bold',
  );
  for await (const batch of content.rows) {
    if (out.destroyed) {
      writer.abort(new Error('The download was closed'));
      return;
    }
    if (!writer.rows(batch)) await writer.drained();
  }
  if (content.totals) writer.row(content.totals, 'bold');
  writer.end();
}

/** The report as a CSV or XLSX download, written while it is sent. */
export function reportFile(format: 'csv' | 'xlsx', content: ReportFileContent): ExportFile {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(content, out).catch((error: unknown) => out.destroy(error as Error));
  return {
    fileName: `${content.name}.${format}`,
    contentType: format === 'csv' ? CSV_TYPE : XLSX_TYPE,
    body: out,
  };
}

/** A column of a report whose rows are in memory: its header and its cell getter. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => FileCell;
  width?: number;
  kind?: FileCellKind;
}

/** A report whose rows are already in memory (the virtual-queue reports: a few hundred rows). */
export interface ExportTable<T> {
  name: string;
  sheet: string;
  columns: ExportColumn<T>[];
  rows: readonly T[];
  totals?: T | undefined;
}

export function exportTable<T>(format: 'csv' | 'xlsx', table: ExportTable<T>): ExportFile {
  const cellsOf = (row: T) => table.columns.map((column) => column.value(row));
  return reportFile(format, {
    name: table.name,
    sheet: table.sheet,
    heading: [],
    columns: table.columns.map((column) => ({
      header: column.header,
      kind: column.kind ?? 'text',
      ...(column.width ? { width: column.width } : {}),
    })),
    rows: Readable.from([table.rows.map(cellsOf)]),
    totals: table.totals ? cellsOf(table.totals) : null,
  });
}

/** A report's answer: its JSON, or the file asked for with format=csv|xlsx|pdf. */
export type ReportAnswer<T> = { kind: 'json'; body: T } | { kind: 'file'; file: ExportFile };

/** Sends a report's answer: JSON as the route's document says, a file as a download never cached. */
export function sendReport(reply: FastifyReply, answer: ReportAnswer<unknown>) {
  if (answer.kind === 'json') return reply.send(answer.body);
  return reply
    .header('content-type', answer.file.contentType)
    .header('content-disposition', `attachment; filename="${answer.file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(answer.file.body);
}
