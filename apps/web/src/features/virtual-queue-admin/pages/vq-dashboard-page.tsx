import type { VqSlotStats } from '@nivedya/domain';
import { formatInstantDateTime } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useTempleTimeZone } from '../../../lib/time-zone.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import { useVqDashboard } from '../api/get-vq-dashboard.ts';
import { StaffTemple } from '../components/staff-temple.tsx';

const COLUMNS = ['booked', 'admitted', 'waiting', 'noShows', 'remaining'] as const;

function Totals({ totals }: { totals: Record<(typeof COLUMNS)[number] | 'capacity', number> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {(['capacity', ...COLUMNS] as const).map((key) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white p-3 text-center shadow-sm">
          <dt className="text-sm text-stone-600">{t(`vqDash.${key}`)}</dt>
          <dd className="text-2xl font-bold text-orange-950" data-testid={`total-${key}`}>
            {totals[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SlotRow({ slot }: { slot: VqSlotStats }) {
  const { t } = useTranslation();
  return (
    <tr className={slot.phase === 'open' ? 'bg-green-50' : ''}>
      <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
        {slot.startTime} – {slot.endTime}
        <span className="block text-xs font-normal text-stone-600">
          {slot.isBlocked ? t('vq.state.blocked') : t(`vqDash.phase.${slot.phase}`)}
          {slot.label ? ` · ${slot.label}` : ''}
        </span>
      </th>
      <td className="px-3 py-2 text-right">{slot.capacity}</td>
      {COLUMNS.map((key) => (
        <td key={key} className="px-3 py-2 text-right">
          {slot[key]}
        </td>
      ))}
    </tr>
  );
}

function Dashboard({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const dashboard = useVqDashboard(templeId, null);
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
          <ScrollRegion label={t('vqDash.slotsCaption')}>
            <table className="w-full text-sm sm:text-base">
              <caption className="sr-only">{t('vqDash.slotsCaption')}</caption>
              <thead className="bg-stone-50 text-stone-600">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    {t('vq.slot')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('vqDash.capacity')}
                  </th>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-right">
                      {t(`vqDash.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {data.slots.map((slot) => (
                  <SlotRow key={slot.startTime} slot={slot} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
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
