import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useMyOrders } from '../api/find-my-orders.ts';
import { useMyStarSeries } from '../api/find-my-star-series.ts';
import { SignedIn } from '../components/devotee-only.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { OrderDetailsOpener } from '../components/order-details-opener.tsx';
import { StarSeriesSection } from '../components/star-series.tsx';

const LIMIT = 10;

function History() {
  const { t } = useTranslation();
  const { user } = useUser();
  const list = useListState([], LIMIT);
  // ?order=<id> opens that booking's details at once (the home's notices link to it).
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => parseId(searchParams.get('order')));
  const orders = useMyOrders({ offset: list.offset, limit: list.limit }, user !== null);
  // Below a section of series the bookings get a heading of their own, so they are not read as more series.
  const hasSeries = (useMyStarSeries(user !== null).data?.items.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-5">
      <StarSeriesSection isSignedIn={user !== null} onOpenOrder={setOpenId} />
      <div className="flex flex-col gap-2">
        {hasSeries ? (
          <h2 className="font-serif text-lg font-bold text-orange-950">{t('orders.allBookings')}</h2>
        ) : null}
        <ListResults
          query={orders}
          layout="cards"
          emptyText={
            <>
              <p>{t('orders.noneYet')}</p>
              <ButtonLink to="/devotee-home-page">{t('cart.findSevas')}</ButtonLink>
            </>
          }
          paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
        >
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
      </div>
      <OrderDetailsOpener orderId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

/**
 * spec devotee-booking-history: every booking of the devotee, newest first, a page at a time; above
 * them their sevas on their star (issue #19), when they have any.
 */
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
