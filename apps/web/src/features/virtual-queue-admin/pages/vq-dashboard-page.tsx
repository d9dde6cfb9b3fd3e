import type { VqSlotStats } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../lib/time-zone.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useVqDashboard } from '../api/get-vq-dashboard.ts';
import { StaffTemple } from '../components/staff-temple.tsx';

const COLUMNS = ['booked', 'admitted', 'waiting', 'noShows', 'remaining'] as const;

function Totals({ totals }: { totals: Record<(typeof COLUMNS)[number] | 'capacity', number> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {(['capacity', ...COLUMNS] as const).map((key) => (
        <div
          key={key}
          className="min-w-0 rounded-xl border border-stone-200 bg-white p-2 text-center shadow-sm sm:p-3"
        >
          <dt className="text-xs break-words text-stone-600 sm:text-sm">{t(`vqDash.${key}`)}</dt>
          <dd className="text-2xl font-bold text-orange-950" data-testid={`total-${key}`}>
            {totals[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The slots' figures (issue #18): a table from a tablet up, one card per slot on a phone, so Booked
 * and Admitted are never off-screen at 390 px.
 */
function useSlotColumns(): TableColumn<VqSlotStats>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'slot',
      header: t('vq.slot'),
      isRowHeader: true,
      cell: (slot) => (
        <>
          <span className="whitespace-nowrap">
            {slot.startTime} – {slot.endTime}
          </span>
          <span
            className={`block text-xs font-normal ${slot.phase === 'open' ? 'font-semibold text-green-800' : 'text-stone-600'}`}
          >
            {slot.isBlocked ? t('vq.state.blocked') : t(`vqDash.phase.${slot.phase}`)}
            {slot.label ? ` · ${slot.label}` : ''}
          </span>
        </>
      ),
    },
    ...(['capacity', ...COLUMNS] as const).map(
      (key): TableColumn<VqSlotStats> => ({
        id: key,
        header: t(`vqDash.${key}`),
        isNumeric: true,
        cell: (slot) => slot[key],
      }),
    ),
  ];
}

function Dashboard({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const dashboard = useVqDashboard(templeId, null);
  const columns = useSlotColumns();
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError)
    return <ErrorMessage error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { data } = dashboard;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          {data.displayDate} · {t('vqDash.asOf', { time: formatInstantDateTime(data.generatedAt, timeZone) })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" isBusy={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {t('vqDash.refresh')}
          </Button>
          <ButtonLink to="/virtual-queue-slot-checking">{t('vqGate.title')}</ButtonLink>
          <ButtonLink to={`/virtual-queue-slot-display-page?templeId=${templeId}`} variant="secondary">
            {t('vqDisplay.open')}
          </ButtonLink>
        </div>
      </div>
      <Totals totals={data.totals} />
      {data.slots.length === 0 ? (
        <Notice>{t('vqDash.noSlots')}</Notice>
      ) : (
        <Card isPadded={false}>
          <DataTable
            label={t('vqDash.slotsCaption')}
            columns={columns}
            items={data.slots}
            itemKey={(slot) => slot.startTime}
            itemTestId="vq-dash-slot"
          />
        </Card>
      )}
    </div>
  );
}

/** spec virtual-queue-dashboard: today's slots with booked, admitted, waiting, no-shows, remaining. */
export default function VqDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vqDash.title')} helpPage="virtual-queue-dashboard" showBack width="wide">
      <StaffTemple>{(templeId) => <Dashboard templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
