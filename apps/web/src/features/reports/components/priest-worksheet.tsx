import {
  PAGE_SIZE_MAX,
  type PerformanceMaterial,
  type PerformanceMaterials,
  type ReportName,
  type ReportRow,
} from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Card } from '../../../ui/page.tsx';
import { useReportPages } from '../api/report-pages.ts';
import { useReport } from '../api/reports.ts';
import { everyRowRequests } from '../report-charts.ts';
import { RecurringBadge } from './recurring-badge.tsx';

const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** GET T/reports/performance-priest-report/materials: what the range's sevas need, per seva. */
function usePerformanceMaterials(templeId: number, from: string, to: string) {
  return useQuery({
    queryKey: ['reports', templeId, 'performance-priest-report', 'materials', from, to],
    queryFn: ({ signal }): Promise<PerformanceMaterials> =>
      apiClient.get('/api/v1/temples/{templeId}/reports/performance-priest-report/materials', {
        params: { path: { templeId }, query: { from, to } },
        signal,
      }),
  });
}

/** Consecutive items with the same key, in their order (the server sorts by day, then seva). */
function runsOf<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; items: T[] }[] {
  const runs: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = runs.at(-1);
    if (last?.key === key) last.items.push(item);
    else runs.push({ key, items: [item] });
  }
  return runs;
}

function MaterialsBlock({ items }: { items: readonly PerformanceMaterial[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="worksheet-materials"
      className="mt-6 break-inside-avoid"
      data-testid="worksheet-materials"
    >
      <h2
        id="worksheet-materials"
        className="mb-2 font-serif text-lg font-bold text-orange-950 print:text-2xl print:text-black"
      >
        {t('reports.worksheet.materials')}
      </h2>
      {items.length === 0 ? (
        <p className="text-stone-700">{t('reports.worksheet.noMaterials')}</p>
      ) : (
        <Card isPadded={false} className="print:border-0 print:shadow-none">
          <ul className="divide-y divide-stone-200">
            {runsOf(items, (item) => String(item.sevaId)).map(({ key, items: needs }) => (
              <li key={key} className="break-inside-avoid p-4 print:px-0 print:py-2">
                <h3 className="font-semibold text-stone-900 print:text-xl">
                  {t('reports.worksheet.materialsOf', {
                    seva: needs[0]?.seva ?? '',
                    count: QUANTITY.format(needs[0]?.sevasBooked ?? 0),
                  })}
                </h3>
                <ul className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
                  {needs.map((need) => (
                    <li
                      key={`${need.name}|${need.unit}`}
                      className="flex items-baseline justify-between gap-3 print:text-lg"
                      data-testid="worksheet-material"
                    >
                      <span>{need.name}</span>
                      <span className="tabular-nums">
                        <span className="font-semibold">
                          {QUANTITY.format(need.quantity)} {need.unit}
                        </span>{' '}
                        <span className="text-sm text-stone-600 print:text-base">
                          (
                          {t('reports.worksheet.perSeva', {
                            quantity: QUANTITY.format(need.quantityPerSeva),
                            unit: need.unit,
                          })}
                          )
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/**
 * The worksheet as it goes to the sanctum, on A4: every line of the range (not the screen's page of
 * them), a heading per day and seva with its count, the names and stars large. Shown only in print.
 */
function PrintedWorksheet({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="hidden print:block" data-testid="printed-worksheet">
      {runsOf(
        rows.map((row, position) => ({ row, position })),
        ({ row }) => `${row.performDate}|${row.seva}`,
      ).map(({ key, items }) => {
        const quantity = items.reduce((sum, { row }) => sum + Number(row.quantity ?? 0), 0);
        const first = items[0]?.row;
        return (
          <section key={key} className="mb-6 break-inside-avoid-page">
            <h2 className="border-b-2 border-black pb-1 font-serif text-2xl font-bold">
              {first?.seva}
              <span className="ml-3 text-lg font-normal">
                {formatDisplayDate(String(first?.performDate))} ·{' '}
                {t('reports.worksheet.sevaCount', { count: QUANTITY.format(quantity) })}
              </span>
            </h2>
            <table className="mt-1 w-full text-xl">
              <thead className="sr-only">
                <tr>
                  <th>{t('reports.column.devotee')}</th>
                  <th>{t('reports.column.star')}</th>
                  <th>{t('reports.column.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map(({ row, position }) => (
                  <tr key={position} className="break-inside-avoid border-b border-stone-400">
                    <td className="py-1.5 pr-4 font-semibold">
                      {row.devotee}
                      {row.recurring ? (
                        <>
                          {' '}
                          <RecurringBadge value={String(row.recurring)} />
                        </>
                      ) : null}
                    </td>
                    <td className="py-1.5 pr-4">{row.star}</td>
                    <td className="w-16 py-1.5 text-right tabular-nums">× {row.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

/**
 * performance-priest-report's own block (REPORT_SCREENS `sheet`): the materials the sevas need, under
 * the table and in print; and the whole worksheet laid out for paper, which print shows instead of the
 * screen's paged table.
 */
export default function PriestWorksheet({
  templeId,
  report,
  from,
  to,
}: {
  templeId: number;
  report: ReportName;
  from: string;
  to: string;
}) {
  const first = { from, to, offset: 0, limit: PAGE_SIZE_MAX };
  const firstPage = useReport(templeId, report, first);
  const total = firstPage.data?.from === from && firstPage.data.to === to ? firstPage.data.total : undefined;
  const everyRow = useReportPages(templeId, report, everyRowRequests(first, total ?? 0), total !== undefined);
  const materials = usePerformanceMaterials(templeId, from, to);
  return (
    <>
      {everyRow.rows && everyRow.rows.length > 0 ? <PrintedWorksheet rows={everyRow.rows} /> : null}
      {materials.isError ? (
        <ErrorMessage error={materials.error} onRetry={() => void materials.refetch()} />
      ) : materials.data ? (
        <MaterialsBlock items={materials.data.items} />
      ) : null}
    </>
  );
}
