import { lazy, Suspense } from 'react';

const TransactionDetailsModal = lazy(() => import('./transaction-details-modal.tsx'));

/** The transaction-details modal for an order, loaded when first opened. */
export function OrderDetailsOpener({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  if (orderId === null) return null;
  return (
    <Suspense fallback={null}>
      <TransactionDetailsModal orderId={orderId} onClose={onClose} />
    </Suspense>
  );
}
