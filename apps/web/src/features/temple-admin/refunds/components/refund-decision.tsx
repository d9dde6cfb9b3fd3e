import {
  formatRupees,
  MessageType,
  type Refund,
  type RejectRefundInput,
  RejectRefundInputSchema,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useApproveRefund, useRejectRefund } from '../api/decide-refund.ts';

const REJECT_FIELDS = ['reason'] as const;

/**
 * Approve (confirm label "Approve", spec §8) or Reject with a reason (label "Reject"). Approving answers
 * the outcome: processed, or failed with the gateway's reason, which can be approved again.
 */
export function RefundDecision({ templeId, refund }: { templeId: number; refund: Refund }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const approve = useApproveRefund(templeId);
  const reject = useRejectRefund(templeId);
  const rejectForm = useSchemaForm(RejectRefundInputSchema, { reason: '' });
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

  const confirmReject = async ({ reason }: RejectRefundInput) => {
    const isSure = await alert.ask(MessageType.Confirm, t('refunds.decide.confirmReject', words), {
      submitText: t('refunds.decide.reject'),
    });
    if (!isSure) return;
    reject.mutate(
      { refundId: refund.id, reason },
      {
        onSuccess: () => alert.show(MessageType.Success, t('refunds.decide.rejected')),
        onError: (failure) => {
          applyFieldErrors(failure, rejectForm.setError, REJECT_FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
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
      <SchemaForm
        form={rejectForm}
        onSubmit={confirmReject}
        className="flex flex-col gap-3 border-t border-stone-200 pt-4"
      >
        <TextAreaField
          label={t('refunds.decide.rejectReason')}
          error={fieldMessage(rejectForm.formState.errors.reason?.message)}
          rows={2}
          maxLength={500}
          {...rejectForm.register('reason')}
        />
        <Button type="submit" variant="danger" isBusy={reject.isPending} disabled={isBusy}>
          {t('refunds.decide.reject')}
        </Button>
      </SchemaForm>
    </Card>
  );
}
