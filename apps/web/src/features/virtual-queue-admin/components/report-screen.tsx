import type { VqReportKind } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { todayIn, useTempleTimeZone } from '../../../lib/time-zone.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { reportUrl } from '../admin-forms.ts';
import { useVqReport } from '../api/vq-reports.ts';
import { AdminTemple } from './admin-temple.tsx';

/** Columns by their field; the first column's total cell says "Total". */
export interface ReportColumn {
  key: string;
  isNumber?: boolean;
}

const REPORT_LINKS: readonly [VqReportKind, string][] = [
  ['summary', '/virtual-queue-report'],
  ['daily', '/virtual-queue-daily-report'],
  ['consolidated', '/virtual-queue-consolidated-report'],
  ['detailed', '/virtual-queue-detailed-report'],
  ['devotees', '/detailed-virtual-queue-devotee-report'],
];

function ReportLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.queueReports')} className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1">
      {REPORT_LINKS.map(([kind, to]) => (
        <NavLink
          key={kind}
          to={to}
          className={({ isActive }) =>
            `shrink-0 rounded-full border px-3 py-1.5 text-sm font-semibold ${isActive ? 'border-orange-800 bg-orange-800 text-white' : 'border-stone-300 bg-white text-orange-900'}`
          }
        >
          {t(`vqAdmin.report.title.${kind}`)}
        </NavLink>
      ))}
    </nav>
  );
}

function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  // A day is shown dd-MMM-yyyy, as everywhere else.
  return formatDisplayDate(String(value)) || String(value);
}

function ReportBodyView({
  templeId,
  kind,
  columns,
}: {
  templeId: number;
  kind: VqReportKind;
  columns: ReportColumn[];
}) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const [range, setRange] = useState(() => ({ from: todayIn(timeZone), to: todayIn(timeZone) }));
  const isRangeValid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const report = useVqReport(templeId, kind, range);
  // Rows have no id of their own; their order is the server's and stable. The totals come last.
  const totalsRow = { key: 'total', row: (report.data?.totals ?? {}) as Record<string, unknown> };
  const tableColumns = columns.map(
    (column, index): TableColumn<{ key: number | string; row: Record<string, unknown> }> => ({
      id: column.key,
      header: t(`vqAdmin.report.col.${column.key}`),
      isRowHeader: index === 0,
      isNumeric: column.isNumber,
      cell: ({ key, row }) => {
        if (key === 'total') {
          const text = index === 0 ? t('vqAdmin.report.total') : column.isNumber ? cell(row[column.key]) : '';
          return <strong>{text}</strong>;
        }
        return column.key === 'status' ? t(`vq.status.${String(row.status)}`) : cell(row[column.key]);
      },
    }),
  );
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="grid grid-cols-2 gap-4">
          <DatePickerField
            label={t('vqAdmin.report.from')}
            value={range.from}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
          />
          <DatePickerField
            label={t('vqAdmin.report.to')}
            value={range.to}
            min={range.from}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
            error={isRangeValid ? undefined : t('vqAdmin.report.badRange')}
          />
        </div>
        {isRangeValid ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <a className={buttonClass('secondary')} href={reportUrl(templeId, kind, range, 'csv')} download>
              {t('vqAdmin.report.csv')}
            </a>
            <a className={buttonClass('secondary')} href={reportUrl(templeId, kind, range, 'xlsx')} download>
              {t('vqAdmin.report.xlsx')}
            </a>
          </div>
        ) : null}
      </Card>
      {report.isPending ? <Loading /> : null}
      {report.isError ? <ErrorMessage error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.data && report.data.rows.length === 0 ? <Notice>{t('vqAdmin.report.empty')}</Notice> : null}
      {report.data && report.data.rows.length > 0 ? (
        <Card isPadded={false}>
          {/* A table from a tablet up, a card per row on a phone (issue #18: no column off-screen). */}
          <div data-testid="report-table">
            <DataTable
              label={t(`vqAdmin.report.title.${kind}`)}
              columns={tableColumns}
              items={[...report.data.rows.map((row, index) => ({ key: index, row })), totalsRow]}
              itemKey={(item) => item.key}
            />
          </div>
        </Card>
      ) : null}
      {report.data?.total !== undefined && report.data.total > report.data.rows.length ? (
        <Notice>
          {t('vqAdmin.report.more', { shown: report.data.rows.length, total: report.data.total })}
        </Notice>
      ) : null}
    </div>
  );
}

/** One virtual-queue report: a date range, its table with totals, and CSV / XLSX downloads. */
export function ReportScreen({
  kind,
  titleKey,
  helpPage,
  columns,
}: {
  kind: VqReportKind;
  titleKey: string;
  helpPage: string;
  columns: ReportColumn[];
}) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)} helpPage={helpPage} showBack width="wide">
      <ReportLinks />
      <AdminTemple>
        {(templeId) => <ReportBodyView templeId={templeId} kind={kind} columns={columns} />}
      </AdminTemple>
    </Page>
  );
}
