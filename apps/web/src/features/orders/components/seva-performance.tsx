import type { LinePerformance } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { PerformancePhoto } from './performance-photo.tsx';

/** A seva the temple marked performed, on the devotee's booking: when, the priest's note and the photo. */
export function SevaPerformance({ performance }: { performance: LinePerformance }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-start gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-950 sm:flex-row sm:gap-3"
      data-testid="seva-performed"
    >
      <p className="min-w-0 flex-1">
        <span className="font-semibold">
          ✓ {t('orders.sevaPerformed', { at: formatInstantDateTime(performance.performedAt) })}
        </span>
        {performance.note ? <span className="block">{performance.note}</span> : null}
      </p>
      {performance.photoUrl ? <PerformancePhoto url={performance.photoUrl} /> : null}
    </div>
  );
}
