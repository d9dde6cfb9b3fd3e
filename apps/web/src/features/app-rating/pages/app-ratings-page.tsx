import type { AppRating } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useAppRatings } from '../api/app-ratings.ts';

/** What devotees said of the app on the web (the apps' ratings are in their stores), newest first. */
export default function AppRatingsPage() {
  const { t } = useTranslation();
  const list = useListState();
  const ratings = useAppRatings({ offset: list.offset, limit: list.limit });
  const columns: TableColumn<AppRating>[] = [
    {
      id: 'when',
      header: t('rating.col.when'),
      cell: (each) => formatInstantDateTime(each.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'stars',
      header: t('rating.col.stars'),
      isRowHeader: true,
      cell: (each) => (
        <>
          <span aria-hidden="true" className="text-amber-500">
            {'★'.repeat(each.stars)}
          </span>
          <span className="sr-only">{t('rating.stars', { count: each.stars })}</span>
        </>
      ),
    },
    { id: 'comment', header: t('rating.col.comment'), phone: 'plain', cell: (each) => each.comment ?? '' },
    { id: 'who', header: t('rating.col.who'), cell: (each) => each.userName ?? '' },
    {
      id: 'version',
      header: t('rating.col.version'),
      cell: (each) => `${each.appVersion} · ${each.platform}`,
    },
  ];
  return (
    <Page title={t('rating.adminTitle')} width="wide">
      {ratings.data && ratings.data.total > 0 ? (
        <div data-testid="rating-summary" className="mb-4">
          <Card className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
            <p className="text-3xl font-bold text-orange-950">
              {t('rating.average', { average: ratings.data.average?.toFixed(1) ?? '' })}
            </p>
            <p className="text-stone-700">
              {ratings.data.byStars
                .map((howMany, index) => t('rating.ofStars', { stars: index + 1, count: howMany }))
                .reverse()
                .join(' · ')}
            </p>
          </Card>
        </div>
      ) : null}
      <ListResults
        query={ratings}
        emptyText={t('rating.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('rating.adminTitle')}
            columns={columns}
            items={items}
            itemKey={(each) => each.id}
            itemTestId="app-rating"
          />
        )}
      </ListResults>
    </Page>
  );
}
