import { isTempleUser } from '@nivedya/domain';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../../lib/auth.ts';

/** Only temple staff see it: the stream and the schema it checks updates with stay off devotees' phones. */
const Banner = lazy(() => import('./crowd-alert-banner.tsx'));

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
  return templeId !== null && !isLivePage ? (
    <Suspense fallback={null}>
      <Banner templeId={templeId} />
    </Suspense>
  ) : null;
}
