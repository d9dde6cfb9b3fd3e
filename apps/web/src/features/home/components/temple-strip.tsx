import type { TempleSummary } from '@nivedya/domain';
import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';

/** A row of small temple tiles (favourites, recently booked) that scrolls sideways on a phone. */
export function TempleStrip({ title, temples }: { title: string; temples: readonly TempleSummary[] }) {
  const { i18n } = useTranslation();
  if (temples.length === 0) return null;
  return (
    <section className="mb-6" aria-label={title}>
      <h2 className="mb-2 font-serif text-xl font-bold text-orange-950">{title}</h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {temples.map((temple) => (
          <li key={temple.id} className="w-36 shrink-0 snap-start">
            <Link
              to={`/guest-user-home/${temple.id}`}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 text-center shadow-sm hover:border-orange-300"
            >
              <FallbackImage
                src={temple.logoUrl}
                fallback={DEFAULT_TEMPLE_ICON}
                alt=""
                width="56"
                height="56"
                loading="lazy"
                className="size-14 rounded-xl object-cover"
              />
              <span className="line-clamp-2 text-sm font-semibold text-stone-900">
                {regionalName(temple.name, temple.nameNarration, i18n.language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
