import type { TempleDetail } from '@nivedya/domain';
import { otherName as otherRegionalName, regionalName } from '@nivedya/domain';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useFavouriteTemples, useSetFavouriteTemple } from '../../../lib/favourite-temples.ts';
import { parseId, slugOf } from '../../../lib/route-params.ts';
import { useTemple } from '../../../lib/temple.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { DEFAULT_BANNER, DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import {
  BookIcon,
  CalendarIcon,
  ClockIcon,
  FlameIcon,
  ImageIcon,
  PhoneIcon,
  StarIcon,
  VideoIcon,
} from '../../../ui/feature-icons.tsx';
import { HelpButton } from '../../../ui/help-button.tsx';
import type { IconProps } from '../../../ui/icons.tsx';
import { BackIcon, HeartIcon, PinIcon, UserIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useTempleEvents } from '../api/find-temple-events.ts';

interface TempleLink {
  to: string;
  labelKey: string;
  Icon: ComponentType<IconProps>;
}

function templeLinks(temple: TempleDetail): TempleLink[] {
  const query = `?templeId=${temple.id}`;
  return [
    ...(temple.features.isSeva
      ? [
          { to: `/temple-seva-list${query}`, labelKey: 'temple.bookSeva', Icon: FlameIcon },
          { to: `/special-pooja-availability${query}`, labelKey: 'temple.specialPoojas', Icon: StarIcon },
        ]
      : []),
    ...(temple.features.isVirtualQueue
      ? [
          {
            to: `/virtual-queue-details-and-calendar${query}`,
            labelKey: 'home.features.virtualQueue',
            Icon: ClockIcon,
          },
        ]
      : []),
    ...(temple.features.isLiveDarshan
      ? [{ to: `/live-darshan-page${query}`, labelKey: 'temple.liveDarshan', Icon: VideoIcon }]
      : []),
    { to: `/temple-history${query}`, labelKey: 'temple.history', Icon: BookIcon },
    { to: `/temple-dieties${query}`, labelKey: 'temple.deities', Icon: UserIcon },
    { to: `/temple-festivals${query}`, labelKey: 'temple.festivals', Icon: StarIcon },
    { to: `/temple-event-list${query}`, labelKey: 'temple.events', Icon: CalendarIcon },
    { to: `/temple-gallery${query}`, labelKey: 'temple.gallery', Icon: ImageIcon },
    { to: `/temple-contact-us${query}`, labelKey: 'temple.contact', Icon: PhoneIcon },
  ];
}

function FavouriteButton({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const favourites = useFavouriteTemples(user !== null);
  const setFavourite = useSetFavouriteTemple();
  if (!user) return null;
  const isFavourite = favourites.data?.items.some((temple) => temple.id === templeId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      disabled={favourites.isPending || setFavourite.isPending}
      onClick={() => setFavourite.mutate({ templeId, isFavourite: !isFavourite })}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 text-sm font-semibold text-orange-900 shadow hover:bg-white disabled:opacity-60"
    >
      <HeartIcon className={`size-5 ${isFavourite ? 'fill-red-600 text-red-600' : ''}`} />
      {isFavourite ? t('temple.favourite') : t('temple.addFavourite')}
    </button>
  );
}

function UpcomingEvents({ templeId }: { templeId: number }) {
  const { t, i18n } = useTranslation();
  const events = useTempleEvents(templeId, { when: 'upcoming', offset: 0, limit: 3 });
  const items = events.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 font-serif text-xl font-bold text-orange-950">{t('temple.comingUp')}</h2>
      <ul className="flex flex-col divide-y divide-stone-100">
        {items.map((event) => (
          <li key={event.id}>
            <Link
              to={`/event-details/${event.id}/${slugOf(event.title)}`}
              className="flex min-h-14 items-center justify-between gap-3 py-2 hover:text-orange-900"
            >
              <span>
                <span className="block font-medium text-stone-900">
                  {regionalName(event.title, event.titleNarration, i18n.language)}
                </span>
                <span className="text-sm text-stone-600">
                  {formatDisplayDate(event.startDate)}
                  {event.endDate !== event.startDate ? ` – ${formatDisplayDate(event.endDate)}` : ''}
                </span>
              </span>
              <span aria-hidden="true" className="text-xl text-orange-800">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * guest-user-home/:id: a temple's home, open to guests and devotees alike (docs/decisions.md): its
 * banner, names, timings and manthra, and the way to its sevas and information pages.
 */
export default function TempleHomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const templeId = parseId(useParams().id);
  const temple = useTemple(templeId);
  const data = temple.data;
  const name = data ? regionalName(data.name, data.nameNarration, i18n.language) : '';
  const otherName = data ? otherRegionalName(data.name, data.nameNarration, i18n.language) : null;
  useEffect(() => {
    document.title = name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [name]);

  if (templeId === null || temple.isError) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-6">
        {temple.isError ? (
          <ErrorMessage error={temple.error} onRetry={() => void temple.refetch()} />
        ) : (
          <Notice>{t('temple.notChosen')}</Notice>
        )}
      </main>
    );
  }
  if (!data) return <Loading />;
  const viewer = `/image-viwer?url=${encodeURIComponent(data.bannerUrl)}&title=${encodeURIComponent(data.name)}`;
  return (
    <main id="main" className="pb-12">
      <div className="relative mx-auto max-w-6xl">
        <Link
          to={viewer}
          className="block aspect-[3/1] bg-orange-100"
          aria-label={t('home.viewPhoto', { name })}
        >
          <FallbackImage
            src={data.bannerUrl}
            fallback={DEFAULT_BANNER}
            alt=""
            width="960"
            height="320"
            // The largest thing on screen when the temple opens: fetched before the smaller images.
            fetchPriority="high"
            className="size-full object-cover"
          />
        </Link>
        <button
          type="button"
          onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/devotee-home-page'))}
          className="absolute top-2 left-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-orange-900 shadow"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <div className="absolute top-2 right-2 flex items-center gap-2">
          <FavouriteButton templeId={data.id} />
          <HelpButton pageName="guest-user-home" className="bg-white/90 shadow" />
        </div>
      </div>
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4">
        <div className="relative -mt-10 flex items-end gap-3">
          <FallbackImage
            src={data.logoUrl}
            fallback={DEFAULT_TEMPLE_ICON}
            alt={t('home.logoOf', { name: data.name })}
            width="80"
            height="80"
            className="size-20 shrink-0 rounded-2xl border-4 border-white bg-white object-cover shadow"
          />
        </div>
        <div>
          <h1 className="font-serif text-2xl font-bold text-orange-950 sm:text-3xl">{name}</h1>
          {otherName ? <p className="text-stone-600">{otherName}</p> : null}
          {data.place || data.location ? (
            <p className="mt-2 flex flex-wrap items-center gap-1.5 text-stone-700">
              <PinIcon className="size-4 shrink-0 text-orange-800" />
              {data.place}
              {data.place && data.location ? ',' : null}
              {data.location ? (
                <Link
                  to={`/devotee-temple-list/${data.location.id}`}
                  className="font-medium text-orange-800 underline-offset-2 hover:underline"
                >
                  {data.location.name}
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
        {data.manthra ? (
          <p
            className="rounded-xl bg-amber-50 px-4 py-3 text-center font-serif text-lg text-amber-950"
            lang="ml"
          >
            {data.manthra}
          </p>
        ) : null}
        {data.shortDescription ? (
          <p className="leading-relaxed text-stone-800">{data.shortDescription}</p>
        ) : null}
        {data.timing || data.eveningTiming ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 text-sm">
            {data.timing ? (
              <>
                <dt className="text-stone-500">{t('home.morning')}</dt>
                <dd className="text-stone-900">{data.timing}</dd>
              </>
            ) : null}
            {data.eveningTiming ? (
              <>
                <dt className="text-stone-500">{t('home.evening')}</dt>
                <dd className="text-stone-900">{data.eveningTiming}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {data.features.isSeva ? (
          <ButtonLink to={`/temple-seva-list?templeId=${data.id}`} className="w-full text-lg">
            {t('temple.bookSeva')}
          </ButtonLink>
        ) : (
          <Notice>{t('temple.noOnlineSeva')}</Notice>
        )}
        <nav aria-label={t('temple.pages')}>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {templeLinks(data).map(({ to, labelKey, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 bg-white p-2 text-center text-sm font-medium text-stone-800 shadow-sm hover:border-orange-300 hover:bg-orange-50"
                >
                  <Icon className="size-6 text-orange-800" />
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <UpcomingEvents templeId={data.id} />
      </div>
    </main>
  );
}
