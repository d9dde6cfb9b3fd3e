import {
  DomainError,
  formatDisplayDate,
  PAYMENT_MODE_NAMES,
  type PaymentModeValue,
  type ReportName,
  type ReportPage,
  type ReportQuery,
  type ReportRow,
} from '@nivedya/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { temples } from '../../db/schema/index.ts';
import { exportTable, type ReportAnswer } from '../../lib/report-files.ts';
import {
  dailyWiseReport,
  dakshinaReport,
  deityWiseReport,
  groupWiseReport,
  sevaWiseReport,
} from './collection-reports.ts';
import { dailyReport } from './daily-report.ts';
import type { ReportColumnDeclaration, ReportDefinition, ReportTemple } from './report-definition.ts';

/** Every report built, in the order transactionreports lists them within a group. */
export const REPORTS: readonly ReportDefinition[] = [
  dailyReport,
  dailyWiseReport,
  sevaWiseReport,
  deityWiseReport,
  groupWiseReport,
  dakshinaReport,
];

const SUMMED_KINDS = new Set(['money', 'count']);

function reportOf(name: ReportName): ReportDefinition {
  const report = REPORTS.find((candidate) => candidate.name === name);
  if (!report) throw new DomainError('NOT_FOUND', `There is no report called ${name}`);
  return report;
}

async function templeOf(deps: Pick<AppDeps, 'db'>, templeId: number): Promise<ReportTemple> {
  const [temple] = await deps.db
    .select({ id: temples.id, name: temples.name, timeZone: temples.timeZone })
    .from(temples)
    .where(eq(temples.id, templeId));
  if (!temple) throw new DomainError('NOT_FOUND', 'There is no such temple');
  return temple;
}

/** The money and count columns added up over every row. */
function totalsOf(columns: readonly ReportColumnDeclaration[], rows: readonly ReportRow[]): ReportRow {
  const totals: ReportRow = {};
  for (const column of columns) {
    if (!SUMMED_KINDS.has(column.kind)) continue;
    totals[column.id] = rows.reduce((sum, row) => sum + Number(row[column.id] ?? 0), 0);
  }
  return totals;
}

/** A cell as a spreadsheet reads it: rupees as numbers, dates dd-MMM-yyyy, payment modes by name. */
function fileCell(column: ReportColumnDeclaration, value: ReportRow[string] | undefined) {
  if (value === undefined || value === null) return null;
  switch (column.kind) {
    case 'money':
      return Number(value) / 100;
    case 'date':
      return formatDisplayDate(String(value));
    case 'paymentMode':
      return PAYMENT_MODE_NAMES[Number(value) as PaymentModeValue] ?? String(value);
    default:
      return value;
  }
}

/**
 * Runs a report for one temple: JSON is one page of rows with the totals and subtotals over all of
 * them; CSV and XLSX carry every row and the totals row (lib/report-files.ts: formula-safe CSV).
 */
export async function runReport(
  deps: Pick<AppDeps, 'db'>,
  templeId: number,
  name: ReportName,
  query: ReportQuery,
): Promise<ReportAnswer<ReportPage>> {
  const report = reportOf(name);
  const temple = await templeOf(deps, templeId);
  const { rows, subtotals } = await report.read(deps.db, temple, query);
  const totals = totalsOf(report.columns, rows);
  if (query.format === 'json') {
    return {
      kind: 'json',
      body: {
        report: report.name,
        templeId: temple.id,
        templeName: temple.name,
        from: query.from,
        to: query.to,
        columns: report.columns.map(({ id, kind }) => ({ id, kind })),
        items: rows.slice(query.offset, query.offset + query.limit),
        total: rows.length,
        totals,
        subtotals,
      },
    };
  }
  const [first] = report.columns;
  const file = await exportTable(query.format, {
    name: `${report.fileStem}-${query.from}-to-${query.to}`,
    sheet: report.fileStem,
    columns: report.columns.map((column) => ({
      header: column.header,
      ...(column.width ? { width: column.width } : {}),
      value: (row: ReportRow) => fileCell(column, row[column.id]),
    })),
    rows,
    totals: { ...totals, ...(first ? { [first.id]: 'Total' } : {}) },
  });
  return { kind: 'file', file };
}

/** transactionreports: the built reports, in their groups. */
export function reportList() {
  const groups = new Map<string, ReportName[]>();
  for (const report of REPORTS) groups.set(report.group, [...(groups.get(report.group) ?? []), report.name]);
  return {
    groups: [...groups].map(([group, reports]) => ({ group: group as ReportDefinition['group'], reports })),
  };
}
