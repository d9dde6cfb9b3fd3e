import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { parseDay, parseId } from '../../../lib/route-params.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { ReleaseNotice } from '../../releases/components/release-notice.tsx';
import { useVqCalendar } from '../api/find-vq-calendar.ts';
import { useVqTemple } from '../api/get-vq-temple.ts';
import { useVqCalendarStream } from '../api/use-vq-calendar-stream.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { LiveBadge } from '../components/live-badge.tsx';
import { SlotAvailability } from '../components/slot-state.tsx';

function DaySlots({ templeId, date }: { templeId: number; date: string }) {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  const details = useVqTemple(templeId);
  const calendar = useVqCalendar(templeId);
  const { isLive } = useVqCalendarStream(templeId);
  const [startTime, setStartTime] = useState<string | null>(null);
  if (details.isPending || calendar.isPending) return <Loading />;
  if (details.isError) return <ErrorMessage error={details.error} onRetry={() => void details.refetch()} />;
  if (calendar.isError)
    return <ErrorMessage error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const day = calendar.data.days.find((candidate) => candidate.date === date);
  const back = (
    <ButtonLink to={`/virtual-queue-details-and-calendar?templeId=${templeId}`} variant="secondary">
      {t('vq.otherDates')}
    </ButtonLink>
  );
  if (!day)
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice>{t('vq.dateNotOpen')}</Notice>
        {back}
      </div>
    );
  const slot = day.slots.find((candidate) => candidate.startTime === startTime && candidate.state === 'open');
  return (
    <div className="flex flex-col gap-5">
      <ReleaseNotice templeId={templeId} date={date} />
      <Card>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="font-serif text-xl font-bold text-orange-950">
            {details.data.templeName} · {day.displayDate}
          </h2>
          <LiveBadge isLive={isLive} />
        </div>
        {day.isBlocked ? <Notice>{day.blockReason || t('vq.state.blocked')}</Notice> : null}
        {day.slots.length === 0 ? <Notice>{t('vq.noSlots')}</Notice> : null}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('vq.chooseSlot')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {day.slots.map((candidate) => {
              const isBookable = candidate.state === 'open';
              return (
                <li key={candidate.startTime}>
                  <label
                    className={`flex min-h-14 items-center gap-3 rounded-xl border p-3 ${
                      isBookable
                        ? 'cursor-pointer border-stone-300 has-checked:border-orange-700 has-checked:bg-orange-50'
                        : 'border-stone-200 bg-stone-50 text-stone-500'
                    }`}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={candidate.startTime}
                      disabled={!isBookable}
                      checked={startTime === candidate.startTime}
                      onChange={() => setStartTime(candidate.startTime)}
                      className="size-5 accent-orange-800"
                    />
                    <span className="flex flex-1 flex-col">
                      <span className="font-semibold text-stone-900">
                        {candidate.startTime} – {candidate.endTime}
                        {candidate.label ? ` · ${candidate.label}` : ''}
                      </span>
                      <span>
                        <SlotAvailability slot={candidate} />
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </Card>
      {startTime && !slot ? <Notice>{t('vq.slotGone')}</Notice> : null}
      {slot ? (
        <Card>
          <h2 className="mb-4 font-serif text-xl font-bold text-orange-950">{t('vq.whoIsComing')}</h2>
          {user ? (
            <BookingForm key={slot.startTime} details={details.data} date={day.date} slot={slot} />
          ) : isChecking ? (
            <Loading />
          ) : (
            <SignInRequired />
          )}
        </Card>
      ) : null}
      <div>{back}</div>
    </div>
  );
}

/** spec virtual-queue-calendar-details-page (?templeId=…&date=yyyy-MM-dd): a date's slots; book one. */
export default function VqCalendarDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const templeId = parseId(params.get('templeId'));
  const date = parseDay(params.get('date'));
  return (
    <Page
      title={date ? t('vq.dayTitle', { date: formatDisplayDate(date) }) : t('vq.title')}
      helpPage="virtual-queue-calendar-details-page"
      showBack
    >
      {templeId === null || date === null ? (
        <Notice>{t('vq.noTemple')}</Notice>
      ) : (
        <DaySlots templeId={templeId} date={date} />
      )}
    </Page>
  );
}
