import type { VisitDashboardZone } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { useVisitDashboard } from '../api/visit-dashboard.ts';
import { zoneNameIn } from '../components/zone-name.ts';

const number = (value: number) => value.toLocaleString('en-IN');

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold text-stone-950 tabular-nums">{value}</dd>
    </div>
  );
}

function ZoneCard({ zone }: { zone: VisitDashboardZone }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-serif text-xl font-bold text-orange-950">{zoneNameIn(i18n.language, zone)}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="visit-dashboard-zone">
        {zone.insideNow === null ? null : (
          <Figure
            label={t('visits.dashboard.insideNow')}
            value={t('visits.dashboard.ofCapacity', {
              inside: number(zone.insideNow),
              capacity: number(zone.capacity),
            })}
          />
        )}
        <Figure label={t('visits.dashboard.entries')} value={number(zone.entries)} />
        <Figure label={t('visits.dashboard.exits')} value={number(zone.exits)} />
        <Figure label={t('visits.dashboard.peak')} value={number(zone.peak)} />
        <Figure label={t('visits.dashboard.namedVisits')} value={number(zone.namedVisits)} />
        <Figure
          label={t('visits.dashboard.averageStay')}
          value={
            zone.averageMinutes === null ? '—' : t('visits.dashboard.minutes', { count: zone.averageMinutes })
          }
        />
      </dl>
      <p className="text-sm text-stone-700">
        {t('visits.dashboard.byType', {
          mobile: number(zone.entriesByType.mobile),
          qrCode: number(zone.entriesByType.qrCode),
          count: number(zone.entriesByType.count),
        })}
      </p>
    </Card>
  );
}

function Dashboard({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const dashboard = useVisitDashboard(templeId, date);
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError)
    return <ErrorMessage error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { data } = dashboard;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <DatePickerField label={t('visits.dashboard.day')} value={data.date} onChange={setDate} />
        </div>
        <ButtonLink to="/devotee-visit-live-status" variant="secondary">
          {t('visits.live.title')}
        </ButtonLink>
        <ButtonLink
          to={`/devotee-visit-devotee-detailed-report?from=${data.date}&to=${data.date}`}
          variant="ghost"
        >
          {t('visits.dashboard.detailed')}
        </ButtonLink>
        <ButtonLink
          to={`/devotee-visit-consolidated-report?from=${data.date}&to=${data.date}`}
          variant="ghost"
        >
          {t('visits.dashboard.byHour')}
        </ButtonLink>
      </div>
      <Card>
        <dl className="grid grid-cols-3 gap-3" data-testid="visit-dashboard-totals">
          <Figure label={t('visits.dashboard.entries')} value={number(data.totals.entries)} />
          <Figure label={t('visits.dashboard.exits')} value={number(data.totals.exits)} />
          <Figure label={t('visits.dashboard.namedVisits')} value={number(data.totals.namedVisits)} />
        </dl>
      </Card>
      {data.zones.length === 0 ? (
        <Notice>{t('visits.live.noZones')}</Notice>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {data.zones.map((zone) => (
            <ZoneCard key={zone.id} zone={zone} />
          ))}
        </div>
      )}
    </div>
  );
}

/** spec devotee-visit-dashboard: a day's footfall per zone, with the live status and reports a tap away. */
export default function VisitDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.dashboard.title')} width="wide">
      <StaffTemple>{(templeId) => <Dashboard templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
