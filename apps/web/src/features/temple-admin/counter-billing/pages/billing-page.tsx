import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseId } from '../../../../lib/route-params.ts';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Page } from '../../../../ui/page.tsx';
import { PrintReceiptButton } from '../../../printing/components/print-receipt-button.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useCounterBill } from '../api/get-counter-bill.ts';
import { BillReceipt } from '../components/bill-receipt.tsx';
import { CancelBillDialog } from '../components/cancel-bill-dialog.tsx';

function BillView({ templeId, orderId }: { templeId: number; orderId: number }) {
  const { t } = useTranslation();
  const bill = useCounterBill(templeId, orderId);
  const [isCancelling, setIsCancelling] = useState(false);
  if (bill.isPending) return <Loading />;
  if (bill.isError) return <ErrorMessage error={bill.error} onRetry={() => void bill.refetch()} />;
  const data = bill.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
        {/* The print button takes the focus: Enter prints the bill just saved. */}
        <PrintReceiptButton receipt={data.receipt} autoFocus />
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
          <ButtonLink to="/counter-billing" variant="secondary">
            {t('counter.newBill')}
          </ButtonLink>
          {data.status === 'paid' ? (
            <Button
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              onClick={() => setIsCancelling(true)}
            >
              {t('counter.cancel.open')}
            </Button>
          ) : null}
        </div>
      </div>
      <BillReceipt bill={data} />
      {isCancelling ? (
        <CancelBillDialog templeId={templeId} bill={data} onClose={() => setIsCancelling(false)} />
      ) : null}
    </div>
  );
}

/**
 * spec billing: one counter bill (?id=<orderId>) as its receipt, with Print (this device's printer,
 * focused), New bill, and Cancel bill behind a dialog that asks for the reason.
 */
export default function BillingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = parseId(params.get('id'));
  return (
    <Page
      title={t('counter.bill.title')}
      helpPage="billing"
      actions={
        <ButtonLink variant="ghost" to="/bill-list">
          {t('counter.bills')}
        </ButtonLink>
      }
    >
      <StaffTemple>
        {(templeId) =>
          orderId === null ? (
            <Notice>
              <p>{t('counter.bill.none')}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonLink to="/counter-billing">{t('counter.newBill')}</ButtonLink>
                <ButtonLink to="/bill-list" variant="secondary">
                  {t('counter.bills')}
                </ButtonLink>
              </div>
            </Notice>
          ) : (
            <BillView key={orderId} templeId={templeId} orderId={orderId} />
          )
        }
      </StaffTemple>
    </Page>
  );
}
