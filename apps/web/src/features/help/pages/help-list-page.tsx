import type { HelpEntry, Page as ListPage } from '@nivedya/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpEntriesQueryOptions } from '../../../lib/help.ts';
import { useMyRights } from '../../../lib/my-rights.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { AdminHelpList } from '../components/help-admin.tsx';

function matching(entries: ListPage<HelpEntry>, search: string): { items: HelpEntry[] } {
  const needle = search.trim().toLowerCase();
  if (!needle) return entries;
  return {
    items: entries.items.filter(
      (entry) => entry.title.toLowerCase().includes(needle) || entry.pageName.toLowerCase().includes(needle),
    ),
  };
}

/**
 * spec help-list: every help topic, searchable, each opening help-details. Administrators holding the
 * content right see every page, hidden ones too, and add and edit them.
 */
export default function HelpListPage() {
  const { t } = useTranslation();
  const { can } = useMyRights();
  if (can('platform.content')) {
    return (
      <Page
        title={t('help.listTitle')}
        helpPage="help-list"
        width="wide"
        showBack
        actions={<ButtonLink to="/help-details">{t('helpAdmin.add')}</ButtonLink>}
      >
        <AdminHelpList />
      </Page>
    );
  }
  return <PublicHelpList />;
}

function PublicHelpList() {
  const { t } = useTranslation();
  const list = useListState();
  // Every topic is already here, so the list follows each keystroke; the address keeps the search.
  const search = list.searchText.trim();
  const help = useQuery({ ...helpEntriesQueryOptions(), select: (entries) => matching(entries, search) });

  return (
    <Page title={t('help.listTitle')} helpPage="help-list" showBack>
      <ListFilters
        search={{ label: t('help.searchPlaceholder'), value: list.searchText, onChange: list.setSearchText }}
      />
      <ListResults query={help} layout="cards" emptyText={search ? t('help.noMatch') : t('help.noneYet')}>
        {(items) => (
          <ul className="flex flex-col gap-2">
            {items.map((entry) => (
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
        )}
      </ListResults>
    </Page>
  );
}
