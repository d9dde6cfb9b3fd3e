import { MessageType, type MyStarSeries } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import ReasonDialog from '../../../ui/reason-dialog.tsx';
import { useStopStarSeries } from '../api/stop-star-series.ts';

/**
 * "Stop this series" (issue #19) asks first, and why: it says that the dates from the next one go to
 * the temple as a cancellation request, refunded by the temple's rules, and stops only with a reason.
 * The server says when it is too late (every date performed or past) or stopped already.
 */
export default function StopStarSeriesDialog({
  series,
  onClose,
}: {
  series: Pick<MyStarSeries, 'id' | 'nextDate' | 'payment'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const stop = useStopStarSeries();
  return (
    <ReasonDialog
      title={t('orders.starSeries.stopTitle')}
      hint={
        series.payment === 'each'
          ? t('orders.starSeries.stopExplainEach', { date: formatDisplayDate(series.nextDate) })
          : t('orders.starSeries.stopExplain', { date: formatDisplayDate(series.nextDate) })
      }
      reasonLabel={t('orders.starSeries.stopReason')}
      cancelText={t('orders.starSeries.keep')}
      submitText={t('orders.starSeries.stopConfirm')}
      onSubmit={(reason) => stop.mutateAsync({ seriesId: series.id, reason })}
      onDone={() => alert.show(MessageType.Success, t('orders.starSeries.stopSent'))}
      onClose={onClose}
    />
  );
}
