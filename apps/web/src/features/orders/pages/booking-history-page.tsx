import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useMyOrders } from '../api/find-my-orders.ts';
import { SignedIn } from '../components/devotee-only.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { OrderDetailsOpener } from '../components/order-details-opener.tsx';

const LIMIT = 10;

function History() {
  const { t } = useTranslation();
  const { user } = useUser();
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = useMyOrders({ offset, limit: LIMIT }, user !== null);
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.total === 0)
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-stone-700">{t('orders.noneYet')}</p>
        <ButtonLink to="/devotee-home-page">{t('cart.findSevas')}</ButtonLink>
      </Card>
    );
  return (
    <>
      <ul className={`flex flex-col gap-2 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
        {orders.data.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
          </li>
        ))}
      </ul>
      <Pager offset={offset} limit={LIMIT} total={orders.data.total} onChange={setOffset} />
      <OrderDetailsOpener orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** spec devotee-booking-history: every booking of the devotee, newest first, a page at a time. */
export default function BookingHistoryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('orders.historyTitle')} helpPage="devotee-booking-history" showBack>
      <SignedIn>
        <History />
      </SignedIn>
    </Page>
  );
}
