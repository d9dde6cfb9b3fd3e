import { PAGE_SIZE_DEFAULT } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useTemples } from '../api/find-temples.ts';
import { TempleGrid } from '../components/temple-grid.tsx';

/**
 * devotee-temple-list/:id: the temples of one location (district), the id being the location's
 * (spec GET /Init?loc=1 locations; docs/decisions.md). Reached from a temple's place.
 */
export default function DevoteeTempleListPage() {
  const { t } = useTranslation();
  const locationId = parseId(useParams().id);
  const [limit, setLimit] = useState(PAGE_SIZE_DEFAULT);
  const temples = useTemples({ locationId: locationId ?? undefined, offset: 0, limit });
  const items = temples.data?.items ?? [];
  const total = temples.data?.total ?? 0;
  const locationName = items[0]?.location?.name;
  const title = locationName ? t('templeList.titleIn', { place: locationName }) : t('templeList.title');
  if (locationId === null) {
    return (
      <Page title={t('templeList.title')} helpPage="devotee-temple-list" showBack>
        <Card>
          <p className="text-stone-700">{t('templeList.noLocation')}</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page title={title} helpPage="devotee-temple-list" showBack width="wide">
      {temples.isPending ? <Loading /> : null}
      {temples.isError ? <ErrorMessage error={temples.error} onRetry={() => void temples.refetch()} /> : null}
      {temples.isSuccess ? (
        <p className="-mt-3 mb-4 text-sm text-stone-600" aria-live="polite">
          {t('home.templeCount', { count: total })}
        </p>
      ) : null}
      {temples.isSuccess && items.length === 0 ? (
        <Card>
          <p className="text-stone-700">{t('templeList.none')}</p>
        </Card>
      ) : null}
      <TempleGrid
        temples={items}
        total={total}
        isFetching={temples.isFetching}
        onShowMore={() => setLimit((value) => value + PAGE_SIZE_DEFAULT)}
      />
    </Page>
  );
}
