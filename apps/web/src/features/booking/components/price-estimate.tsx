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
  const [quantity, prasadamDelivery, performDate, tillDate, repeat, seriesDates, seriesPayment] = useWatch({
    control: form.control,
    name: [
      'quantity',
      'prasadamDelivery',
      'performDate',
      'tillDate',
      'repeat',
      'seriesDates',
      'seriesPayment',
    ],
  });
  const isSeries = repeat !== 'once';
  // A series paid date by date pays its first date now.
  const paysEachDate = isSeries && seriesPayment === 'each' && seriesDates.length > 1;
  const days = seva.isContinuous
    ? daysOf(performDate, tillDate)
    : isSeries && !paysEachDate
      ? Math.max(1, seriesDates.length)
      : 1;
  const perDate = (seva.rate + unitPostage(seva, prasadamDelivery)) * quantity;
  const estimate = perDate * days;
  return (
    <div className="rounded-xl bg-orange-50 p-4 text-stone-800" aria-live="polite">
      <p className="flex justify-between gap-3 font-semibold">
        <span>{t('booking.estimate')}</span>
        <span className="tabular-nums">{formatRupees(estimate)}</span>
      </p>
      {paysEachDate ? (
        <p className="mt-1 text-sm text-stone-700">
          {t('booking.seriesPayment.thenEachDate', {
            amount: formatRupees(perDate),
            count: seriesDates.length - 1,
          })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-stone-600">{t('booking.estimateHint')}</p>
    </div>
  );
}
