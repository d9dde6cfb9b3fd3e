import { formatInstantDate, USER_TYPES, type User } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useUsers } from '../api/find-users.ts';

function userTypeOf(text: string): number | undefined {
  const userType = Number(text);
  return (USER_TYPES as readonly number[]).includes(userType) ? userType : undefined;
}

/** spec userlist (admins): every account, searchable by name, email or mobile, filtered by type. */
export default function UserListPage() {
  const { t } = useTranslation();
  const list = useListState(['type']);
  const userType = userTypeOf(list.filters.type);
  const { type: _type, ...query } = list.query;
  const users = useUsers({ ...query, userType });

  const columns: TableColumn<User>[] = [
    { id: 'name', header: t('users.colName'), cell: (user) => user.userName, isRowHeader: true },
    {
      id: 'type',
      header: t('users.type'),
      phone: 'badge',
      cell: (user) => (
        <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900">
          {t(`userType.${user.userType}`)}
        </span>
      ),
    },
    {
      id: 'mobile',
      header: t('auth.mobile'),
      cell: (user) => user.mobile ?? '—',
      className: 'whitespace-nowrap',
    },
    { id: 'email', header: t('auth.email'), cell: (user) => user.email ?? '—' },
    { id: 'status', header: t('users.colStatus'), cell: (user) => t(`userStatus.${user.status}`) },
    {
      id: 'joined',
      header: t('users.colJoined'),
      cell: (user) => formatInstantDate(user.createdAt),
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <Page title={t('users.title')} helpPage="userlist" width="wide">
      <ListFilters
        search={{
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <SelectField
          label={t('users.type')}
          value={userType ?? ''}
          onChange={(event) => list.setFilters({ type: event.target.value })}
        >
          <option value="">{t('users.allTypes')}</option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userType.${type}`)}
            </option>
          ))}
        </SelectField>
      </ListFilters>
      <ListResults
        query={users}
        emptyText={t('users.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable label={t('users.title')} columns={columns} items={items} itemKey={(user) => user.id} />
        )}
      </ListResults>
    </Page>
  );
}
