import type { ReportColumn, ReportGroup, ReportName, ReportQuery, ReportRow } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';

/** A column as the engine writes it: its kind and id for the app, its English header for files. */
export interface ReportColumnDeclaration extends ReportColumn {
  header: string;
  /** XLSX width in characters. */
  width?: number;
}

/** The temple a report reads, and what its cells need from it. */
export interface ReportTemple {
  id: number;
  name: string;
  timeZone: string;
}

/** A group's figures: its label ("Counter Staff · Cash") and its money and count cells. */
export interface ReportSubtotal {
  group: string;
  values: ReportRow;
}

/**
 * A report is a declaration (docs/decisions.md "Reports"): what it is called, where transactionreports
 * lists it, its columns, and how its rows are read. The engine pages them, adds the totals and writes
 * the files, the same way for every report.
 */
export interface ReportDefinition {
  name: ReportName;
  group: ReportGroup;
  /** The file name's words, e.g. "daily-collection". */
  fileStem: string;
  columns: readonly ReportColumnDeclaration[];
  read(
    db: Executor,
    temple: ReportTemple,
    query: ReportQuery,
  ): Promise<{ rows: ReportRow[]; subtotals: ReportSubtotal[] }>;
}
