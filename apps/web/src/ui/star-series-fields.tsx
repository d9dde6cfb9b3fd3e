import {
  BIRTH_MONTHS,
  MAX_STAR_SERIES_OCCURRENCES,
  malayalamMonthName,
  type StarSeriesKind,
  type StarSeriesOccurrence,
  type StarSeriesPlan,
} from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../lib/display-dates.ts';
import { SelectField } from './form-field.tsx';

/**
 * The pieces of a star series choice (issue #19) that the devotee's booking form and the counter's bill
 * both show: "How often", the month and the count, and the temple's dates with why each is that day.
 * Each form keeps its own state and asks the plan (lib/star-series-plan.ts) itself.
 */

export const SERIES_REPEATS = ['once', 'month', 'year'] as const;

/** How many dates a new series offers first: half a year of months, three years. */
export const DEFAULT_OCCURRENCES = { month: 6, year: 3 } as const;
export type SeriesRepeat = (typeof SERIES_REPEATS)[number];

/**
 * Once on a date, every month on the star, every year on it: `starName` null while the star is not
 * known. The devotee books on "my star"; the counter clerk on the walk-in devotee's.
 */
export function RepeatChoice({
  name,
  value,
  onChange,
  starName,
  isForDevotee = false,
}: {
  /** The radios' group name, one per form on the page. */
  name: string;
  value: SeriesRepeat;
  onChange: (repeat: SeriesRepeat) => void;
  starName: string | null;
  /** Chosen by staff for a devotee (the counter), not by the devotee. */
  isForDevotee?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {SERIES_REPEATS.map((option) => (
        <RadioCard
          key={option}
          name={name}
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
        >
          <span>
            {option === 'once'
              ? t(isForDevotee ? 'starSeries.onceOnDate' : 'starSeries.once')
              : starName !== null
                ? t(option === 'month' ? 'starSeries.everyMonth' : 'starSeries.everyYear', {
                    star: starName,
                  })
                : isForDevotee
                  ? t(option === 'month' ? 'starSeries.everyMonthTheirStar' : 'starSeries.everyYearTheirStar')
                  : t(option === 'month' ? 'starSeries.everyMonthOwnStar' : 'starSeries.everyYearOwnStar')}
          </span>
        </RadioCard>
      ))}
    </>
  );
}

/** A yearly series' Malayalam month, and how many months or years. */
export function SeriesCountFields({
  every,
  occurrences,
  malayalamMonth,
  onOccurrences,
  onMonth,
}: {
  every: StarSeriesKind;
  occurrences: number;
  malayalamMonth: number;
  onOccurrences: (occurrences: number) => void;
  onMonth: (month: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      {every === 'year' ? (
        <SelectField
          label={t('starSeries.month')}
          value={malayalamMonth}
          onChange={(event) => onMonth(Number(event.target.value))}
        >
          {BIRTH_MONTHS.map((month) => (
            <option key={month.id} value={month.id}>
              {malayalamMonthName(month.id, i18n.language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={every === 'month' ? t('starSeries.months') : t('starSeries.years')}
        value={occurrences}
        onChange={(event) => onOccurrences(Number(event.target.value))}
      >
        {Array.from({ length: MAX_STAR_SERIES_OCCURRENCES[every] }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

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
      ? t(plan.rule === 'six-nazhika' ? 'starSeries.twoSunrisesNazhika' : 'starSeries.twoSunrises', {
          star,
          date: formatDisplayDate(occurrence.date),
          other,
        })
      : occurrence.note === 'twiceInMonth'
        ? t('starSeries.twiceInMonth', { star, month, other })
        : occurrence.note === 'notInMonth'
          ? t('starSeries.notInMonth', { star, month })
          : t('starSeries.afterSkippedCycle', { star });
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
              ? t('starSeries.full')
              : occurrence.blockedReason
                ? t('starSeries.closedBecause', { reason: occurrence.blockedReason })
                : t('starSeries.closed')}
          </span>
        )}
      </p>
      <OccurrenceNote occurrence={occurrence} plan={plan} star={star} month={month} />
      {isOpen ? null : occurrence.alternative ? (
        <p className="text-sm font-medium text-green-900">
          {t('starSeries.instead', { date: formatDisplayDate(occurrence.alternative) })}
        </p>
      ) : (
        <p className="text-sm font-medium text-red-800">{t('starSeries.noAlternative')}</p>
      )}
    </li>
  );
}

/**
 * The temple's dates of a series, as its plan gives them: how many and on which star, the temple's rule
 * for the star of a day, each date (with what is offered for one that is full or closed), and a word
 * when fewer dates than asked can be booked.
 */
export function StarSeriesDates({
  plan,
  starName,
  monthName,
  templeName,
}: {
  plan: StarSeriesPlan;
  starName: string;
  monthName: string;
  templeName: string;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className="flex flex-col gap-1" data-testid="star-series-dates">
      <p className="font-semibold text-amber-950">
        {plan.every === 'month'
          ? t('starSeries.datesMonthly', { count: plan.dates.length, star: starName })
          : t('starSeries.datesYearly', { count: plan.dates.length, star: starName, month: monthName })}
      </p>
      <p className="text-sm text-amber-950">
        {t(plan.rule === 'six-nazhika' ? 'starSeries.ruleNazhika' : 'starSeries.ruleSunrise', {
          temple: templeName,
        })}
      </p>
      <ul className="mt-1">
        {plan.occurrences.map((occurrence) => (
          <OccurrenceRow
            key={occurrence.date}
            occurrence={occurrence}
            plan={plan}
            star={starName}
            month={monthName}
          />
        ))}
      </ul>
      {plan.dates.length < plan.occurrences.length ? (
        <p className="text-sm font-medium text-red-800">
          {t('starSeries.fewer', { count: plan.dates.length })}
        </p>
      ) : null}
    </div>
  );
}

/** One option of a group of radios, drawn as a card the whole of which is the target. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 has-checked:border-orange-700 has-checked:bg-orange-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-5 shrink-0 accent-orange-800"
      />
      {children}
    </label>
  );
}
