import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useSearch } from '../api/search-catalogue.ts';
import { SearchBox, useSearchText } from '../components/search-box.tsx';
import { SevaHit } from '../components/seva-hit.tsx';

/** spec get-all-seva-search: one seva at every temple that offers it (Pushpanjali, Ganapathy Homam…). */
export default function SevaSearchPage() {
  const { t } = useTranslation();
  const [text, setText, q] = useSearchText();
  const result = useSearch(q);
  const sevas = result.data?.sevas ?? [];
  return (
    <Page title={t('search.sevaTitle')} helpPage="get-all-seva-search" showBack>
      <SearchBox
        value={text}
        onChange={setText}
        label={t('search.sevaLabel')}
        placeholder={t('search.sevaPlaceholder')}
      />
      {!q ? <p className="text-stone-700">{t('search.sevaHint')}</p> : null}
      {q && result.isPending ? <Loading /> : null}
      {result.isError ? <ErrorMessage error={result.error} onRetry={() => void result.refetch()} /> : null}
      {q && result.isSuccess && sevas.length === 0 ? (
        <Card>
          <p className="text-stone-700">{t('search.noSeva', { search: q })}</p>
        </Card>
      ) : null}
      <ul className={`flex flex-col gap-2 ${result.isPlaceholderData ? 'opacity-60' : ''}`}>
        {q
          ? sevas.map((seva) => (
              <li key={seva.id}>
                <SevaHit seva={seva} />
              </li>
            ))
          : null}
      </ul>
    </Page>
  );
}
