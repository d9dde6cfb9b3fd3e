import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayMonth } from '../../../../lib/display-dates.ts';
import { todayIn, useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { useAvailabilityCalendar, usePanchangamMonth } from '../api/availability-rules.ts';
import { shiftMonth } from '../rule-form-values.ts';
import { AvailabilityMonth } from './availability-month.tsx';

/** yyyy-MM of the temple's today. */
export function thisMonth(timeZone: string): string {
  return todayIn(timeZone).slice(0, 7);
}

function MonthView({ templeId, sevaId, month }: { templeId: number; sevaId: number; month: string }) {
  const { t } = useTranslation();
  const calendar = useAvailabilityCalendar(templeId, sevaId, month);
  const stars = usePanchangamMonth(templeId, month);
  if (calendar.isPending) return <Loading />;
  if (calendar.isError)
    return <ErrorMessage error={calendar.error} onRetry={() => void calendar.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700" data-testid="availability-total">
        {t('availability.totalBooked', { count: calendar.data.totalBooked })}
      </p>
      {stars.isError ? <p className="text-sm text-red-700">{t('availability.starsFailed')}</p> : null}
      <AvailabilityMonth calendar={calendar.data} stars={stars.data?.items ?? []} />
    </div>
  );
}

/**
 * A seva's month with each day's star (the Panchangam) and booked against the limit, with the month
 * arrows; it opens on `initialMonth` (yyyy-MM).
 */
export function PanchangamMonth({
  templeId,
  sevaId,
  initialMonth,
}: {
  templeId: number;
  sevaId: number;
  initialMonth?: string;
}) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const [month, setMonth] = useState(() => initialMonth ?? thisMonth(timeZone));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden>‹</span>
          <span className="sr-only">{t('availability.previousMonth')}</span>
        </Button>
        <h2 className="font-serif text-lg font-bold text-orange-950" aria-live="polite">
          {formatDisplayMonth(month)}
        </h2>
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
          <span aria-hidden>›</span>
          <span className="sr-only">{t('availability.nextMonth')}</span>
        </Button>
      </div>
      <MonthView templeId={templeId} sevaId={sevaId} month={month} />
    </div>
  );
}
