import { USER_TYPES, type User } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstantDate } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../ui/button.tsx';
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

/**
 * spec userlist (admins): every account, searchable by name, email or mobile, filtered by type and
 * status; a row opens the user (userinsert).
 */
export default function UserListPage() {
  const { t } = useTranslation();
  const list = useListState(['type', 'status']);
  const userType = userTypeOf(list.filters.type);
  const status = list.filters.status === '0' ? 0 : list.filters.status === '1' ? 1 : undefined;
  const { type: _type, status: _status, ...query } = list.query;
  const users = useUsers({ ...query, userType, status });

  const columns: TableColumn<User>[] = [
    {
      id: 'name',
      header: t('users.colName'),
      isRowHeader: true,
      cell: (user) => (
        <Link to={`/userinsert?id=${user.id}`} className="font-semibold text-orange-900 hover:underline">
          {user.userName}
        </Link>
      ),
    },
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
    <Page
      title={t('users.title')}
      helpPage="userlist"
      width="wide"
      actions={<ButtonLink to="/userinsert">{t('users.add')}</ButtonLink>}
    >
      <ListFilters
        search={{
          label: t('users.search'),
          placeholder: t('users.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
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
          <SelectField
            label={t('users.colStatus')}
            value={list.filters.status}
            onChange={(event) => list.setFilters({ status: event.target.value })}
          >
            <option value="">{t('users.allStatuses')}</option>
            <option value="1">{t('userStatus.1')}</option>
            <option value="0">{t('userStatus.0')}</option>
          </SelectField>
        </div>
      </ListFilters>
      <ListResults
        query={users}
        emptyText={t('users.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('users.title')}
            columns={columns}
            items={items}
            itemKey={(user) => user.id}
            itemTestId="user"
          />
        )}
      </ListResults>
    </Page>
  );
}
