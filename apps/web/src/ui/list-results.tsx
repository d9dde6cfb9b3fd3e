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
  layout = 'table',
  children,
}: {
  query: UseQueryResult<{ items: Item[]; total?: number }>;
  /** What the empty list means and, where it helps, what to do ("No bookings on this day."). */
  emptyText: ReactNode;
  /** Offset paging; leave out for lists the server answers whole. */
  paging?: { offset: number; limit: number; onChange: (offset: number) => void };
  /**
   * 'table' frames the rows (a DataTable, a plain list) in one card; 'cards' leaves rows that are cards
   * themselves (a devotee's bookings) unframed, as a card inside a card reads as clutter.
   */
  layout?: 'table' | 'cards';
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  // An empty list has no pages to move between (Pager draws nothing), so no room is kept for it.
  const pager =
    paging && total ? (
      <Pager offset={paging.offset} limit={paging.limit} total={total} onChange={paging.onChange} />
    ) : null;
  const dimmed = query.isPlaceholderData ? 'opacity-60' : '';
  const empty = <div className="flex flex-col items-start gap-4 p-6 text-stone-700">{emptyText}</div>;
  if (layout === 'cards') {
    return (
      <div className={dimmed}>
        <div aria-busy={query.isPlaceholderData || undefined}>
          {items.length === 0 ? <Card isPadded={false}>{empty}</Card> : children(items)}
        </div>
        {pager}
      </div>
    );
  }
  return (
    <Card isPadded={false} className={dimmed}>
      <div aria-busy={query.isPlaceholderData || undefined}>
        {items.length === 0 ? empty : children(items)}
      </div>
      {pager ? <div className="px-4 pb-4">{pager}</div> : null}
    </Card>
  );
}
