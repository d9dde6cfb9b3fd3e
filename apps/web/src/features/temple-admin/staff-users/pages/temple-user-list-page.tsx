import { PAGE_SIZE_DEFAULT, type StaffUser, UserType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../../lib/auth.ts';
import { ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { SearchCard, useSearchedPage } from '../../shared/searched-page.tsx';
import { AccountStatusBadge, TempleAdminOnly } from '../admin-only.tsx';
import { useStaffUsers } from '../api/staff-users.ts';

const detailsOf = (user: StaffUser) => `/temple-user?id=${user.id}`;

function UserList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { search, setSearch, offset, setOffset, query } = useSearchedPage();
  const users = useStaffUsers(templeId, query);

  return (
    <>
      <SearchCard
        label={t('staffUsers.search')}
        placeholder={t('staffUsers.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {users.isPending ? <Loading /> : null}
      {users.isError ? <ErrorMessage error={users.error} onRetry={() => void users.refetch()} /> : null}
      {users.isSuccess ? (
        <Card isPadded={false} className={users.isPlaceholderData ? 'opacity-60' : ''}>
          {users.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">{t('staffUsers.none')}</p>
          ) : (
            <>
              <ul className="divide-y divide-stone-100 md:hidden">
                {users.data.items.map((user) => (
                  <li key={user.id} className="flex flex-col gap-1 p-4" data-testid="staff-user">
                    <div className="flex items-center justify-between gap-2">
                      <Link to={detailsOf(user)} className="font-semibold text-stone-900 hover:underline">
                        {user.userName}
                      </Link>
                      <AccountStatusBadge status={user.status} />
                    </div>
                    <span className="truncate text-sm text-stone-700">{user.email ?? '—'}</span>
                    <span className="text-sm text-stone-700">{user.mobile ?? '—'}</span>
                    <span className="text-xs text-stone-500">
                      {user.userType === 2 ? t('staffUsers.templeAdmin') : t('staffUsers.staff')}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('staffUsers.title')}</caption>
                  <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('staffUsers.name')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('staffUsers.email')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('staffUsers.mobile')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('staffUsers.role')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('staffUsers.status')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {users.data.items.map((user) => (
                      <tr key={user.id} data-testid="staff-user">
                        <td className="px-4 py-3">
                          <Link
                            to={detailsOf(user)}
                            className="font-semibold text-orange-900 hover:underline"
                          >
                            {user.userName}
                          </Link>
                        </td>
                        <td className="px-4 py-3 text-stone-700">{user.email ?? '—'}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">{user.mobile ?? '—'}</td>
                        <td className="px-4 py-3 text-stone-700">
                          {user.userType === 2 ? t('staffUsers.templeAdmin') : t('staffUsers.staff')}
                        </td>
                        <td className="px-4 py-3">
                          <AccountStatusBadge status={user.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <div className="px-4 pb-4">
            <Pager offset={offset} limit={PAGE_SIZE_DEFAULT} total={users.data.total} onChange={setOffset} />
          </div>
        </Card>
      ) : null}
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
