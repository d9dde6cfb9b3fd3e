import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the temple's orders and approvals, and what a staff change makes stale. */
export const templeOrdersKey = (templeId: number) => ['temple-admin', templeId, 'orders'] as const;
export const approvalsKey = (templeId: number) => ['temple-admin', templeId, 'approvals'] as const;

/** A decision or a change on an order: its lists, its details, its receipt, the dashboard's counts. */
export async function invalidateTempleOrders(queryClient: QueryClient, templeId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['receipts'] });
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [area, id, part] = query.queryKey;
      return (
        area === 'temple-admin' &&
        id === templeId &&
        (part === 'orders' || part === 'approvals' || part === 'dashboard')
      );
    },
  });
}
