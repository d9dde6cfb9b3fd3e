import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Row } from 'write-excel-file/node';

/** A report as a table for CSV and XLSX files: a header and a cell getter per column. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  /** XLSX column width in characters. */
  width?: number;
}

export interface ExportTable<T> {
  /** The file's name without extension, e.g. virtual-queue-daily-2026-11-01-to-2026-11-30. */
  name: string;
  sheet: string;
  columns: ExportColumn<T>[];
  rows: readonly T[];
  /** The totals row, when the report has one. */
  totals?: T | undefined;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * RFC 4180 CSV, UTF-8 with a BOM so that Excel reads Malayalam names. A text cell starting with
 * = + - @ is prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function toCsv<T>(table: ExportTable<T>): ExportFile {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [
    table.columns.map((column) => cell(column.header)).join(','),
    ...[...table.rows, ...(table.totals ? [table.totals] : [])].map((row) =>
      table.columns.map((column) => cell(column.value(row))).join(','),
    ),
  ];
  return {
    fileName: `${table.name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}

export async function toXlsx<T>(table: ExportTable<T>): Promise<ExportFile> {
  const header: Row = table.columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  const body: Row[] = table.rows.map((row) => table.columns.map((column) => column.value(row)));
  const totals: Row[] = table.totals
    ? [
        table.columns.map((column) => ({
          value: column.value(table.totals as T) ?? undefined,
          fontWeight: 'bold',
        })),
      ]
    : [];
  const file = writeXlsxFile([header, ...body, ...totals], {
    sheet: table.sheet.slice(0, 31),
    columns: table.columns.map((column) => ({ width: column.width ?? 14 })),
    stickyRowsCount: 1,
  });
  return {
    fileName: `${table.name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await file.toBuffer(),
  };
}

export function exportTable<T>(format: 'csv' | 'xlsx', table: ExportTable<T>): Promise<ExportFile> {
  return format === 'csv' ? Promise.resolve(toCsv(table)) : toXlsx(table);
}

/** A report's answer: its JSON, or the file asked for with format=csv|xlsx. */
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
