import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useTempleEvent } from '../api/get-temple-event.ts';
import { eventDates, eventTitle } from '../components/event-card.tsx';

/**
 * event-details/:id/:name (and temple-event-details?eventId=…): one event or festival. The name in the
 * address is only for people reading it; the id finds the event.
 */
export default function EventDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const eventId = parseId(useParams().id ?? params.get('eventId'));
  const event = useTempleEvent(eventId);
  const title = event.data ? eventTitle(event.data, i18n.language) : t('events.title');
  return (
    <Page title={title} helpPage="event-details" showBack>
      {eventId === null ? (
        <Card>
          <p className="text-stone-700">{t('events.notFound')}</p>
        </Card>
      ) : null}
      {event.isPending && eventId !== null ? <Loading /> : null}
      {event.isError ? <ErrorMessage error={event.error} onRetry={() => void event.refetch()} /> : null}
      {event.data ? (
        <Card isPadded={false}>
          <FallbackImage
            src={event.data.imageUrl}
            fallback={DEFAULT_BANNER}
            alt=""
            width="960"
            height="320"
            className="aspect-[3/1] w-full bg-orange-100 object-cover"
          />
          <div className="flex flex-col gap-3 p-5">
            <p className="font-semibold text-orange-800">
              {t(`events.kind.${event.data.kind}`)} · {eventDates(event.data)}
            </p>
            {event.data.description ? (
              <p className="whitespace-pre-line leading-relaxed text-stone-800">{event.data.description}</p>
            ) : null}
            <Link
              to={`/guest-user-home/${event.data.temple.id}`}
              className="font-semibold text-orange-800 hover:underline"
            >
              {regionalName(event.data.temple.name, event.data.temple.nameNarration, i18n.language)} ›
            </Link>
          </div>
        </Card>
      ) : null}
    </Page>
  );
}
