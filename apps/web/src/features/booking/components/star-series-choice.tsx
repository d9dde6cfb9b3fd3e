import {
  regionalName,
  type SevaDetail,
  STAR_SERIES_PAY_BY_DAYS,
  STAR_SERIES_PAYMENTS,
  STAR_SERIES_REMINDER_DAYS,
  type StarSeriesKind,
  type StarSeriesPayment,
} from '@nivedya/domain';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { StarSeriesChoice } from '../../../ui/star-series-choice.tsx';
import { RadioCard } from '../../../ui/star-series-fields.tsx';
import type { BookingFormApi } from './booking-form-schema.ts';

/**
 * The booking form's "How often" (issue #19): the shared series choice (ui/star-series-choice.tsx) on the
 * form's fields; the temple's dates go into `seriesDates`, which the line books; then how the devotee
 * pays them (all now, or date by date).
 */
export function BookingSeriesChoice({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [repeat, occurrences, malayalamMonth, starId, seriesDates, seriesPayment] = useWatch({
    control: form.control,
    name: ['repeat', 'occurrences', 'malayalamMonth', 'starId', 'seriesDates', 'seriesPayment'],
  });
  const setDates = useCallback(
    (dates: string[]) => form.setValue('seriesDates', dates, { shouldValidate: false }),
    [form],
  );
  return (
    <>
      <StarSeriesChoice
        name="repeat"
        sevaId={seva.id}
        templeName={regionalName(seva.temple.name, seva.temple.nameNarration, i18n.language)}
        choice={{ repeat, starId, occurrences, malayalamMonth }}
        onChange={(change) => {
          for (const [field, value] of Object.entries(change)) {
            form.setValue(field as keyof typeof change, value as never);
          }
        }}
        onDates={setDates}
        error={fieldMessage(form.formState.errors.seriesDates?.message)}
      />
      {repeat !== 'once' && seriesDates.length > 1 ? (
        <SeriesPaymentChoice
          name="seriesPayment"
          every={repeat}
          count={seriesDates.length}
          value={seriesPayment}
          onChange={(payment) => form.setValue('seriesPayment', payment)}
        />
      ) : null}
    </>
  );
}

/**
 * How the devotee pays a series (issue #19): every date now, or the first now and each later one before
 * it comes (a reminder with a pay link STAR_SERIES_REMINDER_DAYS before; let go when unpaid by
 * STAR_SERIES_PAY_BY_DAYS before).
 */
function SeriesPaymentChoice({
  name,
  every,
  count,
  value,
  onChange,
}: {
  name: string;
  every: StarSeriesKind;
  /** The series' dates. */
  count: number;
  value: StarSeriesPayment;
  onChange: (payment: StarSeriesPayment) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        {t('booking.seriesPayment.legend')}
      </legend>
      {STAR_SERIES_PAYMENTS.map((option) => (
        <RadioCard
          key={option}
          name={name}
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
        >
          <span>
            {option === 'once'
              ? t('booking.seriesPayment.allNow', { count })
              : t(
                  every === 'month'
                    ? 'booking.seriesPayment.monthByMonth'
                    : 'booking.seriesPayment.yearByYear',
                )}
          </span>
        </RadioCard>
      ))}
      {value === 'each' ? (
        <p className="text-sm text-stone-700">
          {t('booking.seriesPayment.hint', {
            reminder: STAR_SERIES_REMINDER_DAYS,
            payBy: STAR_SERIES_PAY_BY_DAYS,
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
