import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { parseId } from '../../../lib/route-params.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { usePaymentOrders } from '../api/find-payment-orders.ts';
import { SignedIn } from '../components/devotee-only.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { OrderDetailsOpener } from '../components/order-details-opener.tsx';

function PaymentOrders({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = usePaymentOrders(paymentId, user !== null);
  return (
    <>
      <ListResults query={orders} layout="cards" emptyText={t('orders.noneForPayment')}>
        {(items) => (
          <ul className="flex flex-col gap-2">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
      <OrderDetailsOpener orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/**
 * spec devotee-transaction-list (Order Details, opened with ?paymentId=…): one card per order of the
 * payment; tapping opens its details. Back and help (devotee-transaction-list) in the header.
 */
export default function TransactionListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = parseId(params.get('paymentId'));
  return (
    <Page title={t('orders.listTitle')} helpPage="devotee-transaction-list" showBack>
      <SignedIn>
        {paymentId === null ? (
          <Notice>{t('orders.noPayment')}</Notice>
        ) : (
          <PaymentOrders paymentId={paymentId} />
        )}
      </SignedIn>
    </Page>
  );
}
