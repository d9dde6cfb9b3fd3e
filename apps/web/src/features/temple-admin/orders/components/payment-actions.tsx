import { formatRupees, MessageType, PaymentMode } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import ReasonDialog from '../../../../ui/reason-dialog.tsx';
import { useRejectPayment } from '../api/reject-payment.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';

/** Whether the order is a bank transfer still waiting for the office to find it in the statement. */
export function isAwaitingVerification(order: { status: string; paymentMode: number }): boolean {
  return order.status === 'pending' && order.paymentMode === PaymentMode.BankTransfer;
}

/**
 * payment-verification-report: Verify (after a confirmation, spec label "Verify") confirms the booking;
 * "Payment not received" asks the reason, cancels the booking and frees its places.
 */
export function PaymentActions({
  templeId,
  order,
}: {
  templeId: number;
  order: { id: number; orderNumber: string; totalAmount: number };
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const verify = useVerifyPayment(templeId);
  const reject = useRejectPayment(templeId);
  const [isRejecting, setIsRejecting] = useState(false);

  const confirmVerify = async () => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('templeOrders.verify.confirm', {
        amount: formatRupees(order.totalAmount),
        number: order.orderNumber,
      }),
      { submitText: t('templeOrders.verify.button') },
    );
    if (!isSure) return;
    verify.mutate(order.id, {
      onSuccess: () => alert.show(MessageType.Success, t('templeOrders.verify.done')),
      onError: (error) => alert.show(MessageType.Error, errorText(error)),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => void confirmVerify()} isBusy={verify.isPending}>
        {t('templeOrders.verify.button')}
      </Button>
      <Button variant="secondary" onClick={() => setIsRejecting(true)}>
        {t('templeOrders.notReceived.button')}
      </Button>
      {isRejecting ? (
        <ReasonDialog
          title={t('templeOrders.notReceived.title', { number: order.orderNumber })}
          hint={t('templeOrders.notReceived.hint')}
          submitText={t('templeOrders.notReceived.submit')}
          onSubmit={(reason) => reject.mutateAsync({ orderId: order.id, reason })}
          onDone={() => alert.show(MessageType.Success, t('templeOrders.notReceived.done'))}
          onClose={() => setIsRejecting(false)}
        />
      ) : null}
    </div>
  );
}
