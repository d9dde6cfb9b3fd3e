import { findStar, malayalamMonthName, starNameIn } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeriesChoice, useSeriesPlan } from '../lib/star-series-plan.ts';
import { ErrorMessage } from './error-message.tsx';
import { StarIcon } from './feature-icons.tsx';
import { Loading } from './loading.tsx';
import {
  DEFAULT_OCCURRENCES,
  RepeatChoice,
  SeriesCountFields,
  type SeriesRepeat,
  StarSeriesDates,
} from './star-series-fields.tsx';

/**
 * "How often" (issue #19), on the devotee's booking form and on the counter's bill: once on the date
 * chosen, or every month on the star, or every year on it in a Malayalam month, for a number of times.
 * The temple's dates are asked (lib/star-series-plan.ts: the online plan, or the counter's with
 * `counterTempleId`) and listed before the line is added, each with why it is that day and what is booked
 * instead of a full or closed one; `onDates` hands them to the form, as what the line books.
 */
export function StarSeriesChoice({
  name,
  sevaId,
  counterTempleId,
  templeName,
  choice,
  onChange,
  onDates,
  error,
  isForDevotee = false,
}: {
  /** The radios' group name, one per form on the page. */
  name: string;
  sevaId: number;
  counterTempleId?: number | undefined;
  /** The temple as the reader names it: the dates say whose sunrise they follow. */
  templeName: string;
  choice: SeriesChoice;
  onChange: (change: Partial<Omit<SeriesChoice, 'starId'>>) => void;
  onDates: (dates: string[]) => void;
  /** The form's refusal of the series once the star is known (no dates yet), in the reader's words. */
  error: string | undefined;
  /** Booked by a clerk for a walk-in devotee: "the devotee's star", not "my star". */
  isForDevotee?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { plan, planned, isKnownStar } = useSeriesPlan(sevaId, choice, counterTempleId);
  const dates = planned?.dates.join(',') ?? '';
  // The plan's dates are what the line books; none while it is asked (or when it is not a series).
  useEffect(() => {
    onDates(dates ? dates.split(',') : []);
  }, [onDates, dates]);

  const star = findStar(choice.starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  const choose = (repeat: SeriesRepeat) =>
    onChange(repeat === 'once' ? { repeat } : { repeat, occurrences: DEFAULT_OCCURRENCES[repeat] });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('starSeries.howOften')}</legend>
      <RepeatChoice
        name={name}
        value={choice.repeat}
        onChange={choose}
        starName={isKnownStar ? starName : null}
        isForDevotee={isForDevotee}
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
