import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleOrders } from '../api/find-temple-orders.ts';
import { OpenedOrder } from '../components/opened-order.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { useOpenedOrder } from '../use-opened-order.ts';
import { useOrderFilters } from '../use-order-filters.ts';

function Transactions({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const { values, setValues, offset, setOffset, filters, limit } = useOrderFilters();
  const { open } = useOpenedOrder();
  const orders = useTempleOrders(templeId, {
    ...filters,
    ...(values.status ? { status: values.status } : {}),
    ...(values.paymentMode ? { paymentMode: Number(values.paymentMode) } : {}),
    ...(values.type === 'online' || values.type === 'counter' ? { type: values.type } : {}),
    offset,
    limit,
  });
  const isFiltered =
    Object.keys(filters).length > 0 || Boolean(values.status || values.paymentMode || values.type);
  return (
    <>
      <OrderFilters values={values} onChange={setValues} />
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess ? (
        <Card isPadded={false} className={orders.isPlaceholderData ? 'opacity-60' : ''}>
          {orders.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">
              {isFiltered ? t('templeOrders.list.noneFound') : t('templeOrders.list.none')}
            </p>
          ) : (
            <OrderList
              orders={orders.data.items}
              onOpen={open}
              caption={t('templeOrders.transactionsTitle')}
            />
          )}
          <div className="px-4 pb-4">
            <Pager offset={offset} limit={limit} total={orders.data.total} onChange={setOffset} />
          </div>
        </Card>
      ) : null}
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
