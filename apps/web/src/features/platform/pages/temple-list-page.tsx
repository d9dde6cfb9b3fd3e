import { type AdminTempleList, SETTABLE_TEMPLE_STATUSES } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListState } from '../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useAdminTemples, useLocations } from '../api/platform-temples.ts';
import { TempleStatusBadge } from '../temples/temple-status-badge.tsx';

type Item = AdminTempleList['items'][number];

const FEATURES = ['isSeva', 'isVirtualQueue', 'isDevoteeVisit', 'isLiveDarshan'] as const;

function numberOrUndefined(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

/**
 * spec temple-list (administrators): every temple of the platform but the deleted, searched by name,
 * code, place or mobile, filtered by state, location and status; a row opens the temple.
 */
export default function TempleListPage() {
  const { t } = useTranslation();
  const list = useListState(['state', 'location', 'status']);
  const { state, location, status } = list.filters;
  const { state: _state, location: _location, status: _status, ...page } = list.query;
  const temples = useAdminTemples({
    ...page,
    ...(state ? { state } : {}),
    locationId: numberOrUndefined(location),
    status: numberOrUndefined(status) as 0 | 1 | 3 | undefined,
  });
  const locations = useLocations();
  const states = [...new Set((locations.data?.items ?? []).map((each) => each.state))].sort();

  const columns: TableColumn<Item>[] = [
    {
      id: 'name',
      header: t('platformTemples.colName'),
      isRowHeader: true,
      cell: (temple) => (
        <Link to={`/temple?id=${temple.id}`} className="font-semibold text-orange-900 hover:underline">
          {temple.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('platformTemples.status'),
      phone: 'badge',
      cell: (temple) => <TempleStatusBadge status={temple.status} />,
    },
    {
      id: 'place',
      header: t('platformTemples.colPlace'),
      phone: 'plain',
      cell: (temple) => [temple.place ?? temple.locationName, temple.state].filter(Boolean).join(', '),
    },
    {
      id: 'features',
      header: t('platformTemples.colFeatures'),
      phone: 'plain',
      cell: (temple) =>
        FEATURES.filter((feature) => temple.features[feature])
          .map((feature) => t(`templeProfile.feature.${feature}`))
          .join(' · ') || t('platformTemples.noFeatures'),
    },
    {
      id: 'admin',
      header: t('platformTemples.colAdmin'),
      phone: 'line',
      cell: (temple) =>
        temple.admin
          ? `${temple.admin.userName}${temple.admin.mobile ? ` · ${temple.admin.mobile}` : ''}`
          : '—',
    },
  ];

  return (
    <Page
      title={t('platformTemples.title')}
      helpPage="temple-list"
      width="wide"
      actions={<ButtonLink to="/temple">{t('platformTemples.register')}</ButtonLink>}
    >
      <ListFilters
        search={{
          label: t('platformTemples.search'),
          placeholder: t('platformTemples.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('platformTemples.state')}
            value={state}
            onChange={(event) => list.setFilters({ state: event.target.value, location: '' })}
          >
            <option value="">{t('platformTemples.allStates')}</option>
            {states.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('platformTemples.location')}
            value={location}
            onChange={(event) => list.setFilters({ location: event.target.value })}
          >
            <option value="">{t('platformTemples.allLocations')}</option>
            {(locations.data?.items ?? [])
              .filter((each) => !state || each.state === state)
              .map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
          </SelectField>
          <SelectField
            label={t('platformTemples.status')}
            value={status}
            onChange={(event) => list.setFilters({ status: event.target.value })}
          >
            <option value="">{t('platformTemples.allStatuses')}</option>
            {SETTABLE_TEMPLE_STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`templeStatus.${each}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </ListFilters>
      <ListResults
        query={temples}
        emptyText={t('platformTemples.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('platformTemples.title')}
            columns={columns}
            items={items}
            itemKey={(temple) => temple.id}
            itemTestId="platform-temple"
          />
        )}
      </ListResults>
    </Page>
  );
}
