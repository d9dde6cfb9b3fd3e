import type { Readable } from 'node:stream';
import {
  formatDisplayDate,
  formatInstantDateTime,
  formatRupees,
  PAYMENT_MODE_NAMES,
  type PaymentModeValue,
  type ReportColumnKind,
} from '@nivedya/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { images, temples } from '../db/schema/index.ts';
import { type ExportFile, type FileCell, type FileCellKind, reportFile } from './report-files.ts';
import { streamReportPdf } from './report-pdf.ts';

/**
 * A report or a staff list (bill-list, transaction) as a CSV, XLSX or PDF download: every row its
 * filters select, in order, read batch by batch through a cursor (reports' readInBatches), and the
 * totals as the last row. The one way every table of the product becomes a file.
 */

/**
 * The report column kinds (packages/domain report-schemas.ts): money in paise, dates yyyy-MM-dd, a
 * payment mode's number written as its name; text, times and labels as they are.
 */
export type ListColumnKind = ReportColumnKind;

export interface ListFileColumn {
  /** The field of the raw row (a reportFields alias). */
  id: string;
  header: string;
  kind: ListColumnKind;
  width: number;
}

/** The temple a list belongs to, as its files are headed. */
export interface ListFileTemple {
  name: string;
  timeZone: string;
  /** PNG or JPEG bytes; null without a logo. */
  logo: Buffer | null;
}

export interface ListFileContent {
  format: 'csv' | 'xlsx' | 'pdf';
  /** File name without extension. */
  name: string;
  /** The XLSX sheet's name. */
  sheet: string;
  title: string;
  temple: ListFileTemple;
  /** Lines under the title saying what the filters chose. */
  filters: readonly string[];
  columns: readonly ListFileColumn[];
  /** Batches of raw rows, each keyed by column id (readInBatches' `batches`). */
  batches: Readable;
  /** The totals row, by column id; a column it leaves out is blank. */
  totals: Record<string, string | number>;
  now: Date;
}

/** Reads the temple's name, zone and logo before a cursor takes the (embedded database's one) connection. */
export async function listFileTemple(db: Executor, templeId: number): Promise<ListFileTemple> {
  const [temple] = await db
    .select({ name: temples.name, timeZone: temples.timeZone })
    .from(temples)
    .where(eq(temples.id, templeId));
  if (!temple) throw new Error(`temple ${templeId} not found`);
  const [logo] = await db
    .select({ bytes: images.bytes })
    .from(images)
    .where(and(eq(images.kind, 'temple-logo'), eq(images.ownerId, templeId)));
  return { ...temple, logo: logo ? Buffer.from(logo.bytes) : null };
}

/** The filters line of a date range, either end open. */
export function dateRangeLine(from: string | undefined, to: string | undefined): string | null {
  if (from && to) return `From ${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;
  if (from) return `From ${formatDisplayDate(from)}`;
  if (to) return `Up to ${formatDisplayDate(to)}`;
  return null;
}

/** PostgreSQL answers sums as text and the embedded database a DATE as a Date at UTC midnight. */
function plain(kind: ListColumnKind, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (
    (kind === 'money' || kind === 'count') &&
    typeof value === 'string' &&
    value !== '' &&
    !Number.isNaN(Number(value))
  )
    return Number(value);
  if (kind === 'paymentMode' && typeof value === 'number')
    return PAYMENT_MODE_NAMES[value as PaymentModeValue] ?? String(value);
  return typeof value === 'number' ? value : String(value);
}

const FILE_KINDS: Partial<Record<ListColumnKind, FileCellKind>> = {
  count: 'number',
  money: 'money',
  date: 'date',
};

/** A spreadsheet's cell: rupees as numbers, days kept as days, payment modes by name. */
function fileCell(column: ListFileColumn, value: unknown): FileCell {
  const cell = plain(column.kind, value);
  return column.kind === 'money' && typeof cell === 'number' ? cell / 100 : cell;
}

/** A printed cell: rupees with en-IN grouping, days dd-MMM-yyyy, payment modes by name. */
function printedCell(column: ListFileColumn, value: unknown): string | null {
  const cell = plain(column.kind, value);
  if (cell === null) return null;
  if (column.kind === 'money' && typeof cell === 'number') return formatRupees(cell).replace('₹', '');
  if (column.kind === 'date') return formatDisplayDate(String(cell)) || String(cell);
  return String(cell);
}

const isSummed = (column: ListFileColumn) => column.kind === 'money' || column.kind === 'count';

export function listFile(content: ListFileContent): ExportFile {
  const { columns, totals } = content;
  if (content.format === 'pdf') {
    const printed = async function* () {
      for await (const batch of content.batches as AsyncIterable<Record<string, unknown>[]>) {
        for (const raw of batch) yield columns.map((column) => printedCell(column, raw[column.id]));
      }
    };
    const body = streamReportPdf(
      {
        templeName: content.temple.name,
        logo: content.temple.logo,
        title: content.title,
        filters: content.filters,
        generatedAt: formatInstantDateTime(content.now, content.temple.timeZone),
      },
      columns.map((column) => ({
        header: column.header,
        width: column.width,
        align: isSummed(column) ? 'right' : 'left',
      })),
      printed(),
      columns.map((column) => printedCell(column, totals[column.id])),
    );
    return { fileName: `${content.name}.pdf`, contentType: 'application/pdf', body };
  }
  const cells = async function* () {
    for await (const batch of content.batches as AsyncIterable<Record<string, unknown>[]>) {
      yield batch.map((raw) => columns.map((column) => fileCell(column, raw[column.id])));
    }
  };
  return reportFile(content.format, {
    name: content.name,
    sheet: content.sheet,
    heading: [content.title, content.temple.name, ...content.filters],
    columns: columns.map((column) => ({
      header: column.header,
      kind: FILE_KINDS[column.kind] ?? 'text',
      width: column.width,
    })),
    rows: cells(),
    totals: columns.map((column) => fileCell(column, totals[column.id])),
  });
}
