import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { useVisitLive } from '../api/use-visit-live.ts';
import { ZoneTile } from '../components/zone-tile.tsx';

function LiveStatus({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const feed = useVisitLive(templeId);
  if (feed.hasFailed) return <Notice>{t('visits.gate.featureOff')}</Notice>;
  if (!feed.status) return <Loading />;
  const { status } = feed;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700" aria-live="polite">
        <span
          className={`inline-block size-2.5 rounded-full ${feed.isLive ? 'bg-green-600' : 'bg-stone-400'}`}
          aria-hidden="true"
        />
        {feed.isLive
          ? t('visits.live.updated', { at: formatInstantDateTime(status.generatedAt) })
          : t('visits.live.reconnecting')}
      </p>
      {status.zones.length === 0 ? (
        <Notice>{t('visits.live.noZones')}</Notice>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {status.zones.map((zone) => (
            <ZoneTile key={zone.id} zone={zone} recentMinutes={status.recentMinutes} />
          ))}
        </div>
      )}
    </div>
  );
}

/** spec devotee-visit-live-status: every zone live, for a big screen in the temple office. */
export default function VisitLiveStatusPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.live.title')} width="wide">
      <StaffTemple>{(templeId) => <LiveStatus templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
