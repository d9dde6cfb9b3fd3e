import {
  isAdmin,
  PAGE_SIZE_MAX,
  PaymentMode,
  REPORT_MAX_DAYS,
  REPORTS_BY_CASHIER,
  REPORTS_BY_PAYMENT_MODE,
  REPORTS_BY_SEVA,
  type ReportColumn,
  type ReportName,
  type ReportPage,
  type ReportRow,
  reportStatuses,
  UserType,
} from '@nivedya/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { todayIn, useTempleTimeZone } from '../../../lib/time-zone.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { Notice } from '../../../ui/error-message.tsx';
import { FileDownloads, type FileFormat } from '../../../ui/file-downloads.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { TotalsPanel } from '../../../ui/totals-panel.tsx';
import { useStaffDeities } from '../../temple-admin/deities/api/find-staff-deities.ts';
import { paymentModeKey } from '../../temple-admin/orders/order-labels.ts';
import { useStaffSevas } from '../../temple-admin/sevas/api/find-staff-sevas.ts';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { useStaffUsers } from '../../temple-admin/staff-users/api/staff-users.ts';
import {
  type ReportFilterValues,
  type ReportRequest,
  reportFileUrl,
  setFilters,
  useReport,
} from '../api/reports.ts';
import { formatReportCell, isNumericKind, SUMMED_KINDS } from '../report-cells.ts';
import {
  type DateRange,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeFromAddress,
  rangeProblem,
  TOMORROW_PRESET,
} from '../report-ranges.ts';
import { reportDetailsPath, reportScreenOf } from '../report-screens.ts';
import { RecurringBadge } from './recurring-badge.tsx';
import { ReportTempleChoice } from './report-temple-choice.tsx';

// Its own chunk, and recharts another behind it: only the reports with a chart load them.
const ReportChart = lazy(() => import('./report-chart.tsx'));

const DOWNLOAD_WORDS: Record<FileFormat, string> = {
  csv: 'reports.downloadCsv',
  xlsx: 'reports.downloadXlsx',
  pdf: 'reports.downloadPdf',
};

/** The address parameters of every report's filter bar (docs/decisions.md, "Lists"). */
const REPORT_FILTERS = ['from', 'to', 'paymentMode', 'status', 'sevaId', 'deityId', 'staffUserId'] as const;
type ReportFilterName = (typeof REPORT_FILTERS)[number];
type FilterChanges = Partial<Record<ReportFilterName, string | null>>;
const PAYMENT_MODES = Object.values(PaymentMode);

const idIn = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The address's filters that `report` takes; a value it does not know is left out, not sent. */
function filtersOf(report: ReportName, address: Record<ReportFilterName, string>): ReportFilterValues {
  return {
    paymentMode: REPORTS_BY_PAYMENT_MODE.includes(report)
      ? PAYMENT_MODES.find((mode) => String(mode) === address.paymentMode)
      : undefined,
    status: reportStatuses(report).find((status) => status === address.status),
    sevaId: REPORTS_BY_SEVA.includes(report) ? idIn(address.sevaId) : undefined,
    deityId: REPORTS_BY_SEVA.includes(report) ? idIn(address.deityId) : undefined,
    staffUserId: REPORTS_BY_CASHIER.includes(report) ? idIn(address.staffUserId) : undefined,
  };
}

/** One narrowing filter: "every …" first, then its choices; choosing "every …" clears it. */
function ChoiceFilter({
  name,
  words,
  value,
  choices,
  onChange,
}: {
  name: Exclude<ReportFilterName, 'from' | 'to'>;
  /** Its words under reports.filters: the label, and any<Words> for "every …". */
  words: string;
  value: number | string | undefined;
  choices: readonly { value: number | string; label: string }[];
  onChange: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation();
  const every = `any${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  // The whole row on a phone: "every …" in Malayalam, a seva's or a cashier's name, are long words.
  return (
    <div className="max-sm:col-span-full">
      <SelectField
        label={t(`reports.filters.${words}`)}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange({ [name]: event.target.value || null })}
      >
        <option value="">{t(`reports.filters.${every}`)}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

const named = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** The seva and deity a performing report narrows to, from the temple's catalogue. */
function SevaFilters({
  templeId,
  filters,
  onChange,
}: {
  templeId: number;
  filters: ReportFilterValues;
  onChange: (changes: FilterChanges) => void;
}) {
  const sevas = useStaffSevas(templeId);
  const deities = useStaffDeities(templeId);
  return (
    <>
      <ChoiceFilter
        name="sevaId"
        words="seva"
        value={filters.sevaId}
        choices={named(sevas.data?.items)}
        onChange={onChange}
      />
      <ChoiceFilter
        name="deityId"
        words="deity"
        value={filters.deityId}
        choices={named(deities.data?.items)}
        onChange={onChange}
      />
    </>
  );
}

/** The cashier a collection report narrows to: the temple's users, whom its administrator may list. */
function CashierFilter({
  templeId,
  staffUserId,
  onChange,
}: {
  templeId: number;
  staffUserId: number | undefined;
  onChange: (changes: FilterChanges) => void;
}) {
  const users = useStaffUsers(templeId, { offset: 0, limit: PAGE_SIZE_MAX });
  const cashiers = (users.data?.items ?? []).map((user) => ({ value: user.id, label: user.userName }));
  return (
    <ChoiceFilter
      name="staffUserId"
      words="cashier"
      value={staffUserId}
      choices={cashiers}
      onChange={onChange}
    />
  );
}

interface KeyedRow {
  key: number;
  row: ReportRow;
}

function ReportFilters({
  report,
  templeId,
  today,
  firstPreset,
  range,
  filters,
  onChange,
}: {
  report: ReportName;
  /** Null for an administrator's report across every temple: no one temple's sevas or cashiers. */
  templeId: number | null;
  today: string;
  /** The report's own default: its address stays empty, so a saved link opens on the day it is used. */
  firstPreset: RangePreset;
  range: DateRange;
  filters: ReportFilterValues;
  onChange: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation();
  const { user } = useUser();
  const statuses = reportStatuses(report);
  // The temple's user list is its administrator's (and the platform's) to read.
  const mayListCashiers = !!user && (user.userType === UserType.TempleAdmin || isAdmin(user.userType));
  const active = presetOf(range, today);
  const problem = rangeProblem(range);
  return (
    <div className="print:hidden">
      <ListFilters>
        <fieldset className="col-span-full -mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
          <legend className="sr-only">{t('reports.filters.presets')}</legend>
          {(firstPreset === TOMORROW_PRESET
            ? ([TOMORROW_PRESET, ...RANGE_PRESETS] as const)
            : RANGE_PRESETS
          ).map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={active === preset}
              onClick={() => {
                const next = presetRange(preset, today);
                onChange(preset === firstPreset ? { from: null, to: null } : next);
              }}
              className="min-h-11 shrink-0 rounded-full border border-orange-800/30 bg-white px-4 text-sm font-semibold text-orange-950 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
            >
              {t(`reports.preset.${preset}`)}
            </button>
          ))}
        </fieldset>
        <DatePickerField
          label={t('reports.filters.from')}
          value={range.from}
          max={range.to}
          onChange={(date) => onChange({ from: date })}
        />
        <DatePickerField
          label={t('reports.filters.to')}
          value={range.to}
          min={range.from}
          onChange={(date) => onChange({ to: date })}
          error={
            problem === 'reversed'
              ? t('reports.filters.reversed')
              : problem === 'tooLong'
                ? t('reports.filters.tooLong', { days: String(REPORT_MAX_DAYS) })
                : undefined
          }
        />
        {REPORTS_BY_PAYMENT_MODE.includes(report) ? (
          <ChoiceFilter
            name="paymentMode"
            words="paymentMode"
            value={filters.paymentMode}
            choices={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(paymentModeKey(mode)) }))}
            onChange={onChange}
          />
        ) : null}
        {statuses.length > 0 ? (
          <ChoiceFilter
            name="status"
            words="status"
            value={filters.status}
            choices={statuses.map((status) => ({ value: status, label: t(`reports.label.${status}`) }))}
            onChange={onChange}
          />
        ) : null}
        {templeId !== null && REPORTS_BY_SEVA.includes(report) ? (
          <SevaFilters templeId={templeId} filters={filters} onChange={onChange} />
        ) : null}
        {templeId !== null && mayListCashiers && REPORTS_BY_CASHIER.includes(report) ? (
          <CashierFilter templeId={templeId} staffUserId={filters.staffUserId} onChange={onChange} />
        ) : null}
      </ListFilters>
    </div>
  );
}

/** The money and count columns over every row of the report, with how many rows there are. */
function ReportTotals({
  rowsLabel,
  page,
  variant,
}: {
  /** What the report's rows are (bills, days, sevas), counted first. */
  rowsLabel: string;
  page: ReportPage;
  variant: 'card' | 'bar';
}) {
  const { t } = useTranslation();
  const figures = [
    { id: 'rows', label: rowsLabel, value: formatReportCell('count', page.total, t) },
    ...page.columns
      .filter((column) => SUMMED_KINDS.includes(column.kind) && column.id in page.totals)
      .map((column) => ({
        id: column.id,
        label: t(`reports.column.${column.id}`),
        value: formatReportCell(column.kind, page.totals[column.id], t),
      })),
  ];
  // On a wide screen, below the table and held at the window's foot while the table scrolls past.
  return (
    <TotalsPanel title={t('reports.totals')} figures={figures} variant={variant} testId="report-totals" />
  );
}

function ReportSubtotals({ report, page }: { report: ReportName; page: ReportPage }) {
  const { t, i18n } = useTranslation();
  // A group named by one of the report's fixed words (a status) is said in the reader's language.
  const groupName = (group: string) =>
    i18n.exists(`reports.label.${group}`) ? t(`reports.label.${group}`) : group;
  const settings = reportScreenOf(report);
  if (!settings?.subtotalColumns || page.subtotals.length === 0) return null;
  type Subtotal = ReportPage['subtotals'][number];
  const columns: TableColumn<Subtotal & { key: number }>[] = [
    {
      id: 'group',
      header: t(`reports.subtotals.${report}.group`),
      isRowHeader: true,
      cell: (subtotal) => groupName(subtotal.group),
    },
    ...settings.subtotalColumns.map(
      (column): TableColumn<Subtotal & { key: number }> => ({
        id: column.id,
        header: t(`reports.column.${column.id}`),
        isNumeric: isNumericKind(column.kind),
        cell: (subtotal) => formatReportCell(column.kind, subtotal.values[column.id], t),
      }),
    ),
  ];
  const title = t(`reports.subtotals.${report}.title`);
  return (
    <section className="mt-6 break-inside-avoid" aria-labelledby="report-subtotals">
      <h2 id="report-subtotals" className="mb-2 font-serif text-lg font-bold text-orange-950">
        {title}
      </h2>
      <Card isPadded={false} className="md:max-w-2xl">
        <DataTable
          label={title}
          columns={columns}
          items={page.subtotals.map((subtotal, index) => ({ ...subtotal, key: index }))}
          itemKey={(subtotal) => subtotal.key}
          itemTestId="report-subtotal"
        />
      </Card>
    </section>
  );
}

/**
 * `templeId` null: an administrator's report across every temple, which has no temple's own tools.
 * `details`: report-details-page, the order lines behind one of the report's rows.
 */
function ReportBody({
  templeId,
  report,
  details,
}: {
  templeId: number | null;
  report: ReportName;
  details?: ReportRequest['details'];
}) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_SCREEN);
  const today = todayIn(useTempleTimeZone());
  const list = useListState(REPORT_FILTERS);
  const firstPreset = reportScreenOf(report)?.defaultRange ?? 'today';
  const range = rangeFromAddress(list.filters, presetRange(firstPreset, today).from);
  const problem = rangeProblem(range);
  const filters = filtersOf(report, list.filters);
  const request: ReportRequest = {
    ...range,
    ...setFilters(filters),
    offset: list.offset,
    limit: list.limit,
    ...(details ? { details } : {}),
  };
  const page = useReport(templeId, report, request, problem === undefined);
  const data = page.data;
  const hasRows = data !== undefined && data.total > 0;
  const title = t(`reports.name.${report}`);
  const isOneDay = range.from === range.to;
  const rowsLabel = details ? t('reports.details.rows') : t(`reports.rows.${report}`);

  // On a wide screen a star series' mark sits under the devotee's name (issue #19): a column of its own,
  // mostly empty, pushed the performing reports' last column off a laptop's width.
  const marksUnderDevotee = isWide && (data?.columns ?? []).some((column) => column.id === 'devotee');
  const shownColumns = (data?.columns ?? []).filter(
    (column: ReportColumn) => !(marksUnderDevotee && column.id === 'recurring'),
  );
  const columns: TableColumn<KeyedRow>[] = shownColumns.map(
    (column: ReportColumn, index): TableColumn<KeyedRow> => ({
      id: column.id,
      header: t(`reports.column.${column.id}`),
      isRowHeader: index === 0,
      isNumeric: isNumericKind(column.kind),
      // On a phone the card shows how it was paid, the grand figure and a star series' mark beside its
      // title; one day's date is the page's.
      ...(column.id === 'total' || column.kind === 'paymentMode' || column.id === 'recurring'
        ? { phone: 'badge' as const }
        : {}),
      ...(column.kind === 'date' && isOneDay ? { phone: 'hidden' as const } : {}),
      className: column.kind === 'date' || column.kind === 'time' ? 'whitespace-nowrap' : '',
      cell: ({ row }) =>
        index === 0 ? (
          // Booking numbers are read out digit by digit at the counter: figures of one width.
          <span className={column.id === 'orderNumber' ? 'font-mono' : ''}>
            {formatReportCell(column.kind, row[column.id], t)}
          </span>
        ) : column.kind === 'paymentMode' && !isWide ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {formatReportCell(column.kind, row[column.id], t)}
          </span>
        ) : column.id === 'recurring' ? (
          // A star series' line (issue #19) wears a badge; a one-off booking, the most of them, nothing.
          row[column.id] ? (
            <RecurringBadge value={String(row[column.id])} />
          ) : null
        ) : column.id === 'devotee' && marksUnderDevotee && row.recurring ? (
          <span className="flex flex-col items-start gap-1">
            {formatReportCell(column.kind, row[column.id], t)}
            <RecurringBadge value={String(row.recurring)} />
          </span>
        ) : column.id === 'total' && !isWide ? (
          <span className="font-semibold text-orange-950 tabular-nums">
            {formatReportCell(column.kind, row[column.id], t)}
          </span>
        ) : (
          formatReportCell(column.kind, row[column.id], t)
        ),
    }),
  );
  const screen = templeId === null || details ? undefined : reportScreenOf(report);
  const detailsOf = screen?.details;
  if (detailsOf && templeId !== null) {
    columns.push({
      id: 'details',
      header: t('reports.details.column'),
      phone: 'plain',
      cell: ({ row }) => {
        const keys = detailsOf(row);
        return keys ? (
          <Link
            to={reportDetailsPath(report, range, filters, keys, templeId)}
            className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-950"
          >
            {t('reports.details.open')}
          </Link>
        ) : null;
      },
    });
  }
  const RowAction = screen?.rowAction;
  if (RowAction && templeId !== null) {
    columns.push({
      id: 'rowAction',
      header: t('reports.rowAction'),
      phone: 'plain',
      cell: ({ row }) => <RowAction templeId={templeId} row={row} />,
    });
  }
  const Toolbar = screen?.toolbar;
  const Sheet = reportScreenOf(report)?.sheet;

  return (
    <>
      <ReportFilters
        report={report}
        templeId={templeId}
        today={today}
        firstPreset={firstPreset}
        range={range}
        filters={filters}
        onChange={list.setFilters}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700" data-testid="report-period">
          {data?.templeName ? (
            <span className="font-semibold text-stone-900">{data.templeName} · </span>
          ) : null}
          {range.from === range.to
            ? formatDisplayDate(range.from)
            : t('reports.period', { from: formatDisplayDate(range.from), to: formatDisplayDate(range.to) })}
        </p>
        {problem === undefined ? (
          <FileDownloads
            label={title}
            hrefOf={(format) => reportFileUrl(templeId, report, request, format)}
            wordOf={(format) => t(DOWNLOAD_WORDS[format])}
            before={
              Toolbar && templeId !== null ? (
                <Toolbar templeId={templeId} from={range.from} to={range.to} />
              ) : null
            }
            after={
              <Button
                variant="secondary"
                className="max-sm:px-3 max-sm:text-sm"
                onClick={() => window.print()}
              >
                {t('reports.print')}
              </Button>
            }
          />
        ) : null}
      </div>
      {problem !== undefined ? (
        <Notice>
          {problem === 'reversed'
            ? t('reports.filters.reversed')
            : t('reports.filters.tooLong', { days: String(REPORT_MAX_DAYS) })}
        </Notice>
      ) : (
        <div>
          <div className={Sheet ? 'print:hidden' : ''}>
            {hasRows && !isWide ? <ReportTotals rowsLabel={rowsLabel} page={data} variant="card" /> : null}
            {hasRows && templeId !== null && screen?.chart ? (
              <Suspense fallback={null}>
                <ReportChart templeId={templeId} report={report} request={request} page={data} />
              </Suspense>
            ) : null}
            <div className="[&_nav]:print:hidden">
              <ListResults
                query={page}
                emptyText={t(`reports.empty.${report}`)}
                paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
              >
                {(items) => (
                  <DataTable
                    label={title}
                    columns={columns}
                    items={items.map((row, index) => ({ row, key: list.offset + index }))}
                    itemKey={(item) => item.key}
                    itemTestId="report-row"
                  />
                )}
              </ListResults>
            </div>
            {hasRows && isWide ? <ReportTotals rowsLabel={rowsLabel} page={data} variant="bar" /> : null}
            {hasRows ? <ReportSubtotals report={report} page={data} /> : null}
          </div>
          {Sheet && templeId !== null ? (
            <Suspense fallback={null}>
              <Sheet templeId={templeId} report={report} from={range.from} to={range.to} />
            </Suspense>
          ) : null}
        </div>
      )}
    </>
  );
}

/**
 * THE report screen (issue #14 §1): any report of the engine by its columns: the filter bar (dates
 * with presets in the temple's days, payment mode; kept in the address), one page of rows, the totals
 * over every row always in sight, the report's subtotals, CSV, XLSX and PDF downloads and print.
 */
export function ReportScreen({
  report,
  details,
}: {
  report: ReportName;
  details?: ReportRequest['details'];
}) {
  const { t } = useTranslation();
  const { user } = useUser();
  const name = t(`reports.name.${report}`);
  return (
    <Page title={details ? t('reports.details.title', { report: name }) : name} showBack width="wide">
      {user && isAdmin(user.userType) ? (
        <ReportTempleChoice report={report} isOneTemple={details !== undefined}>
          {(templeId) => (
            <ReportBody key={templeId ?? 'all'} templeId={templeId} report={report} details={details} />
          )}
        </ReportTempleChoice>
      ) : (
        <StaffTemple>
          {(templeId) => <ReportBody templeId={templeId} report={report} details={details} />}
        </StaffTemple>
      )}
    </Page>
  );
}
