import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Offset paging for `{ items, total }` lists. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3 pt-4" aria-label={t('pager.label')}>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('pager.range', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {t('pager.previous')}
        </Button>
        <Button variant="secondary" disabled={to >= total} onClick={() => onChange(offset + limit)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
