import type { ReportColumn, ReportGroup, ReportName, ReportQuery } from '@nivedya/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';

/** A column as the engine writes it: its kind and id for the app, its English header for files. */
export interface ReportColumnDeclaration extends ReportColumn {
  header: string;
  /** File width in characters (XLSX, PDF). */
  width?: number;
}

/** The temple a report reads, and what its cells need from it. */
export interface ReportTemple {
  id: number;
  name: string;
  timeZone: string;
}

/** A sort key: a field of the report's rows by its id. */
export interface ReportOrder {
  id: string;
  descending?: boolean;
}

/**
 * A report is a declaration (docs/decisions.md "Reports"): what it is called, where transactionreports
 * lists it, its columns, and one query for its rows. The engine orders, pages, counts and totals that
 * query in the database, and streams it into files, the same way for every report.
 */
export interface ReportDefinition {
  name: ReportName;
  group: ReportGroup;
  /** Its English title, printed at the head of its files; the app has its words in every language. */
  title: string;
  /** The file name's words, e.g. "daily-collection". */
  fileStem: string;
  columns: readonly ReportColumnDeclaration[];
  /**
   * The rows, unordered: a select whose fields are `reportFields({...})`, one per column id, plus any
   * field the ordering needs. The engine has refused the filters the report does not take (the
   * domain's REPORT_STATUSES, REPORTS_BY_SEVA, REPORTS_BY_CASHIER, REPORTS_BY_PAYMENT_MODE).
   */
  rows(db: Executor, temple: ReportTemple, query: ReportQuery): SQLWrapper;
  /**
   * The rows of every temple at once, for administrators; a report without it is read one temple at a
   * time.
   */
  acrossTemples?(db: Executor, query: ReportQuery): SQLWrapper;
  /**
   * Fields beyond the columns that each JSON row carries, by which the app opens the row's details
   * (report-details.ts): e.g. the seva's id on a row per seva.
   */
  rowKeys?: readonly string[];
  /** Whether report-details-page opens its rows: the order lines behind each. */
  hasDetails?: boolean;
  /** Row order; the last key must make it total, so that pages neither repeat nor skip a row. */
  order: readonly ReportOrder[];
  /**
   * Subtotals over every row, a line per distinct value of these fields (the first names the line,
   * e.g. the cashier), with the count of rows as `orders` and the sums of the money and count columns.
   */
  subtotalsBy?: readonly string[];
  /**
   * The same rows added up ahead, when the totals and subtotals are cheaper from them: a select with
   * the subtotal fields, every money and count column already summed, and `rowCount`, the rows each
   * stands for. Its sums must equal those over `rows` for every query (a test says so).
   */
  totalledRows?(db: Executor, temple: ReportTemple, query: ReportQuery): SQLWrapper;
  /**
   * Lines its files print under the filters, e.g. the GSTINs the GST report is made out under. The JSON
   * page has no place for them yet.
   */
  fileHeading?(db: Executor, temple: ReportTemple, config: Config): Promise<string[]>;
  /**
   * 'platform': the platform's own book (e.g. referrals of temples to bring on), not any temple's:
   * only administrators (types 1, 5) read it, whichever temple they ask through; temple users are
   * refused it and transactionreports does not list it for them.
   */
  scope?: 'platform';
}

/**
 * A report's select fields, each named in SQL by its id, so the engine can read the rows as a table of
 * their own (`select … from (<rows>) as report_rows`).
 */
export function reportFields(fields: Record<string, AnyPgColumn | SQL>): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(fields).map(([id, value]) => [id, sql`${value}`.as(id)]),
  ) as Record<string, SQL.Aliased>;
}

/** The instant the temple's day `day` (+ `days`) begins: a range of days is the time between two. */
export const startOf = (temple: ReportTemple, day: string, days = 0) =>
  sql`(${day}::date + ${days}::int)::timestamp at time zone ${temple.timeZone}`;

/** An instant's day in the temple's zone. */
export const localDate = (temple: ReportTemple, instant: SQL | AnyPgColumn) =>
  sql`(${instant} at time zone ${temple.timeZone})::date`;

/** An instant's HH:mm in the temple's zone. */
export const localTime = (temple: ReportTemple, instant: SQL | AnyPgColumn) =>
  sql`to_char(${instant} at time zone ${temple.timeZone}, 'HH24:MI')`;
