import { regionalName, type SevaDetail } from '@nivedya/domain';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { StarSeriesChoice } from '../../../ui/star-series-choice.tsx';
import { SeriesPaymentChoice } from '../../../ui/star-series-fields.tsx';
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
