import {
  type CancelCounterBillInput,
  CancelCounterBillInputSchema,
  type CounterBillSummary,
  MessageType,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../../lib/back-button.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/form-field.tsx';
import { ModalShell } from '../../../../ui/modal.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useCancelCounterBill } from '../api/cancel-counter-bill.ts';

const CANCEL_FIELDS = ['reason'] as const;

/**
 * Cancelling a bill asks first, and for the reason: the dialog names the bill, says its sevas go back
 * on sale, and cancels only with a reason given (kept on the bill and in the audit log).
 */
export function CancelBillDialog({
  templeId,
  bill,
  onClose,
}: {
  templeId: number;
  bill: Pick<CounterBillSummary, 'id' | 'orderNumber' | 'totalAmount'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const cancel = useCancelCounterBill(templeId);
  const release = useCloseOnBack(true, onClose);
  const form = useSchemaForm(CancelCounterBillInputSchema, { reason: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => void release().then(onClose);

  const submit = ({ reason }: CancelCounterBillInput) => {
    setFailure(null);
    cancel.mutate(
      { orderId: bill.id, reason },
      {
        onSuccess: () =>
          void release().then(() => {
            onClose();
            alert.show(MessageType.Success, t('counter.cancel.done', { number: bill.orderNumber }));
          }),
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, CANCEL_FIELDS)) setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <ModalShell
      title={t('counter.cancel.title', { number: bill.orderNumber })}
      onDismiss={close}
      role="alertdialog"
    >
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 className="font-serif text-xl font-bold text-orange-950">
          {t('counter.cancel.title', { number: bill.orderNumber })}
        </h2>
        <p className="text-stone-800">{t('counter.cancel.text')}</p>
        <TextAreaField
          label={t('counter.cancel.reason')}
          rows={3}
          maxLength={300}
          autoFocus
          error={fieldMessage(form.formState.errors.reason?.message)}
          className="min-h-20"
          {...form.register('reason')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('counter.cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" isBusy={cancel.isPending}>
            {t('counter.cancel.confirm')}
          </Button>
        </div>
      </SchemaForm>
    </ModalShell>
  );
}
