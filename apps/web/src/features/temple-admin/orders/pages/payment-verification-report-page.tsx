import { PaymentMode } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { Button } from '../../../../ui/button.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import type { TempleOrderQuery } from '../api/find-temple-orders.ts';
import { useTempleOrders } from '../api/find-temple-orders.ts';
import { OpenedOrder } from '../components/opened-order.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { isAwaitingVerification, PaymentActions } from '../components/payment-actions.tsx';
import { DATE_FILTERS, orderSearchQuery } from '../order-list-query.ts';
import { useOpenedOrder } from '../use-opened-order.ts';

const VIEWS = ['pending', 'verified', 'rejected'] as const;
type View = (typeof VIEWS)[number];

/** Which bank transfers each view lists: awaiting the office, verified, or found not received. */
const VIEW_QUERY: Record<View, Partial<TempleOrderQuery>> = {
  pending: { status: 'pending' },
  verified: { isVerified: true },
  rejected: { status: 'cancelled' },
};

function Verification({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { can } = useMyRights();
  const list = useListState([...DATE_FILTERS, 'view']);
  // The address names the view; none (or one it does not know) is the transfers awaiting the office.
  const view = VIEWS.find((option) => option === list.filters.view) ?? 'pending';
  const { open } = useOpenedOrder();
  const orders = useTempleOrders(templeId, {
    ...orderSearchQuery(list.query),
    ...VIEW_QUERY[view],
    paymentMode: PaymentMode.BankTransfer,
    offset: list.offset,
    limit: list.limit,
  });
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('templeOrders.verification.show')}</legend>
        {VIEWS.map((option) => (
          <Button
            key={option}
            variant={option === view ? 'primary' : 'secondary'}
            aria-pressed={option === view}
            onClick={() => list.setFilters({ view: option === 'pending' ? null : option })}
          >
            {t(`templeOrders.verification.view.${option}`)}
          </Button>
        ))}
      </fieldset>
      <OrderFilters
        searchText={list.searchText}
        onSearch={list.setSearchText}
        filters={list.filters}
        onChange={list.setFilters}
        showSelects={false}
      />
      <ListResults
        query={orders}
        emptyText={t(`templeOrders.verification.none.${view}`)}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <OrderList
            orders={items}
            onOpen={open}
            caption={t('templeOrders.verification.title')}
            actions={(order) =>
              isAwaitingVerification(order) && can('billing') ? (
                <PaymentActions templeId={templeId} order={order} />
              ) : null
            }
          />
        )}
      </ListResults>
      <OpenedOrder templeId={templeId} />
    </>
  );
}

/**
 * spec payment-verification-report: bank transfers awaiting the temple office (spec IsVerified), and
 * those verified (by whom, when) or found not received; Verify or "Payment not received" on each.
 */
export default function PaymentVerificationReportPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeOrders.verification.title')} helpPage="payment-verification-report" width="wide">
      <StaffTemple>{(templeId) => <Verification templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
