import { formatRupees, type ReportName, type ReportPage } from '@nivedya/domain';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { paymentModeKey } from '../../temple-admin/orders/order-labels.ts';
import { useReportPages } from '../api/report-pages.ts';
import type { ReportRequest } from '../api/reports.ts';
import {
  collectionByDay,
  collectionByPaymentMode,
  collectionBySeva,
  everyRowRequests,
  firstRowsRequest,
  formatShare,
  highestDay,
  paymentModeColour,
  type ReportChartKind,
  rowsInPage,
  TOP_SEVAS,
} from '../report-charts.ts';
import { reportScreenOf } from '../report-screens.ts';

// recharts (~130 kB gzipped) comes only with a chart that is shown, never with the table alone.
const ReportChartDrawing = lazy(() => import('./report-chart-drawing.tsx'));

/** Folding a report's chart away is kept in the address, like its filters: a reload shows it the same. */
const CHART_PARAM = 'chart';
const HIDDEN = 'hidden';

interface ChartProps {
  templeId: number;
  report: ReportName;
  request: ReportRequest;
  /** The page the table shows: what it holds already is not asked again. */
  page: ReportPage;
}

/** The drawing with its words: an image to assistive technology, named by the summary of what it shows. */
function ChartFigure({
  summary,
  height,
  children,
}: {
  summary: string;
  height: string;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={summary} data-testid="report-chart" className={`w-full min-w-0 ${height}`}>
      <Suspense fallback={<Loading className="h-full" />}>
        {/* The summary is what it says: recharts' own legend and tick words are not read out again. */}
        <div aria-hidden="true" className="h-full">
          {children}
        </div>
      </Suspense>
    </div>
  );
}

function ChartLoading({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return error ? <ErrorMessage error={error} onRetry={onRetry} /> : <Loading className="h-64" />;
}

function CollectionByDay({ templeId, report, request, page }: ChartProps) {
  const { t } = useTranslation();
  const inPage = rowsInPage(page, request);
  const fetched = useReportPages(
    templeId,
    report,
    everyRowRequests(request, page.total),
    inPage === undefined,
  );
  const rows = inPage ?? fetched.rows;
  if (!rows) return <ChartLoading error={fetched.error} onRetry={fetched.refetch} />;
  const bars = collectionByDay(rows, request);
  const highest = highestDay(bars);
  const summary = t('reports.chart.summary.byDay', {
    period:
      request.from === request.to
        ? formatDisplayDate(request.from)
        : t('reports.period', { from: formatDisplayDate(request.from), to: formatDisplayDate(request.to) }),
    total: formatRupees(bars.reduce((sum, bar) => sum + bar.total, 0)),
    highest: formatRupees(highest?.total ?? 0),
    date: formatDisplayDate(highest?.date ?? request.from),
  });
  return (
    <ChartFigure summary={summary} height="h-64 md:h-72">
      <ReportChartDrawing chart={{ kind: 'byDay', bars }} />
    </ChartFigure>
  );
}

/** The seva chart's height by its number of bars (2rem a bar, 4rem for the axis): Tailwind needs whole class names. */
const BAR_LIST_HEIGHTS: Record<number, string> = {
  1: 'h-24',
  2: 'h-32',
  3: 'h-40',
  4: 'h-48',
  5: 'h-56',
  6: 'h-64',
  7: 'h-72',
  8: 'h-80',
  9: 'h-[22rem]',
  10: 'h-96',
  11: 'h-[26rem]',
};

function CollectionBySeva({ templeId, report, request, page }: ChartProps) {
  const { t } = useTranslation();
  const inPage = rowsInPage(page, request, TOP_SEVAS);
  const fetched = useReportPages(
    templeId,
    report,
    [firstRowsRequest(request, TOP_SEVAS)],
    inPage === undefined,
  );
  // The total behind "Others" comes with the rows it goes with: the table's page may be the last range's.
  const source = inPage ? page : fetched.pages?.[0];
  const rows = inPage ?? source?.items;
  if (!source || !rows) return <ChartLoading error={fetched.error} onRetry={fetched.refetch} />;
  const bars = collectionBySeva(rows, Number(source.totals.amount ?? 0)).map((bar) => ({
    ...bar,
    seva: bar.isOthers ? t('reports.chart.others') : bar.seva,
  }));
  const summary = t('reports.chart.summary.bySeva', {
    list: bars.map((bar) => `${bar.seva} ${formatRupees(bar.amount)}`).join(', '),
  });
  // A bar's row is the same height however many there are, so eleven sevas are never squeezed.
  return (
    <ChartFigure summary={summary} height={BAR_LIST_HEIGHTS[bars.length] ?? 'h-[28rem]'}>
      <ReportChartDrawing chart={{ kind: 'bySeva', bars }} />
    </ChartFigure>
  );
}

function CollectionByPaymentMode({ page }: ChartProps) {
  const { t } = useTranslation();
  const slices = collectionByPaymentMode(page.subtotals).map((slice) => ({
    ...slice,
    name: t(paymentModeKey(slice.paymentMode)),
    colour: paymentModeColour(slice.paymentMode),
  }));
  const whole = slices.reduce((sum, slice) => sum + slice.total, 0);
  const lines = slices.map((slice) => ({
    ...slice,
    amount: formatRupees(slice.total),
    share: formatShare(slice.total, whole),
  }));
  const summary = t('reports.chart.summary.byPaymentMode', {
    list: lines.map((line) => `${line.name} ${line.amount} (${line.share})`).join(', '),
  });
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-8">
      <ChartFigure summary={summary} height="h-56 max-w-72 sm:w-72">
        <ReportChartDrawing chart={{ kind: 'byPaymentMode', slices }} />
      </ChartFigure>
      <ul className="grid w-full gap-2 text-sm sm:w-auto sm:min-w-64">
        {lines.map((line) => (
          <li key={line.paymentMode} className="flex items-baseline gap-3">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 translate-y-0.5 rounded-sm"
              style={{ backgroundColor: line.colour }}
            />
            <span className="flex-1 text-stone-800">{line.name}</span>
            <span className="font-semibold text-stone-900 tabular-nums">{line.amount}</span>
            <span className="w-14 text-right text-stone-600 tabular-nums">{line.share}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CHARTS: Record<ReportChartKind, (props: ChartProps) => ReactNode> = {
  byDay: CollectionByDay,
  bySeva: CollectionBySeva,
  byPaymentMode: CollectionByPaymentMode,
};

/**
 * The chart above a report's table (issue #14 §1), for the reports whose screen names one
 * (report-screens.ts), folded away with a button. The table below is its data in words and figures; the
 * chart is left out of print, where the table and totals are the record and a chart drawn for the
 * screen's width would not fit the paper's.
 */
export default function ReportChart(props: ChartProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const panelId = useId();
  const kind = reportScreenOf(props.report)?.chart;
  if (!kind) return null;
  const isShown = params.get(CHART_PARAM) !== HIDDEN;
  const Chart = CHARTS[kind];
  const toggle = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isShown) next.set(CHART_PARAM, HIDDEN);
        else next.delete(CHART_PARAM);
        return next;
      },
      // Folding a chart is not a place to go back to.
      { replace: true },
    );
  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="mb-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      {/* A title too long for the button beside it takes the line, and the button goes under it, right. */}
      <div className="flex flex-wrap items-start gap-x-3">
        <h2 id={`${panelId}-title`} className="pt-2 font-serif text-lg font-bold text-orange-950">
          {t(`reports.chart.title.${kind}`)}
        </h2>
        <Button
          variant="ghost"
          className="-mr-2 ml-auto shrink-0 max-sm:px-3 max-sm:text-sm"
          aria-expanded={isShown}
          aria-controls={panelId}
          onClick={toggle}
        >
          {isShown ? t('reports.chart.hide') : t('reports.chart.show')}
        </Button>
      </div>
      <div id={panelId} className={isShown ? 'mt-3' : 'hidden'}>
        {isShown ? <Chart {...props} /> : null}
      </div>
    </section>
  );
}
