import type { TempleSummary } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { TempleCard } from './temple-card.tsx';

/**
 * A page of temples as cards, and "Show more" while the server has more (the home, a location's
 * temples). The first card's banner is fetched first: it is the largest thing on screen.
 */
export function TempleGrid({
  temples,
  total,
  isFetching,
  isStale = false,
  onShowMore,
}: {
  temples: readonly TempleSummary[];
  total: number;
  isFetching: boolean;
  /** The list shown is the last answer while a new search is on its way. */
  isStale?: boolean;
  onShowMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {temples.length > 0 ? (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isStale ? 'opacity-60' : ''}`}>
          {temples.map((temple, index) => (
            <li key={temple.id} className="flex">
              <TempleCard temple={temple} isFirst={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {temples.length < total ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" isBusy={isFetching} onClick={onShowMore}>
            {t('home.showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
