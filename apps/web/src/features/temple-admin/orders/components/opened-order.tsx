import { lazy, Suspense } from 'react';
import { useOpenedOrder } from '../use-opened-order.ts';

const OrderDetailsModal = lazy(() => import('./order-details-modal.tsx'));

/** The order details named in the address (?orderId=…), over whichever list opened it. */
export function OpenedOrder({ templeId }: { templeId: number }) {
  const { orderId, approveLineId, open } = useOpenedOrder();
  if (orderId === null) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailsModal
        key={orderId}
        templeId={templeId}
        orderId={orderId}
        approveLineId={approveLineId}
        onClose={() => open(null)}
      />
    </Suspense>
  );
}
