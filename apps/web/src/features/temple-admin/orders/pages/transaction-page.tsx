import { PaymentMode } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../../lib/use-list-state.ts';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleOrders } from '../api/find-temple-orders.ts';
import { OpenedOrder } from '../components/opened-order.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ORDER_FILTERS, orderSearchQuery } from '../order-list-query.ts';
import { useOpenedOrder } from '../use-opened-order.ts';

const ORDER_TYPES = ['online', 'counter'] as const;

function Transactions({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState(ORDER_FILTERS);
  const { status, paymentMode, type } = list.filters;
  const { open } = useOpenedOrder();
  const orders = useTempleOrders(templeId, {
    ...orderSearchQuery(list.query),
    ...(status ? { status } : {}),
    paymentMode: Object.values(PaymentMode).find((mode) => String(mode) === paymentMode),
    type: ORDER_TYPES.find((value) => value === type),
    offset: list.offset,
    limit: list.limit,
  });
  const isFiltered = Boolean(list.query.search) || Object.values(list.filters).some(Boolean);
  return (
    <>
      <OrderFilters
        searchText={list.searchText}
        onSearch={list.setSearchText}
        filters={list.filters}
        onChange={list.setFilters}
      />
      <ListResults
        query={orders}
        emptyText={isFiltered ? t('templeOrders.list.noneFound') : t('templeOrders.list.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => <OrderList orders={items} onOpen={open} caption={t('templeOrders.transactionsTitle')} />}
      </ListResults>
      <OpenedOrder templeId={templeId} />
    </>
  );
}

/** spec transaction: the temple's bookings, online and at the counter, with their details. */
export default function TransactionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeOrders.transactionsTitle')} helpPage="transaction" width="wide">
      <StaffTemple>{(templeId) => <Transactions templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
