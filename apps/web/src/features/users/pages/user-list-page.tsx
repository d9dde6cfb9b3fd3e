import { formatInstantDate, PAGE_SIZE_DEFAULT, USER_TYPES, UserStatus } from '@nivedya/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useUsers } from '../api/find-users.ts';

function numberParam(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** spec userlist (admins): every account, searchable by name, email or mobile, filtered by type. */
export default function UserListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offset = numberParam(params.get('offset'), 0);
  const userTypeParam = Number(params.get('type'));
  const userType = (USER_TYPES as readonly number[]).includes(userTypeParam) ? userTypeParam : undefined;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim());

  // Filters live in the address, so back and forward (and a shared link) keep them.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch === (current.get('search') ?? '')) return current;
        if (debouncedSearch) next.set('search', debouncedSearch);
        else next.delete('search');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [debouncedSearch, setParams]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const users = useUsers({
    search: params.get('search') || undefined,
    userType,
    offset,
    limit: PAGE_SIZE_DEFAULT,
  });

  return (
    <Page title={t('users.title')} helpPage="userlist" width="wide">
      <Card className="mb-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
          <TextField
            label={t('users.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
          />
          <SelectField
            label={t('users.type')}
            value={userType ?? ''}
            onChange={(event) => update({ type: event.target.value || null, offset: null })}
          >
            <option value="">{t('users.allTypes')}</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`userType.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>

      {users.isPending ? <Loading /> : null}
      {users.isError ? <ErrorMessage error={users.error} onRetry={() => void users.refetch()} /> : null}
      {users.isSuccess ? (
        <Card isPadded={false} className={`${users.isPlaceholderData ? 'opacity-60' : ''}`}>
          {users.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">{t('users.none')}</p>
          ) : (
            <>
              {/* Phones: one card per user. */}
              <ul className="divide-y divide-stone-100 md:hidden">
                {users.data.items.map((user) => (
                  <li key={user.id} className="flex flex-col gap-1 p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-stone-900">{user.userName}</span>
                      <span className="shrink-0 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900">
                        {t(`userType.${user.userType}`)}
                      </span>
                    </div>
                    <span className="text-sm text-stone-700">{user.mobile ?? '—'}</span>
                    <span className="truncate text-sm text-stone-700">{user.email ?? '—'}</span>
                    <span className="text-xs text-stone-500">
                      {t('users.joined', { date: formatInstantDate(user.createdAt) })}
                      {user.status !== UserStatus.Active ? ` · ${t(`userStatus.${user.status}`)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {/* Wider screens: a table. */}
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('users.title')}</caption>
                  <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('users.colName')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('auth.mobile')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('auth.email')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('users.type')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('users.colStatus')}
                      </th>
                      <th scope="col" className="px-4 py-3 font-semibold">
                        {t('users.colJoined')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {users.data.items.map((user) => (
                      <tr key={user.id} className="hover:bg-orange-50/50">
                        <td className="px-4 py-3 font-medium text-stone-900">{user.userName}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">{user.mobile ?? '—'}</td>
                        <td className="px-4 py-3 text-stone-700">{user.email ?? '—'}</td>
                        <td className="px-4 py-3 text-stone-700">{t(`userType.${user.userType}`)}</td>
                        <td className="px-4 py-3 text-stone-700">{t(`userStatus.${user.status}`)}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                          {formatInstantDate(user.createdAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </Card>
      ) : null}
      {users.isSuccess ? (
        <Pager
          offset={offset}
          limit={PAGE_SIZE_DEFAULT}
          total={users.data.total}
          onChange={(next) => update({ offset: next ? String(next) : null })}
        />
      ) : null}
    </Page>
  );
}
