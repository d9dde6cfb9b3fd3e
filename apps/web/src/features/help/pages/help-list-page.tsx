import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpEntries } from '../../../lib/help.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';

/** spec help-list: every help topic, searchable, each opening help-details. */
export default function HelpListPage() {
  const { t } = useTranslation();
  const help = useHelpEntries();
  const [search, setSearch] = useState('');
  const entries = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const items = help.data?.items ?? [];
    if (!needle) return items;
    return items.filter(
      (entry) => entry.title.toLowerCase().includes(needle) || entry.pageName.toLowerCase().includes(needle),
    );
  }, [help.data, search]);

  return (
    <Page title={t('help.listTitle')} helpPage="help-list" showBack>
      <div className="mb-4 flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 focus-within:border-orange-700 focus-within:outline-2 focus-within:outline-orange-700/30">
        <SearchIcon className="size-5 text-stone-500" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('help.searchPlaceholder')}
          aria-label={t('help.searchPlaceholder')}
          className="min-h-11 flex-1 bg-transparent text-base outline-none"
        />
      </div>
      {help.isPending ? <Loading /> : null}
      {help.isError ? <ErrorMessage error={help.error} onRetry={() => void help.refetch()} /> : null}
      {help.isSuccess ? (
        entries.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={`/help-details?id=${entry.id}`}
                  className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm hover:border-orange-300 hover:bg-orange-50"
                >
                  <span className="font-medium text-stone-900">{entry.title || entry.pageName}</span>
                  <span aria-hidden="true" className="text-xl text-orange-800">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Card>
            <p className="text-stone-700">{search ? t('help.noMatch') : t('help.noneYet')}</p>
          </Card>
        )
      ) : null}
    </Page>
  );
}
