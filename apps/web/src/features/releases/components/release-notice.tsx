import type { ReleaseSummary } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { useLiveReleases } from '../api/waiting-room.ts';
import { useReleaseTitle } from './release-title.ts';

function ReleaseCard({ release }: { release: ReleaseSummary }) {
  const { t } = useTranslation();
  const when = (instant: string) => formatInstantDateTime(instant, release.templeTimeZone);
  const title = useReleaseTitle()(release);
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="release-notice"
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm">
        {release.status === 'admitting'
          ? t('release.notice.admitting', { until: when(release.closesAt) })
          : t('release.notice.opens', {
              opens: when(release.opensAt),
              waiting: when(release.waitingOpensAt),
            })}
      </p>
      <div>
        <ButtonLink to={`/waiting-room?releaseId=${release.id}`}>{t('release.notice.goToRoom')}</ButtonLink>
      </div>
    </section>
  );
}

/**
 * The temple's releases that govern its dates now (issue #20 §2): each date in one opens at its time
 * and books through its waiting room. Those of the darshan queue, or of `sevaId`; `date` keeps to the
 * release of that date.
 */
export function ReleaseNotice({
  templeId,
  sevaId = null,
  date,
}: {
  templeId: number;
  sevaId?: number | null;
  date?: string;
}) {
  const releases = useLiveReleases(templeId);
  const shown = (releases.data?.items ?? []).filter(
    (release) => release.sevaId === sevaId && (!date || (release.fromDate <= date && date <= release.toDate)),
  );
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {shown.map((release) => (
        <ReleaseCard key={release.id} release={release} />
      ))}
    </div>
  );
}
