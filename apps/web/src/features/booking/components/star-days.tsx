import { addDays, type SevaDetail, weekdayOf } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { StarIcon } from '../../../ui/feature-icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useStarDates } from '../api/find-star-dates.ts';

/** The longest range star-dates answers (days, both ends counted). */
const STAR_DATES_WINDOW = 366;
const SHOWN = 12;

/**
 * "My star days": the coming days on which the devotee's birth star is the star of the day at the
 * temple, among the days the seva is performed; one tap chooses it. Asked for on a tap only.
 */
export function StarDays({
  seva,
  starId,
  selected,
  onSelect,
}: {
  seva: SevaDetail;
  starId: number;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const from = seva.availability.minPerformDate ?? seva.minPerformDate;
  const windowEnd = from ? addDays(from, STAR_DATES_WINDOW - 1) : null;
  const last = seva.availability.lastBookableDate;
  const to = windowEnd && last && last < windowEnd ? last : windowEnd;
  const isKnownStar = starId >= 1 && starId <= 27;
  const starDates = useStarDates(
    isOpen && isKnownStar && from && to && from <= to
      ? { star: starId, from, to, templeId: seva.templeId }
      : null,
  );
  const { weekdays, blockedRanges } = seva.availability;
  const days = (starDates.data?.items ?? [])
    .map((item) => item.date)
    .filter(
      (day) =>
        weekdays.includes(weekdayOf(day)) &&
        !blockedRanges.some((range) => day >= range.fromDate && day <= range.toDate),
    )
    .slice(0, SHOWN);

  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)} className="self-start">
        <StarIcon className="size-5" />
        {t('booking.myStarDays')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <StarIcon className="size-5" />
        {t('booking.myStarDays')}
      </p>
      {!isKnownStar ? <p className="text-sm text-amber-950">{t('booking.starDaysNeedStar')}</p> : null}
      {starDates.isFetching && !starDates.data ? <Loading className="p-2" /> : null}
      {starDates.isError ? (
        <ErrorMessage error={starDates.error} onRetry={() => void starDates.refetch()} />
      ) : null}
      {isKnownStar && starDates.isSuccess ? (
        days.length > 0 ? (
          <>
            <p className="text-sm text-amber-950">{t('booking.starDaysHint')}</p>
            <ul className="flex flex-wrap gap-2">
              {days.map((day) => (
                <li key={day}>
                  <button
                    type="button"
                    aria-pressed={day === selected}
                    onClick={() => onSelect(day)}
                    className="min-h-10 rounded-full border border-amber-300 bg-white px-3 text-sm font-semibold text-amber-950 hover:bg-amber-100 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
                  >
                    {formatDisplayDate(day)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-amber-950">{t('booking.noStarDays')}</p>
        )
      ) : null}
    </div>
  );
}
