import { PaymentMode } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import type { TempleOrderQuery } from '../api/find-temple-orders.ts';
import { useTempleOrders } from '../api/find-temple-orders.ts';
import { OpenedOrder } from '../components/opened-order.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrderList } from '../components/order-list.tsx';
import { isAwaitingVerification, PaymentActions } from '../components/payment-actions.tsx';
import { useOpenedOrder } from '../use-opened-order.ts';
import { useOrderFilters } from '../use-order-filters.ts';

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
  const { values, setValues, offset, setOffset, filters, limit } = useOrderFilters();
  const [view, setView] = useState<View>('pending');
  const [viewKey, setViewKey] = useState(view);
  if (viewKey !== view) {
    setViewKey(view);
    setOffset(0);
  }
  const { open } = useOpenedOrder();
  const orders = useTempleOrders(templeId, {
    ...filters,
    ...VIEW_QUERY[view],
    paymentMode: PaymentMode.BankTransfer,
    offset,
    limit,
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
            onClick={() => setView(option)}
          >
            {t(`templeOrders.verification.view.${option}`)}
          </Button>
        ))}
      </fieldset>
      <OrderFilters values={values} onChange={setValues} showSelects={false} />
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} /> : null}
      {orders.isSuccess ? (
        <Card isPadded={false} className={orders.isPlaceholderData ? 'opacity-60' : ''}>
          {orders.data.items.length === 0 ? (
            <p className="p-6 text-stone-700">{t(`templeOrders.verification.none.${view}`)}</p>
          ) : (
            <OrderList
              orders={orders.data.items}
              onOpen={open}
              caption={t('templeOrders.verification.title')}
              actions={(order) =>
                isAwaitingVerification(order) && can('billing') ? (
                  <PaymentActions templeId={templeId} order={order} />
                ) : null
              }
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
