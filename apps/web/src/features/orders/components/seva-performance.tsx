import { formatInstantDateTime, type LinePerformance } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

/** A seva the temple marked performed, on the devotee's booking: when, and the priest's note. */
export function SevaPerformance({ performance }: { performance: LinePerformance }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-950" data-testid="seva-performed">
      <span className="font-semibold">
        ✓ {t('orders.sevaPerformed', { at: formatInstantDateTime(performance.performedAt) })}
      </span>
      {performance.note ? <span className="block">{performance.note}</span> : null}
    </p>
  );
}
