import { isTempleUser } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useVisitLive } from '../api/use-visit-live.ts';
import { zoneNameIn } from './zone-name.ts';

/**
 * Issue #16: every staff screen of a temple shows when a zone is at or above its alert threshold,
 * live. A temple that does not count visits refuses the stream, and nothing shows. A status, not an
 * alert: it must not interrupt what the clerk is doing, nor be taken for the screen's own error.
 */
export function CrowdAlert() {
  const { user } = useUser();
  const { pathname } = useLocation();
  const templeId = user && isTempleUser(user.userType) ? user.templeId : null;
  // The live screen shows the same, larger.
  const isLivePage = pathname === '/devotee-visit-live-status';
  return templeId !== null && !isLivePage ? <Banner templeId={templeId} /> : null;
}

function Banner({ templeId }: { templeId: number }) {
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
