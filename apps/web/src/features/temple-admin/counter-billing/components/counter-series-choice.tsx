import { findStar, malayalamMonthName, starNameIn } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeriesChoice, useSeriesPlan } from '../../../../lib/star-series-plan.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { StarIcon } from '../../../../ui/feature-icons.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import {
  DEFAULT_OCCURRENCES,
  RepeatChoice,
  SeriesCountFields,
  type SeriesRepeat,
  StarSeriesDates,
} from '../../../../ui/star-series-fields.tsx';

/**
 * "How often" on a bill line (issue #19): once on the date chosen, or every month or every year on the
 * walk-in devotee's star, for a number of times; the temple's dates (the devotee's booking form's plan
 * and list) are shown before the line is added, and `onDates` hands them to the line.
 */
export function CounterSeriesChoice({
  templeId,
  sevaId,
  templeName,
  choice,
  onChange,
  onDates,
  error,
}: {
  templeId: number;
  sevaId: number;
  templeName: string;
  choice: SeriesChoice;
  onChange: (change: Partial<Omit<SeriesChoice, 'starId'>>) => void;
  onDates: (dates: string[]) => void;
  /** The line's refusal of the series (no star, no dates yet), in the reader's words. */
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { plan, planned, isKnownStar } = useSeriesPlan(sevaId, choice, templeId);
  const dates = planned?.dates.join(',') ?? '';
  useEffect(() => {
    onDates(dates ? dates.split(',') : []);
  }, [onDates, dates]);

  const star = findStar(choice.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  const choose = (repeat: SeriesRepeat) =>
    onChange(repeat === 'once' ? { repeat } : { repeat, occurrences: DEFAULT_OCCURRENCES[repeat] });
  return (
    <fieldset className="flex flex-col gap-2" data-testid="counter-series-choice">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('starSeries.howOften')}</legend>
      <RepeatChoice
        name="counter-repeat"
        value={choice.repeat}
        onChange={choose}
        starName={isKnownStar ? starName : null}
        isForDevotee
      />
      {choice.repeat !== 'once' ? (
        <div className="mt-2 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <SeriesCountFields
            every={choice.repeat}
            occurrences={choice.occurrences}
            malayalamMonth={choice.malayalamMonth}
            onOccurrences={(occurrences) => onChange({ occurrences })}
            onMonth={(malayalamMonth) => onChange({ malayalamMonth })}
          />
          {!isKnownStar ? (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-950" role="alert">
              <StarIcon className="size-5 shrink-0" />
              {t('starSeries.needsStar')}
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
              monthName={malayalamMonthName(choice.malayalamMonth, i18n.language)}
              templeName={templeName}
            />
          ) : null}
          {error && isKnownStar ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
