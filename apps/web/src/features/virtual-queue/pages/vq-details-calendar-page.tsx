import type { VqCalendarDay, VqTempleDetails } from '@nivedya/domain';
import { localeOf, regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ReleaseNotice } from '../../releases/components/release-notice.tsx';
import { useVqCalendar } from '../api/find-vq-calendar.ts';
import { useVqTemple } from '../api/get-vq-temple.ts';
import { useVqCalendarStream } from '../api/use-vq-calendar-stream.ts';
import { summariseDay } from '../calendar-shaping.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { SlotAvailability } from '../components/slot-state.tsx';

function QueueRules({ details }: { details: VqTempleDetails }) {
  const { t, i18n } = useTranslation();
  const { settings } = details;
  return (
    <Card isPadded={false}>
      <FallbackImage
        src={details.bannerUrl}
        fallback={DEFAULT_BANNER}
        alt=""
        className="aspect-[3/1] w-full bg-orange-100 object-cover"
      />
      <div className="flex flex-col gap-3 p-5">
        <h2 className="font-serif text-xl font-bold text-orange-950">
          {regionalName(details.templeName, details.templeNameNarration, i18n.language)}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-stone-800">
          <li>{t('vq.rules.party', { count: settings.maxPartySize })}</li>
          <li>{t('vq.rules.window', { days: settings.daysAhead, time: settings.openingTime })}</li>
          <li>{t('vq.rules.grace', { minutes: settings.graceMinutes })}</li>
          {settings.isIdProofRequired ? (
            <li>{t('vq.rules.idProof', { types: settings.idProofTypes.join(', ') })}</li>
          ) : null}
        </ul>
        {settings.instructions ? (
          <p className="whitespace-pre-line rounded-lg bg-orange-50 p-3 text-stone-800">
            {settings.instructions}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function weekday(date: string, language: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(localeOf(language), {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

function DayCard({ day, templeId }: { day: VqCalendarDay; templeId: number }) {
  const { t, i18n } = useTranslation();
  const summary = summariseDay(day);
  const body = (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-stone-900">
          {day.displayDate}{' '}
          <span className="font-normal text-stone-600">{weekday(day.date, i18n.language)}</span>
        </p>
        <p
          className={`text-sm font-semibold ${summary.state === 'open' ? 'text-green-800' : 'text-stone-600'}`}
        >
          {summary.state === 'open'
            ? t('vq.placesLeft', { count: summary.remaining })
            : day.isBlocked
              ? day.blockReason || t('vq.state.blocked')
              : !day.isOpen && day.opensOn
                ? t('vq.opensOn', {
                    date: day.opensOn.split('-').reverse().join('-'),
                    time: day.opensAt ?? '',
                  })
                : summary.state === 'full'
                  ? t('vq.state.full')
                  : day.slots.length > 0
                    ? t('vq.state.closed')
                    : t('vq.noSlots')}
        </p>
      </div>
      {day.slots.length > 0 && day.isOpen && !day.isBlocked ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {day.slots.map((slot) => (
            <li key={slot.startTime} className="flex items-center gap-1.5 text-sm text-stone-700">
              <span>{slot.startTime}</span>
              <SlotAvailability slot={slot} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
  return summary.state === 'open' ? (
    <Link
      to={`/virtual-queue-calendar-details-page?templeId=${templeId}&date=${day.date}`}
      className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-orange-300 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
    >
      {body}
    </Link>
  ) : (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4" aria-disabled="true">
      {body}
    </div>
  );
}

function QueueCalendar({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const calendar = useVqCalendar(templeId);
  const { isLive } = useVqCalendarStream(templeId);
  if (calendar.isPending) return <Loading />;
  if (calendar.isError)
    return <ErrorMessage error={calendar.error} onRetry={() => void calendar.refetch()} />;
  return (
    <section aria-labelledby="vq-calendar" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="vq-calendar" className="font-serif text-xl font-bold text-orange-950">
          {t('vq.chooseDate')}
        </h2>
        <LiveBadge isLive={isLive} />
      </div>
      {calendar.data.days.length === 0 ? (
        <Notice>{t('vq.noDates')}</Notice>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {calendar.data.days.map((day) => (
            <li key={day.date}>
              <DayCard day={day} templeId={templeId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** spec virtual-queue-details-and-calendar (?templeId=…): the queue's rules and its dates with places left. */
export default function VqDetailsCalendarPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const templeId = parseId(params.get('templeId'));
  const details = useVqTemple(templeId);
  return (
    <Page title={t('vq.title')} helpPage="virtual-queue-details-and-calendar" showBack width="wide">
      {templeId === null ? (
        <Notice>{t('vq.noTemple')}</Notice>
      ) : details.isPending ? (
        <Loading />
      ) : details.isError ? (
        <ErrorMessage error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-5">
            <ReleaseNotice templeId={templeId} />
            <QueueRules details={details.data} />
          </div>
          <QueueCalendar templeId={templeId} />
        </div>
      )}
    </Page>
  );
}
