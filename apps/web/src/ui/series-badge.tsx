import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The mark of a date that belongs to a star series (issue #19): on the performing reports and the
 * priest's worksheet, the booking's lines and its receipt.
 */
export function SeriesBadge({ children }: { children: ReactNode }) {
  return (
    <span
      className="inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 print:border print:border-black print:bg-transparent print:text-sm print:text-black"
      data-testid="recurring-badge"
    >
      ↻ {children}
    </span>
  );
}

/** A booked line's mark: "Every month" / "Every year", or nothing for a line booked on its own. */
export function LineSeriesBadge({ series }: { series: 'month' | 'year' | null }) {
  const { t } = useTranslation();
  if (series === null) return null;
  return (
    <SeriesBadge>{t(series === 'month' ? 'starSeries.badgeMonth' : 'starSeries.badgeYear')}</SeriesBadge>
  );
}
