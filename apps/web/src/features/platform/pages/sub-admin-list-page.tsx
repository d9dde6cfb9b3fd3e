import { PLATFORM_RIGHT_LABELS, type SubAdmin } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/error-text.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useSubAdmins } from '../api/sub-admins.ts';

/** spec sub-admin-user-list: the sub-administrators, what each may do and which temples they see. */
export default function SubAdminListPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const list = useListState();
  const subAdmins = useSubAdmins(list.query);
  const columns: TableColumn<SubAdmin>[] = [
    {
      id: 'name',
      header: t('subAdmins.colName'),
      isRowHeader: true,
      cell: (subAdmin) => (
        <Link
          to={`/sub-admin-user-details?id=${subAdmin.id}`}
          className="font-semibold text-orange-900 hover:underline"
        >
          {subAdmin.userName}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('users.colStatus'),
      phone: 'badge',
      cell: (subAdmin) => t(`userStatus.${subAdmin.status}`),
    },
    {
      id: 'rights',
      header: t('subAdmins.rights'),
      phone: 'plain',
      cell: (subAdmin) =>
        subAdmin.access.rights.map((right) => PLATFORM_RIGHT_LABELS[right][language]).join(' · ') ||
        t('subAdmins.noRights'),
    },
    {
      id: 'temples',
      header: t('subAdmins.temples'),
      phone: 'line',
      cell: (subAdmin) =>
        subAdmin.access.allTemples
          ? t('subAdmins.allTemples')
          : subAdmin.temples.map((temple) => temple.name).join(', ') || t('subAdmins.noTemples'),
    },
  ];
  return (
    <Page
      title={t('subAdmins.title')}
      helpPage="sub-admin-user-list"
      width="wide"
      actions={<ButtonLink to="/sub-admin-user-details">{t('subAdmins.add')}</ButtonLink>}
    >
      <ListFilters
        search={{
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <ListResults
        query={subAdmins}
        emptyText={t('subAdmins.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('subAdmins.title')}
            columns={columns}
            items={items}
            itemKey={(each) => each.id}
            itemTestId="sub-admin"
          />
        )}
      </ListResults>
    </Page>
  );
}
