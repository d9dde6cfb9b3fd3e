import { useTranslation } from 'react-i18next';
import { SeriesBadge } from '../../../ui/series-badge.tsx';
import { formatReportCell } from '../report-cells.ts';

/**
 * The mark of a line that belongs to a star series (issue #19: "marked as recurring"): the performing
 * reports' "Every month" / "Every year", on the screen's rows and on the printed worksheet.
 */
export function RecurringBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return <SeriesBadge>{formatReportCell('label', value, t)}</SeriesBadge>;
}
