import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitLive } from '../api/use-visit-live.ts';
import { zoneNameIn } from './zone-name.ts';

/** The crowd alert of a temple's staff screens (crowd-alert.tsx), live from the visits stream. */
export default function CrowdAlertBanner({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const { status } = useVisitLive(templeId);
  const crowded = status?.zones.filter((zone) => zone.level !== 'ok') ?? [];
  if (crowded.length === 0) return null;
  return (
    <div role="status" data-testid="crowd-alert" className="bg-amber-100 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm font-semibold">
        <span>
          {crowded
            .map((zone) =>
              t(zone.level === 'full' ? 'visitAlert.full' : 'visitAlert.crowded', {
                zone: zoneNameIn(i18n.language, zone),
                inside: zone.inside.toLocaleString('en-IN'),
                capacity: zone.capacity.toLocaleString('en-IN'),
              }),
            )
            .join(' ')}
        </span>
        <Link to="/devotee-visit-live-status" className="underline">
          {t('visitAlert.open')}
        </Link>
      </div>
    </div>
  );
}
