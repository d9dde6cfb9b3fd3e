import { formatRupees, MessageType, type Refund } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { useApproveRefund, useRejectRefund } from '../api/decide-refund.ts';

/**
 * Approve (confirm label "Approve", spec §8) or Reject with a reason (label "Reject"). Approving answers
 * the outcome: processed, or failed with the gateway's reason, which can be approved again.
 */
export function RefundDecision({ templeId, refund }: { templeId: number; refund: Refund }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const approve = useApproveRefund(templeId);
  const reject = useRejectRefund(templeId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const words = { amount: formatRupees(refund.amount), orderNumber: refund.orderNumber };

  const confirmApprove = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('refunds.decide.confirmApprove', words), {
      submitText: t('refunds.decide.approve'),
    });
    if (!isSure) return;
    approve.mutate(refund.id, {
      onSuccess: (result) =>
        result.status === 'processed'
          ? alert.show(
              MessageType.Success,
              t('refunds.decide.processed', { amount: formatRupees(result.amount) }),
            )
          : alert.show(MessageType.Error, t('refunds.decide.failed', { reason: result.remarks ?? '' })),
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };

  const confirmReject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('refunds.form.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    const isSure = await alert.ask(MessageType.Confirm, t('refunds.decide.confirmReject', words), {
      submitText: t('refunds.decide.reject'),
    });
    if (!isSure) return;
    reject.mutate(
      { refundId: refund.id, reason: reason.trim() },
      {
        onSuccess: () => alert.show(MessageType.Success, t('refunds.decide.rejected')),
        onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
      },
    );
  };

  const isBusy = approve.isPending || reject.isPending;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('refunds.decide.title')}</h2>
      {refund.status === 'failed' ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">{t('refunds.decide.failedNotice')}</p>
      ) : null}
      <Button onClick={() => void confirmApprove()} isBusy={approve.isPending} disabled={isBusy}>
        {refund.status === 'failed' ? t('refunds.decide.retry') : t('refunds.decide.approve')}
      </Button>
      <form
        noValidate
        onSubmit={(event) => void confirmReject(event)}
        className="flex flex-col gap-3 border-t border-stone-200 pt-4"
      >
        <TextAreaField
          label={t('refunds.decide.rejectReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
          rows={2}
          maxLength={500}
        />
        <Button type="submit" variant="danger" isBusy={reject.isPending} disabled={isBusy}>
          {t('refunds.decide.reject')}
        </Button>
      </form>
    </Card>
  );
}
