import type { TempleSummary } from '@nivedya/domain';
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

/** One temple in the home list: banner (opens the image viewer), logo, names, place, hours, services. */
export function TempleCard({ temple, isMalayalam }: { temple: TempleSummary; isMalayalam: boolean }) {
  const { t } = useTranslation();
  const primaryName = isMalayalam && temple.nameNarration ? temple.nameNarration : temple.name;
  const secondaryName = isMalayalam ? temple.name : temple.nameNarration;
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
          loading="lazy"
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
            loading="lazy"
            className="size-16 shrink-0 rounded-xl border-4 border-white bg-white object-cover shadow"
          />
        </div>
        <div>
          <h2 className="font-serif text-lg font-bold leading-snug text-orange-950">{primaryName}</h2>
          {secondaryName ? <p className="text-sm text-stone-600">{secondaryName}</p> : null}
        </div>
        {place ? (
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <PinIcon className="size-4 shrink-0 text-orange-800" />
            {place}
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
      </div>
    </article>
  );
}
