import { type StaffUser, UserType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../../lib/auth.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../../ui/data-table.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { AccountStatusBadge, TempleAdminOnly } from '../admin-only.tsx';
import { useStaffUsers } from '../api/staff-users.ts';

const detailsOf = (user: StaffUser) => `/temple-user?id=${user.id}`;

function UserList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState();
  const users = useStaffUsers(templeId, list.query);
  const columns: TableColumn<StaffUser>[] = [
    {
      id: 'name',
      header: t('staffUsers.name'),
      isRowHeader: true,
      cell: (user) => (
        <Link to={detailsOf(user)} className="font-semibold text-orange-900 hover:underline">
          {user.userName}
        </Link>
      ),
    },
    { id: 'email', header: t('staffUsers.email'), cell: (user) => user.email ?? '—', phone: 'plain' },
    {
      id: 'mobile',
      header: t('staffUsers.mobile'),
      cell: (user) => user.mobile ?? '—',
      phone: 'plain',
      className: 'whitespace-nowrap',
    },
    {
      id: 'role',
      header: t('staffUsers.role'),
      cell: (user) => (user.userType === 2 ? t('staffUsers.templeAdmin') : t('staffUsers.staff')),
      phone: 'plain',
    },
    {
      id: 'status',
      header: t('staffUsers.status'),
      cell: (user) => <AccountStatusBadge status={user.status} />,
      phone: 'badge',
    },
  ];

  return (
    <>
      <ListFilters
        search={{
          label: t('staffUsers.search'),
          placeholder: t('staffUsers.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <ListResults
        query={users}
        emptyText={t('staffUsers.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('staffUsers.title')}
            columns={columns}
            items={items}
            itemKey={(user) => user.id}
            itemTestId="staff-user"
          />
        )}
      </ListResults>
    </>
  );
}

/** spec temple-user-list: the temple's administrator and staff accounts (the temple administrator only). */
export default function TempleUserListPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Page
      title={t('staffUsers.title')}
      helpPage="temple-user-list"
      width="wide"
      actions={
        user?.userType === UserType.TempleAdmin ? (
          <ButtonLink to="/temple-user">{t('staffUsers.add')}</ButtonLink>
        ) : null
      }
    >
      <TempleAdminOnly>{(templeId) => <UserList templeId={templeId} />}</TempleAdminOnly>
    </Page>
  );
}
