import {
  ADMIN_TYPES,
  DEFAULT_TIME_ZONE,
  DomainError,
  formatDisplayDate,
  PAYMENT_MODE_NAMES,
  type PaymentModeValue,
  REPORT_GROUPS,
  REPORTS_BY_CASHIER,
  REPORTS_BY_PAYMENT_MODE,
  REPORTS_BY_SEVA,
  type ReportDetailsQuery,
  type ReportGroup,
  type ReportList,
  type ReportName,
  type ReportPage,
  type ReportQuery,
  type ReportRow,
  reportStatuses,
  type UserTypeValue,
} from '@nivedya/domain';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { temples, users } from '../../db/schema/index.ts';
import { listFile, listFileTemple } from '../../lib/list-files.ts';
import type { ReportAnswer } from '../../lib/report-files.ts';
import { REPORTS } from './report-catalogue.ts';
import type { ReportColumnDeclaration, ReportDefinition, ReportTemple } from './report-definition.ts';
import { reportDetails } from './report-details.ts';
import { readInBatches } from './report-rows.ts';

const SUMMED_KINDS = new Set(['money', 'count']);

function reportOf(name: ReportName): ReportDefinition {
  const report = REPORTS.find((candidate) => candidate.name === name);
  if (!report) throw new DomainError('NOT_FOUND', `There is no report called ${name}`);
  return report;
}

/** What an administrator's report across every temple is headed with. */
const ALL_TEMPLES = 'All temples';

async function templeOf(db: Database, templeId: number): Promise<ReportTemple> {
  const [temple] = await db
    .select({ id: temples.id, name: temples.name, timeZone: temples.timeZone })
    .from(temples)
    .where(eq(temples.id, templeId));
  if (!temple) throw new DomainError('NOT_FOUND', 'There is no such temple');
  return temple;
}

/** The report's temple, or every temple's (for an administrator). */
interface ReportScope {
  temple: ReportTemple;
  isAcrossTemples: boolean;
}

function rowsFor(report: ReportDefinition, db: Database, scope: ReportScope, query: ReportQuery): SQLWrapper {
  if (!scope.isAcrossTemples) return report.rows(db, scope.temple, query);
  if (!report.acrossTemples) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `Choose a temple: the ${report.name} report is read one temple at a time`,
    );
  }
  return report.acrossTemples(db, query);
}

const field = (id: string) => sql.identifier(id);

/** The report's rows as a table of their own, for counting, totalling and paging. */
const rowsOf = (rows: SQLWrapper) => sql`(${rows}) as report_rows`;

function orderOf(report: ReportDefinition): SQL {
  return sql.join(
    report.order.map((key) => sql`${field(key.id)} ${sql.raw(key.descending ? 'desc' : 'asc')} nulls last`),
    sql`, `,
  );
}

const summedColumns = (report: ReportDefinition) =>
  report.columns.filter((column) => SUMMED_KINDS.has(column.kind));

/** What the totals add up: the report's rows, or the same rows added up ahead (`totalledRows`). */
interface TotalsSource {
  rows: SQLWrapper;
  /** How many of the report's rows these rows stand for. */
  count: SQL;
}

function totalsSourceOf(
  report: ReportDefinition,
  db: Database,
  scope: ReportScope,
  query: ReportQuery,
  rows: SQLWrapper,
): TotalsSource {
  if (report.totalledRows && !scope.isAcrossTemples) {
    return {
      rows: report.totalledRows(db, scope.temple, query),
      count: sql`coalesce(sum(${field('rowCount')}), 0)::int`,
    };
  }
  return { rows, count: sql`count(*)::int` };
}

/** The count of rows as `rows`, and the sum of every money and count column, over every row. */
function totalsQuery(report: ReportDefinition, source: TotalsSource): SQL {
  const selected = sql.join([sql`${source.count} as ${field('rows')}`, ...sums(report)], sql`, `);
  return sql`select ${selected} from ${rowsOf(source.rows)}`;
}

function sums(report: ReportDefinition): SQL[] {
  return summedColumns(report).map(
    (column) => sql`coalesce(sum(${field(column.id)}), 0)::bigint as ${field(column.id)}`,
  );
}

/** Marks the totals row among the subtotals of summaryQuery. */
const IS_TOTAL = 'isTotal';

/**
 * The totals and, when the report has them, the subtotals, in one pass over the rows (grouping sets):
 * the rows are the expensive part, and a page reads them once more for itself.
 */
function summaryQuery(report: ReportDefinition, source: TotalsSource): SQL {
  if (!report.subtotalsBy) return totalsQuery(report, source);
  const keys = sql.join(report.subtotalsBy.map(field), sql`, `);
  const selected = sql.join(
    [
      keys,
      sql`grouping(${keys}) <> 0 as ${field(IS_TOTAL)}`,
      sql`${source.count} as ${field('rows')}`,
      ...sums(report),
    ],
    sql`, `,
  );
  return sql`select ${selected} from ${rowsOf(source.rows)} group by grouping sets ((${keys}), ()) order by ${keys}`;
}

/**
 * A database row as the API gives it: money and counts as numbers (PostgreSQL's bigint sums arrive as
 * text), dates yyyy-MM-dd (the embedded database gives a DATE as a Date at UTC midnight).
 */
function cellOf(kind: string, value: unknown): ReportRow[string] {
  if (value === null || value === undefined) return null;
  if (kind === 'money' || kind === 'count' || kind === 'paymentMode') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'number' ? value : String(value);
}

function rowOf(columns: readonly ReportColumnDeclaration[], raw: Record<string, unknown>): ReportRow {
  return Object.fromEntries(columns.map((column) => [column.id, cellOf(column.kind, raw[column.id])]));
}

async function execute(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function pageOf(
  db: Database,
  report: ReportDefinition,
  scope: ReportScope,
  query: ReportQuery,
): Promise<ReportPage> {
  const { temple } = scope;
  const rows = rowsFor(report, db, scope, query);
  const [items, summary] = await Promise.all([
    execute(
      db,
      sql`select * from ${rowsOf(rows)} order by ${orderOf(report)} limit ${query.limit} offset ${query.offset}`,
    ),
    execute(db, summaryQuery(report, totalsSourceOf(report, db, scope, query, rows))),
  ]);
  const totals = (report.subtotalsBy ? summary.find((raw) => raw[IS_TOTAL] === true) : summary[0]) ?? {};
  const subtotals = report.subtotalsBy ? summary.filter((raw) => raw[IS_TOTAL] !== true) : [];
  const summed = summedColumns(report);
  const [label, ...keys] = report.subtotalsBy ?? [];
  return {
    report: report.name,
    templeId: scope.isAcrossTemples ? null : temple.id,
    templeName: temple.name,
    from: query.from,
    to: query.to,
    columns: report.columns.map(({ id, kind }) => ({ id, kind })),
    items: items.map((raw) => ({
      ...rowOf(report.columns, raw),
      ...Object.fromEntries((report.rowKeys ?? []).map((id) => [id, cellOf('text', raw[id])])),
    })),
    total: Number(totals.rows ?? 0),
    totals: rowOf(summed, totals),
    subtotals: subtotals.map((raw) => ({
      group: String(raw[label ?? ''] ?? ''),
      values: {
        ...rowOf(
          keys.map(
            (id) => report.columns.find((column) => column.id === id) ?? { id, kind: 'text', header: id },
          ),
          raw,
        ),
        orders: Number(raw.rows),
        ...rowOf(summed, raw),
      },
    })),
  };
}

/** The filters a file was made with, written above its table. */
function filterLines(query: ReportQuery, cashier: string | null): string[] {
  const lines = [`From ${formatDisplayDate(query.from)} to ${formatDisplayDate(query.to)}`];
  if (query.paymentMode !== undefined) {
    lines.push(`Payment: ${PAYMENT_MODE_NAMES[query.paymentMode as PaymentModeValue] ?? query.paymentMode}`);
  }
  if (cashier !== null) lines.push(`Cashier: ${cashier}`);
  return lines;
}

async function cashierName(db: Database, userId: number | undefined): Promise<string | null> {
  if (userId === undefined) return null;
  const [cashier] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId));
  return cashier?.name ?? `user ${userId}`;
}

/** Every row into a file, read through a cursor batch by batch while the download takes them. */
async function fileOf(
  db: Database,
  report: ReportDefinition,
  scope: ReportScope,
  query: ReportQuery & { format: 'csv' | 'xlsx' | 'pdf' },
  now: Date,
  heading: readonly string[] = [],
): Promise<ReportAnswer<ReportPage>> {
  const { temple } = scope;
  const rows = rowsFor(report, db, scope, query);
  // Before the snapshot: the embedded database has one connection, which the cursor holds until the end.
  const head = scope.isAcrossTemples
    ? { name: temple.name, timeZone: temple.timeZone, logo: null }
    : await listFileTemple(db, temple.id);
  const filters = [...filterLines(query, await cashierName(db, query.staffUserId)), ...heading];
  const { totals, batches } = await readInBatches(db, {
    totals: totalsQuery(report, totalsSourceOf(report, db, scope, query, rows)),
    rows: sql`select * from ${rowsOf(rows)} order by ${orderOf(report)}`,
  });
  const [first] = report.columns;
  const file = listFile({
    format: query.format,
    name: `${report.fileStem}-${query.from}-to-${query.to}`,
    sheet: report.fileStem,
    title: report.title,
    temple: head,
    filters,
    columns: report.columns.map(({ id, header, kind, width }) => ({ id, header, kind, width: width ?? 12 })),
    batches,
    totals: {
      ...(rowOf(summedColumns(report), totals) as Record<string, number>),
      ...(first ? { [first.id]: 'Total' } : {}),
    },
    now,
  });
  return { kind: 'file', file };
}

/** A filter the report does not take would be ignored: the reader is told instead. */
function refuseFiltersNotTaken(name: ReportName, query: ReportQuery): void {
  const statuses = reportStatuses(name);
  if (query.status !== undefined && !statuses.includes(query.status)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      statuses.length > 0
        ? `status must be one of ${statuses.join(', ')}`
        : `The ${name} report takes no status filter`,
    );
  }
  const notTaken = [
    ...(REPORTS_BY_SEVA.includes(name) ? [] : (['sevaId', 'deityId'] as const)),
    ...(REPORTS_BY_CASHIER.includes(name) ? [] : (['staffUserId'] as const)),
    ...(REPORTS_BY_PAYMENT_MODE.includes(name) ? [] : (['paymentMode'] as const)),
  ].filter((filter) => query[filter] !== undefined);
  if (notTaken.length > 0) {
    throw new DomainError('VALIDATION_FAILED', `The ${name} report takes no ${notTaken.join(' or ')} filter`);
  }
}

/** Who asks for a report: the platform's reports are for administrators only. */
export interface ReportReader {
  userType: number;
}

const mayRead = (reader: ReportReader, report: ReportDefinition) =>
  report.scope !== 'platform' || ADMIN_TYPES.includes(reader.userType as UserTypeValue);

/**
 * Runs a report for one temple: JSON is one page of rows with the totals and subtotals over all of
 * them; CSV, XLSX and PDF carry every row and the totals row, streamed.
 */
export async function runReport(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  templeId: number | null,
  name: ReportName,
  query: ReportQuery,
  reader: ReportReader,
): Promise<ReportAnswer<ReportPage>> {
  const report = reportOf(name);
  if (!mayRead(reader, report)) {
    throw new DomainError('FORBIDDEN', `The ${name} report is the platform's: administrators read it`);
  }
  refuseFiltersNotTaken(name, query);
  const scope: ReportScope =
    templeId === null
      ? { temple: { id: 0, name: ALL_TEMPLES, timeZone: DEFAULT_TIME_ZONE }, isAcrossTemples: true }
      : { temple: await templeOf(deps.db, templeId), isAcrossTemples: false };
  if (query.format === 'json') return { kind: 'json', body: await pageOf(deps.db, report, scope, query) };
  const heading = scope.isAcrossTemples
    ? []
    : ((await report.fileHeading?.(deps.db, scope.temple, deps.config)) ?? []);
  return fileOf(deps.db, report, scope, { ...query, format: query.format }, deps.now(), heading);
}

/**
 * spec report-details-page: the order lines behind one row of a report that has details, as a page
 * or a file like any report (report-details.ts).
 */
export async function runReportDetails(
  deps: Pick<AppDeps, 'db' | 'now'>,
  templeId: number,
  name: ReportName,
  query: ReportDetailsQuery,
  reader: ReportReader,
): Promise<ReportAnswer<ReportPage>> {
  const report = reportOf(name);
  if (!mayRead(reader, report)) {
    throw new DomainError('FORBIDDEN', `The ${name} report is the platform's: administrators read it`);
  }
  if (!report.hasDetails) throw new DomainError('NOT_FOUND', `The ${name} report has no details page`);
  const details = reportDetails(report, query);
  const scope: ReportScope = { temple: await templeOf(deps.db, templeId), isAcrossTemples: false };
  if (query.format === 'json') return { kind: 'json', body: await pageOf(deps.db, details, scope, query) };
  return fileOf(deps.db, details, scope, { ...query, format: query.format }, deps.now());
}

/**
 * transactionreports: the reports the reader may open, in their groups, and those an administrator may
 * read across every temple at once.
 */
export function reportList(reader: ReportReader): ReportList {
  const readable = REPORTS.filter((report) => mayRead(reader, report));
  const groups = new Map<ReportGroup, ReportName[]>();
  for (const report of readable) groups.set(report.group, [...(groups.get(report.group) ?? []), report.name]);
  return {
    groups: REPORT_GROUPS.filter((group) => groups.has(group)).map((group) => ({
      group,
      reports: groups.get(group) ?? [],
    })),
    acrossTemples: readable.filter((report) => report.acrossTemples).map((report) => report.name),
  };
}
