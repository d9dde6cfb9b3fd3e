import { useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';

/**
 * The order whose details are open lives in the address (?orderId=…, and &approve=<lineId> to reopen a
 * line's approval, as the Panchangam's way back does), so a reload or a shared link keeps it.
 */
export function useOpenedOrder() {
  const [params, setParams] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  const approveLineId = parseId(params.get('approve'));
  const open = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('approve');
        if (next === null) updated.delete('orderId');
        else updated.set('orderId', String(next));
        return updated;
      },
      { replace: true },
    );
  return { orderId, approveLineId, open };
}
