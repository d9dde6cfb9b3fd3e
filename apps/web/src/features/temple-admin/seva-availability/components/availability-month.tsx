import type { AvailabilityCalendar, AvailabilityCalendarDay, PanchangamDay } from '@nivedya/domain';
import { starNameIn } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { leadingBlanks } from '../rule-form-values.ts';
import { WEEKDAYS } from './rule-editor.tsx';

const STATUS_TONE: Record<AvailabilityCalendarDay['status'], string> = {
  open: 'border-green-200 bg-green-50',
  full: 'border-amber-300 bg-amber-50',
  blocked: 'border-red-200 bg-red-50',
  closed: 'border-stone-200 bg-stone-50',
};

/** "14:05", or "14:05, 06-Mar-2026" when the star ends on a later day. */
function starEndText(day: PanchangamDay): string {
  if (!day.starEndLocal) return '';
  const time = day.starEndLocal.slice(11, 16);
  const endDay = day.starEndLocal.slice(0, 10);
  return endDay === day.date ? time : `${time}, ${formatDisplayDate(endDay)}`;
}

/** Where the 1st sits in a Sunday-first week (static classes, for Tailwind to see them). */
const FIRST_COLUMN = [
  'sm:col-start-1',
  'sm:col-start-2',
  'sm:col-start-3',
  'sm:col-start-4',
  'sm:col-start-5',
  'sm:col-start-6',
  'sm:col-start-7',
];

function DayCell({
  day,
  star,
  className = '',
}: {
  day: AvailabilityCalendarDay;
  star: PanchangamDay | undefined;
  className?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const limitText = day.limit === null ? '∞' : String(day.limit);
  return (
    <li
      className={`flex min-h-24 flex-col gap-1 rounded-lg border p-2 text-sm ${STATUS_TONE[day.status]} ${className}`}
      data-testid="availability-day"
      data-date={day.date}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">
          {Number(day.date.slice(8, 10))}
          <span className="ml-1 font-normal text-stone-600 sm:hidden">
            {t(`availability.day${day.weekday}`)}
          </span>
        </span>
        {day.isSpecialDate ? (
          <span className="rounded bg-orange-800 px-1.5 text-xs font-semibold text-white">
            {t('availability.specialShort')}
          </span>
        ) : null}
      </div>
      <p className="text-stone-800">
        <span className="sr-only">{t('availability.bookedOfLimit')}: </span>
        <span className="font-semibold">{day.booked}</span> / {limitText}
      </p>
      <p className="text-xs text-stone-600">{t(`availability.status.${day.status}`)}</p>
      {star?.star ? (
        <p className="mt-auto text-xs text-orange-950">
          {starNameIn(star.star.name, i18n.language)}
          {star.starEndLocal ? (
            <span className="block text-stone-600">
              {t('availability.starTill', { time: starEndText(star) })}
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * spec seva-availability-details and the Panchangam view: a month of booked against the limit,
 * each day with its star and the time the star ends.
 */
export function AvailabilityMonth({
  calendar,
  stars,
}: {
  calendar: AvailabilityCalendar;
  stars: readonly PanchangamDay[];
}) {
  const { t } = useTranslation();
  const starByDate = new Map(stars.map((day) => [day.date, day]));
  const blanks = leadingBlanks(calendar.days[0]?.weekday ?? 0);
  return (
    <div>
      <ul
        className="hidden grid-cols-7 gap-1 pb-1 text-center text-xs font-semibold text-stone-600 sm:grid"
        aria-hidden
      >
        {WEEKDAYS.map((day) => (
          <li key={day}>{t(`availability.day${day}`)}</li>
        ))}
      </ul>
      <ol className="grid grid-cols-1 gap-1 sm:grid-cols-7">
        {calendar.days.map((day, index) => (
          <DayCell
            key={day.date}
            day={day}
            star={starByDate.get(day.date)}
            className={index === 0 ? FIRST_COLUMN[blanks] : ''}
          />
        ))}
      </ol>
    </div>
  );
}
