import {
  BIRTH_MONTHS,
  findStar,
  MAX_STAR_SERIES_OCCURRENCES,
  malayalamMonthName,
  regionalName,
  type SevaDetail,
  type StarSeriesOccurrence,
  type StarSeriesPlan,
  starNameIn,
} from '@nivedya/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { StarIcon } from '../../../ui/feature-icons.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useStarSeriesPlan } from '../api/plan-star-series.ts';
import { type BookingFormApi, DEFAULT_OCCURRENCES } from './booking-form-schema.ts';

const REPEATS = ['once', 'month', 'year'] as const;

/** Why a date is the one it is, in words: the star at two sunrises, twice in the month, none in it. */
function OccurrenceNote({
  occurrence,
  plan,
  star,
  month,
}: {
  occurrence: StarSeriesOccurrence;
  plan: StarSeriesPlan;
  star: string;
  month: string;
}) {
  const { t } = useTranslation();
  if (occurrence.note === null) return null;
  const other = occurrence.otherDate ? formatDisplayDate(occurrence.otherDate) : '';
  const text =
    occurrence.note === 'twoSunrises'
      ? t(plan.rule === 'six-nazhika' ? 'booking.series.twoSunrisesNazhika' : 'booking.series.twoSunrises', {
          star,
          date: formatDisplayDate(occurrence.date),
          other,
        })
      : occurrence.note === 'twiceInMonth'
        ? t('booking.series.twiceInMonth', { star, month, other })
        : occurrence.note === 'notInMonth'
          ? t('booking.series.notInMonth', { star, month })
          : t('booking.series.afterSkippedCycle', { star });
  return <p className="text-sm text-stone-600">{text}</p>;
}

/** One date of the plan: booked as it is, or why not and the day offered instead. */
function OccurrenceRow({
  occurrence,
  plan,
  star,
  month,
}: {
  occurrence: StarSeriesOccurrence;
  plan: StarSeriesPlan;
  star: string;
  month: string;
}) {
  const { t } = useTranslation();
  const isOpen = occurrence.status === 'open';
  return (
    <li className="flex flex-col gap-1 border-b border-amber-200/70 py-2 last:border-b-0">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={`font-semibold ${isOpen ? 'text-stone-900' : 'text-stone-500 line-through'}`}>
          {formatDisplayDate(occurrence.date)}
        </span>
        {isOpen ? null : (
          <span className="text-sm font-medium text-red-800">
            {occurrence.status === 'full'
              ? t('booking.series.full')
              : occurrence.blockedReason
                ? t('booking.series.closedBecause', { reason: occurrence.blockedReason })
                : t('booking.series.closed')}
          </span>
        )}
      </p>
      <OccurrenceNote occurrence={occurrence} plan={plan} star={star} month={month} />
      {isOpen ? null : occurrence.alternative ? (
        <p className="text-sm font-medium text-green-900">
          {t('booking.series.instead', { date: formatDisplayDate(occurrence.alternative) })}
        </p>
      ) : (
        <p className="text-sm font-medium text-red-800">{t('booking.series.noAlternative')}</p>
      )}
    </li>
  );
}

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
  const isKnownStar = starId >= 1 && starId <= 27;
  const plan = useStarSeriesPlan(
    isSeries && isKnownStar
      ? {
          sevaId: seva.id,
          star: starId,
          every: repeat,
          occurrences,
          month: repeat === 'year' ? malayalamMonth : undefined,
        }
      : null,
  );
  const planned = isSeries && isKnownStar ? plan.data : undefined;
  const seriesDates = planned?.dates.join(',') ?? '';

  // The plan's dates are what the line books; none while it is asked (or when it is not a series).
  useEffect(() => {
    form.setValue('seriesDates', seriesDates ? seriesDates.split(',') : [], { shouldValidate: false });
  }, [form, seriesDates]);

  const star = findStar(starId);
  const starName = star ? starNameIn(star.name, i18n.language) : '';
  const monthName = malayalamMonthName(malayalamMonth, i18n.language);
  const { errors } = form.formState;
  const choose = (next: (typeof REPEATS)[number]) => {
    form.setValue('repeat', next);
    if (next !== 'once') form.setValue('occurrences', DEFAULT_OCCURRENCES[next]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.series.howOften')}</legend>
      {REPEATS.map((option) => (
        <label
          key={option}
          className="flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 has-checked:border-orange-700 has-checked:bg-orange-50"
        >
          <input
            type="radio"
            name="repeat"
            value={option}
            checked={repeat === option}
            onChange={() => choose(option)}
            className="size-5 shrink-0 accent-orange-800"
          />
          <span>
            {option === 'once'
              ? t('booking.series.once')
              : isKnownStar
                ? t(option === 'month' ? 'booking.series.everyMonth' : 'booking.series.everyYear', {
                    star: starName,
                  })
                : t(
                    option === 'month'
                      ? 'booking.series.everyMonthOwnStar'
                      : 'booking.series.everyYearOwnStar',
                  )}
          </span>
        </label>
      ))}
      {isSeries ? (
        <div className="mt-2 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <div className="grid grid-cols-2 items-end gap-3">
            {repeat === 'year' ? (
              <SelectField
                label={t('booking.series.month')}
                value={malayalamMonth}
                onChange={(event) => form.setValue('malayalamMonth', Number(event.target.value))}
              >
                {BIRTH_MONTHS.map((month) => (
                  <option key={month.id} value={month.id}>
                    {malayalamMonthName(month.id, i18n.language)}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField
              label={repeat === 'month' ? t('booking.series.months') : t('booking.series.years')}
              value={occurrences}
              onChange={(event) => form.setValue('occurrences', Number(event.target.value))}
            >
              {Array.from({ length: MAX_STAR_SERIES_OCCURRENCES[repeat] }, (_, index) => index + 1).map(
                (count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ),
              )}
            </SelectField>
          </div>
          {!isKnownStar ? (
            <p className="flex items-center gap-2 text-sm font-medium text-amber-950" role="alert">
              <StarIcon className="size-5 shrink-0" />
              {fieldMessage(errors.starId?.message) ?? t('booking.series.needsStar')}
            </p>
          ) : null}
          {isKnownStar && plan.isFetching && !plan.data ? <Loading className="p-2" /> : null}
          {isKnownStar && plan.isError ? (
            <ErrorMessage error={plan.error} onRetry={() => void plan.refetch()} />
          ) : null}
          {planned ? (
            <div aria-live="polite" className="flex flex-col gap-1">
              <p className="font-semibold text-amber-950">
                {repeat === 'month'
                  ? t('booking.series.datesMonthly', { count: planned.dates.length, star: starName })
                  : t('booking.series.datesYearly', {
                      count: planned.dates.length,
                      star: starName,
                      month: monthName,
                    })}
              </p>
              <p className="text-sm text-amber-950">
                {t(
                  planned.rule === 'six-nazhika'
                    ? 'booking.series.ruleNazhika'
                    : 'booking.series.ruleSunrise',
                  {
                    temple: regionalName(seva.temple.name, seva.temple.nameNarration, i18n.language),
                  },
                )}
              </p>
              <ul className="mt-1">
                {planned.occurrences.map((occurrence) => (
                  <OccurrenceRow
                    key={occurrence.date}
                    occurrence={occurrence}
                    plan={planned}
                    star={starName}
                    month={monthName}
                  />
                ))}
              </ul>
              {planned.dates.length < planned.occurrences.length ? (
                <p className="text-sm font-medium text-red-800">
                  {t('booking.series.fewer', { count: planned.dates.length })}
                </p>
              ) : null}
            </div>
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
