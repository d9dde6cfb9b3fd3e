import { formatRupees, type SevaDetail } from '@nivedya/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BookingFormApi, unitPostage } from './booking-form-schema.ts';
import { daysOf } from './date-choice.tsx';

/**
 * The seva amount as the form stands (rate and postage, times quantity and days, or a series' dates); only an estimate,
 * as the cart prices the line with the temple's charges.
 */
export function PriceEstimate({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { t } = useTranslation();
  const [quantity, prasadamDelivery, performDate, tillDate, repeat, seriesDates] = useWatch({
    control: form.control,
    name: ['quantity', 'prasadamDelivery', 'performDate', 'tillDate', 'repeat', 'seriesDates'],
  });
  const days = seva.isContinuous
    ? daysOf(performDate, tillDate)
    : repeat !== 'once'
      ? Math.max(1, seriesDates.length)
      : 1;
  const estimate = (seva.rate + unitPostage(seva, prasadamDelivery)) * quantity * days;
  return (
    <div className="rounded-xl bg-orange-50 p-4 text-stone-800" aria-live="polite">
      <p className="flex justify-between gap-3 font-semibold">
        <span>{t('booking.estimate')}</span>
        <span className="tabular-nums">{formatRupees(estimate)}</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('booking.estimateHint')}</p>
    </div>
  );
}
