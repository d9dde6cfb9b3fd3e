import { PaymentMode } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../../lib/use-media-query.ts';
import { FileDownloads } from '../../../../ui/file-downloads.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { TotalsPanel } from '../../../../ui/totals-panel.tsx';
import { isOneDay } from '../../counter-billing/bill-totals.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { type TempleOrderQuery, useTempleOrders } from '../api/find-temple-orders.ts';
import { OpenedOrder } from '../components/opened-order.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ORDER_FILTERS, orderSearchQuery } from '../order-list-query.ts';
import { ordersFileUrl, orderTotalsFigures } from '../order-totals.ts';
import { useOpenedOrder } from '../use-opened-order.ts';

const ORDER_TYPES = ['online', 'counter'] as const;

function Transactions({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState(ORDER_FILTERS);
  const { status, paymentMode, type } = list.filters;
  const { open } = useOpenedOrder();
  const query: TempleOrderQuery = {
    ...orderSearchQuery(list.query),
    ...(status ? { status } : {}),
    paymentMode: Object.values(PaymentMode).find((mode) => String(mode) === paymentMode),
    type: ORDER_TYPES.find((value) => value === type),
    offset: list.offset,
    limit: list.limit,
  };
  const orders = useTempleOrders(templeId, query);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const totals = orders.data && orders.data.total > 0 ? orders.data.totals : null;
  const totalsPanel = (variant: 'card' | 'bar') =>
    totals ? (
      <TotalsPanel
        title={t(
          isOneDay(query.from, query.to) ? 'templeOrders.totals.dayTitle' : 'templeOrders.totals.title',
        )}
        figures={orderTotalsFigures(totals, t)}
        variant={variant}
        testId="order-totals"
      />
    ) : null;
  const isFiltered = Boolean(list.query.search) || Object.values(list.filters).some(Boolean);
  return (
    <>
      <OrderFilters
        searchText={list.searchText}
        onSearch={list.setSearchText}
        filters={list.filters}
        onChange={list.setFilters}
      />
      <div className="mb-4 flex justify-end">
        <FileDownloads
          label={t('templeOrders.totals.download')}
          hrefOf={(format) => ordersFileUrl(templeId, query, format)}
          wordOf={(format) => t(`templeOrders.totals.downloadAs.${format}`)}
        />
      </div>
      {!isWide ? totalsPanel('card') : null}
      <ListResults
        query={orders}
        emptyText={isFiltered ? t('templeOrders.list.noneFound') : t('templeOrders.list.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => <OrderList orders={items} onOpen={open} caption={t('templeOrders.transactionsTitle')} />}
      </ListResults>
      {isWide ? totalsPanel('bar') : null}
      <OpenedOrder templeId={templeId} />
    </>
  );
}

/**
 * spec transaction: the temple's bookings, online and at the counter, with their details, the totals of
 * every booking selected (the day's, for one day) and its CSV, XLSX and PDF.
 */
export default function TransactionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeOrders.transactionsTitle')} helpPage="transaction" width="wide">
      <StaffTemple>{(templeId) => <Transactions templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
