import type { ReleaseSummary } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../lib/display-dates.ts';

/** "Darshan on 23-Dec-2026 – 27-Dec-2026 opens in turn", or the seva's name in place of darshan. */
export function useReleaseTitle(): (
  release: Pick<ReleaseSummary, 'sevaName' | 'fromDate' | 'toDate'>,
) => string {
  const { t } = useTranslation();
  return (release) => {
    const dates = formatDateRange(release.fromDate, release.toDate);
    return release.sevaName
      ? t('release.notice.sevaTitle', { seva: release.sevaName, dates })
      : t('release.notice.title', { dates });
  };
}
