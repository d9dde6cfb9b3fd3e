import { otherName, regionalName, type TempleSummary } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_BANNER, DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import { PinIcon } from '../../../ui/icons.tsx';

const FEATURE_KEYS = [
  ['isSeva', 'home.features.seva'],
  ['isVirtualQueue', 'home.features.virtualQueue'],
  ['isDevoteeVisit', 'home.features.devoteeVisit'],
  ['isLiveDarshan', 'home.features.liveDarshan'],
] as const;

/**
 * One temple in a list: banner (opens the image viewer), logo, names (opening the temple's home),
 * place (opening the temples of its location), distance when known, hours, services, and the way in.
 * The list's first card is on screen when the page opens: its banner, the largest thing there, is
 * fetched at once and first; the others wait until they are scrolled near.
 */
export function TempleCard({ temple, isFirst = false }: { temple: TempleSummary; isFirst?: boolean }) {
  const { t, i18n } = useTranslation();
  const primaryName = regionalName(temple.name, temple.nameNarration, i18n.language);
  const secondaryName = otherName(temple.name, temple.nameNarration, i18n.language);
  const place = [temple.place, temple.location?.name]
    .filter(Boolean)
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(', ');
  const viewer = `/image-viwer?url=${encodeURIComponent(temple.bannerUrl)}&title=${encodeURIComponent(temple.name)}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link
        to={viewer}
        className="block aspect-[3/1] bg-orange-100"
        aria-label={t('home.viewPhoto', { name: temple.name })}
      >
        <FallbackImage
          src={temple.bannerUrl}
          fallback={DEFAULT_BANNER}
          alt=""
          width="960"
          height="320"
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="relative -mt-12 flex items-end gap-3">
          <FallbackImage
            src={temple.logoUrl}
            fallback={DEFAULT_TEMPLE_ICON}
            alt={t('home.logoOf', { name: temple.name })}
            width="64"
            height="64"
            loading={isFirst ? 'eager' : 'lazy'}
            className="size-16 shrink-0 rounded-xl border-4 border-white bg-white object-cover shadow"
          />
        </div>
        <div>
          <h2 className="font-serif text-lg font-bold leading-snug text-orange-950">
            <Link to={`/guest-user-home/${temple.id}`} className="hover:underline">
              {primaryName}
            </Link>
          </h2>
          {secondaryName ? <p className="text-sm text-stone-600">{secondaryName}</p> : null}
        </div>
        {place ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700">
            <PinIcon className="size-4 shrink-0 text-orange-800" />
            {temple.location ? (
              <Link to={`/devotee-temple-list/${temple.location.id}`} className="hover:underline">
                {place}
              </Link>
            ) : (
              place
            )}
            {typeof temple.distanceKm === 'number' ? (
              <span className="font-semibold text-orange-900">
                · {t('home.distance', { km: temple.distanceKm.toFixed(1) })}
              </span>
            ) : null}
          </p>
        ) : null}
        {temple.shortDescription ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">{temple.shortDescription}</p>
        ) : null}
        {temple.timing || temple.eveningTiming ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {temple.timing ? (
              <>
                <dt className="text-stone-500">{t('home.morning')}</dt>
                <dd className="text-stone-800">{temple.timing}</dd>
              </>
            ) : null}
            {temple.eveningTiming ? (
              <>
                <dt className="text-stone-500">{t('home.evening')}</dt>
                <dd className="text-stone-800">{temple.eveningTiming}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <ul className="mt-auto flex flex-wrap gap-2 pt-1" aria-label={t('home.services')}>
          {FEATURE_KEYS.filter(([flag]) => temple.features[flag]).map(([flag, key]) => (
            <li
              key={flag}
              className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900"
            >
              {t(key)}
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2 pt-1">
          <Link
            to={`/guest-user-home/${temple.id}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-orange-800/30 px-3 text-sm font-semibold text-orange-900 hover:bg-orange-50"
            aria-label={t('home.visitTempleNamed', { name: primaryName })}
          >
            {t('home.visitTemple')}
          </Link>
          {temple.features.isSeva ? (
            <Link
              to={`/temple-seva-list?templeId=${temple.id}`}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-orange-800 px-3 text-sm font-semibold text-white hover:bg-orange-900"
              aria-label={t('home.bookSevaNamed', { name: primaryName })}
            >
              {t('home.bookSeva')}
            </Link>
          ) : (
            <span className="inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-100 px-3 text-center text-xs text-stone-600">
              {t('home.noOnlineSeva')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
