import type { TempleEvent } from '@nivedya/domain';
import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { slugOf } from '../../../lib/route-params.ts';
import { DEFAULT_BANNER, FallbackImage } from '../../../ui/fallback-image.tsx';

export function eventTitle(event: Pick<TempleEvent, 'title' | 'titleNarration'>, language: string): string {
  return regionalName(event.title, event.titleNarration, language);
}

export function eventDates(event: Pick<TempleEvent, 'startDate' | 'endDate'>): string {
  return event.endDate === event.startDate
    ? formatDisplayDate(event.startDate)
    : `${formatDisplayDate(event.startDate)} – ${formatDisplayDate(event.endDate)}`;
}

/** One event or festival in a list; opens event-details/:id/:name. */
export function EventCard({ event }: { event: TempleEvent }) {
  const { i18n } = useTranslation();
  return (
    <Link
      to={`/event-details/${event.id}/${slugOf(event.title)}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm hover:border-orange-300"
    >
      <FallbackImage
        src={event.imageUrl}
        fallback={DEFAULT_BANNER}
        alt=""
        width="960"
        height="320"
        loading="lazy"
        className="aspect-[3/1] w-full bg-orange-100 object-cover"
      />
      <div className="flex flex-col gap-1 p-4">
        <p className="text-sm font-semibold text-orange-800">{eventDates(event)}</p>
        <h2 className="font-serif text-lg font-bold text-orange-950">{eventTitle(event, i18n.language)}</h2>
        {event.description ? (
          <p className="line-clamp-2 text-sm text-stone-700">{event.description}</p>
        ) : null}
      </div>
    </Link>
  );
}
