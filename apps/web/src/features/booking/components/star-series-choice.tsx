import { findStar, malayalamMonthName, regionalName, type SevaDetail, starNameIn } from '@nivedya/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { useSeriesPlan } from '../../../lib/star-series-plan.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { StarIcon } from '../../../ui/feature-icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import {
  DEFAULT_OCCURRENCES,
  RepeatChoice,
  SeriesCountFields,
  type SeriesRepeat,
  StarSeriesDates,
} from '../../../ui/star-series-fields.tsx';
import type { BookingFormApi } from './booking-form-schema.ts';

/**
 * "How often" (issue #19): once on the date chosen above, or every month on the devotee's star, or every
 * year on it in a Malayalam month, for a number of times; the temple's dates are listed before the line
 * goes into the cart (each with why it is that day, and what is offered for one that is full or closed),
 * and they are what the line books.
 */
export function StarSeriesChoice({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { t, i18n } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [repeat, occurrences, malayalamMonth, starId] = useWatch({
    control: form.control,
    name: ['repeat', 'occurrences', 'malayalamMonth', 'starId'],
  });
  const isSeries = repeat !== 'once';
  const { plan, planned, isKnownStar } = useSeriesPlan(seva.id, {
    repeat,
    starId,
    occurrences,
    malayalamMonth,
  });
  const seriesDates = planned?.dates.join(',') ?? '';

  // The plan's dates are what the line books; none while it is asked (or when it is not a series).
  useEffect(() => {
    form.setValue('seriesDates', seriesDates ? seriesDates.split(',') : [], { shouldValidate: false });
  }, [form, seriesDates]);

  const star = findStar(starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  const monthName = malayalamMonthName(malayalamMonth, i18n.language);
  const { errors } = form.formState;
  const choose = (next: SeriesRepeat) => {
    form.setValue('repeat', next);
    if (next !== 'once') form.setValue('occurrences', DEFAULT_OCCURRENCES[next]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('starSeries.howOften')}</legend>
      <RepeatChoice name="repeat" value={repeat} onChange={choose} starName={isKnownStar ? starName : null} />
      {isSeries ? (
        <div className="mt-2 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <SeriesCountFields
            every={repeat}
            occurrences={occurrences}
            malayalamMonth={malayalamMonth}
            onOccurrences={(count) => form.setValue('occurrences', count)}
            onMonth={(month) => form.setValue('malayalamMonth', month)}
          />
          {!isKnownStar ? (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-950" role="alert">
              <StarIcon className="size-5 shrink-0" />
              {fieldMessage(errors.starId?.message) ?? t('starSeries.needsStar')}
            </p>
          ) : null}
          {isKnownStar && plan.isFetching && !plan.data ? <Loading className="p-2" /> : null}
          {isKnownStar && plan.isError ? (
            <ErrorMessage error={plan.error} onRetry={() => void plan.refetch()} />
          ) : null}
          {planned ? (
            <StarSeriesDates
              plan={planned}
              starName={starName}
              monthName={monthName}
              templeName={regionalName(seva.temple.name, seva.temple.nameNarration, i18n.language)}
            />
          ) : null}
          {errors.seriesDates?.message ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {fieldMessage(errors.seriesDates.message)}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
