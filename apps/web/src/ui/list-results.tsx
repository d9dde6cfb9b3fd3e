import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message.tsx';
import { Loading } from './loading.tsx';
import { Card } from './page.tsx';
import { Pager } from './pager.tsx';

/**
 * A list query's states in one place (docs/decisions.md, "Lists"): loading, an error with a retry, the
 * empty sentence, the rows (dimmed while the next page loads over them) and the pager.
 */
export function ListResults<Item>({
  query,
  emptyText,
  paging,
  children,
}: {
  query: UseQueryResult<{ items: Item[]; total?: number }>;
  /** What the empty list means and, where it helps, what to do ("No bookings on this day."). */
  emptyText: ReactNode;
  /** Offset paging; leave out for lists the server answers whole. */
  paging?: { offset: number; limit: number; onChange: (offset: number) => void };
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  return (
    <Card isPadded={false} className={query.isPlaceholderData ? 'opacity-60' : ''}>
      <div aria-busy={query.isPlaceholderData || undefined}>
        {items.length === 0 ? <p className="p-6 text-stone-700">{emptyText}</p> : children(items)}
      </div>
      {paging && total !== undefined ? (
        <div className="px-4 pb-4">
          <Pager offset={paging.offset} limit={paging.limit} total={total} onChange={paging.onChange} />
        </div>
      ) : null}
    </Card>
  );
}
