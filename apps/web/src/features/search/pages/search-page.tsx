import { regionalName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useSearch } from '../api/search-catalogue.ts';
import { SearchBox, useSearchText } from '../components/search-box.tsx';
import { SevaHit } from '../components/seva-hit.tsx';

/** spec search: temples and sevas across the platform, as the devotee types. */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const [text, setText, q] = useSearchText();
  const result = useSearch(q);
  const temples = result.data?.temples ?? [];
  const sevas = result.data?.sevas ?? [];
  return (
    <Page title={t('search.title')} helpPage="search" showBack>
      <SearchBox
        value={text}
        onChange={setText}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      {!q ? <p className="text-stone-700">{t('search.hint')}</p> : null}
      {q && result.isPending ? <Loading /> : null}
      {result.isError ? <ErrorMessage error={result.error} onRetry={() => void result.refetch()} /> : null}
      {q && result.isSuccess && temples.length === 0 && sevas.length === 0 ? (
        <Card>
          <p className="text-stone-700">{t('search.noMatch', { search: q })}</p>
        </Card>
      ) : null}
      <div className={`flex flex-col gap-6 ${result.isPlaceholderData ? 'opacity-60' : ''}`}>
        {q && temples.length > 0 ? (
          <section aria-labelledby="search-temples">
            <h2 id="search-temples" className="mb-2 font-serif text-xl font-bold text-orange-950">
              {t('search.temples')}
            </h2>
            <ul className="flex flex-col gap-2">
              {temples.map((temple) => (
                <li key={temple.id}>
                  <Link
                    to={`/guest-user-home/${temple.id}`}
                    className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm hover:border-orange-300"
                  >
                    <FallbackImage
                      src={temple.logoUrl}
                      fallback={DEFAULT_TEMPLE_ICON}
                      alt=""
                      width="48"
                      height="48"
                      className="size-12 shrink-0 rounded-lg object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-stone-900">
                        {regionalName(temple.name, temple.nameNarration, i18n.language)}
                      </span>
                      <span className="block text-sm text-stone-600">
                        {[temple.place, temple.location?.name].filter(Boolean).join(', ')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {q && sevas.length > 0 ? (
          <section aria-labelledby="search-sevas">
            <h2 id="search-sevas" className="mb-2 font-serif text-xl font-bold text-orange-950">
              {t('search.sevas')}
            </h2>
            <ul className="flex flex-col gap-2">
              {sevas.map((seva) => (
                <li key={seva.id}>
                  <SevaHit seva={seva} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
