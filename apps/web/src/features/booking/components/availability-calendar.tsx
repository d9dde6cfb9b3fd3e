import type { SevaDay } from '@nivedya/domain';
import { localeOf } from '@nivedya/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useSevaAvailability } from '../../../lib/seva-availability.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { BackIcon } from '../../../ui/icons.tsx';
import { monthEnd, monthOf, monthStart, monthWeeks, nextMonth, previousMonth } from '../calendar-month.ts';

const STATUS_CLASS: Record<SevaDay['status'], string> = {
  open: 'bg-green-50 text-green-950 border-green-300 hover:bg-green-100',
  full: 'bg-red-50 text-red-900 border-red-200',
  blocked: 'bg-stone-200 text-stone-600 border-stone-300 line-through',
  closed: 'bg-white text-stone-400 border-stone-100',
};

/**
 * The seva's availability, a month at a time (GET /api/v1/sevas/:id/availability): open days (with the
 * places left where the seva has a daily limit), full, blocked and closed days. Tapping an open day
 * chooses it for the booking.
 */
export function AvailabilityCalendar({
  sevaId,
  today,
  firstDay,
  lastDay,
  selected,
  onSelect,
}: {
  sevaId: number;
  /** The temple's today. */
  today: string;
  /** The first day that can be booked (the minimum perform date). */
  firstDay: string;
  lastDay: string | null;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [month, setMonth] = useState(monthOf(selected && selected >= firstDay ? selected : firstDay));
  const from = monthStart(month) < today ? today : monthStart(month);
  const to = lastDay && monthEnd(month) > lastDay ? lastDay : monthEnd(month);
  const availability = useSevaAvailability(sevaId, from <= to ? { from, to } : null);
  const days = useMemo(
    () => new Map((availability.data?.days ?? []).map((day) => [day.date, day])),
    [availability.data],
  );
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(`${monthStart(month)}T12:00:00Z`),
  );
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 1 + index))));
  }, [locale]);
  const canGoBack = month > monthOf(today);
  const canGoOn = !lastDay || nextMonth(month) <= monthOf(lastDay);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          disabled={!canGoBack}
          onClick={() => setMonth(previousMonth(month))}
          aria-label={t('calendar.previousMonth')}
          className="inline-flex size-11 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 disabled:opacity-30"
        >
          <BackIcon />
        </button>
        <h3 className="font-semibold text-stone-900" aria-live="polite">
          {monthTitle}
        </h3>
        <button
          type="button"
          disabled={!canGoOn}
          onClick={() => setMonth(nextMonth(month))}
          aria-label={t('calendar.nextMonth')}
          className="inline-flex size-11 rotate-180 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 disabled:opacity-30"
        >
          <BackIcon />
        </button>
      </div>
      {availability.isError ? (
        <ErrorMessage error={availability.error} onRetry={() => void availability.refetch()} />
      ) : null}
      <table
        className={`w-full table-fixed border-separate border-spacing-1 text-center ${availability.isFetching ? 'opacity-60' : ''}`}
        aria-label={t('calendar.label', { month: monthTitle })}
      >
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" className="text-xs font-medium text-stone-500">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const info = days.get(day);
                const status: SevaDay['status'] = info?.status ?? 'closed';
                const isSelected = day === selected;
                const label = `${formatDisplayDate(day)}: ${t(`calendar.status.${status}`)}${
                  status === 'open' && info?.remaining != null
                    ? `, ${t('calendar.remaining', { count: info.remaining })}`
                    : ''
                }`;
                return (
                  <td key={day}>
                    {status === 'open' ? (
                      <button
                        type="button"
                        onClick={() => onSelect(day)}
                        aria-pressed={isSelected}
                        aria-label={label}
                        className={`flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm font-semibold ${
                          isSelected ? 'border-orange-800 bg-orange-800 text-white' : STATUS_CLASS.open
                        }`}
                      >
                        {Number(day.slice(8))}
                        {info?.remaining != null ? (
                          <span
                            className={`text-[0.65rem] leading-none font-normal ${isSelected ? 'text-orange-100' : 'text-green-800'}`}
                          >
                            {info.remaining}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      <span
                        role="img"
                        aria-label={label}
                        className={`flex h-12 w-full items-center justify-center rounded-lg border text-sm ${STATUS_CLASS[status]}`}
                      >
                        {Number(day.slice(8))}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label={t('calendar.legend')}>
        {(['open', 'full', 'blocked', 'closed'] as const).map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded border ${STATUS_CLASS[status]}`} />
            {t(`calendar.status.${status}`)}
          </li>
        ))}
        <li>{t('calendar.remainingHint')}</li>
      </ul>
    </div>
  );
}
