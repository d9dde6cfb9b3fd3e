import {
  type CancellationRequestInput,
  CancellationRequestInputSchema,
  formatInstantDate,
  MessageType,
  type MyCancellationRequest,
  type OrderDetail,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useRequestCancellation } from '../api/request-cancellation.ts';

const FIELDS = ['reason'] as const;

/** The devotee's request to cancel, once made: when, and what the temple did with it (issue #18). */
function CancellationRequested({ request }: { request: MyCancellationRequest }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950"
      role="status"
      data-testid="cancellation-requested"
    >
      <p className="font-semibold">
        {t('orders.cancellation.requestedOn', { date: formatInstantDate(request.requestedAt) })}
      </p>
      <p>{t(`orders.cancellation.status.${request.status}`)}</p>
    </div>
  );
}

/**
 * "Request cancellation" of a paid booking (issue #18): a reason, a confirmation, then the temple
 * receives it in its refunds list and decides. The server says when it is too late or already asked.
 */
export function CancellationRequest({
  order,
}: {
  order: Pick<OrderDetail, 'id' | 'orderNumber' | 'cancellationRequest'>;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const request = useRequestCancellation();
  const form = useSchemaForm(CancellationRequestInputSchema, { reason: '' });
  const [isOpen, setIsOpen] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async ({ reason }: CancellationRequestInput) => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('orders.cancellation.confirm', { orderNumber: order.orderNumber }),
      { submitText: t('orders.cancellation.send') },
    );
    if (!isSure) return;
    request.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: () => {
          setIsSent(true);
          alert.show(MessageType.Success, t('orders.cancellation.sent'));
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  };

  // Asked already (now or before): the request and its answer take the button's place.
  if (order.cancellationRequest) return <CancellationRequested request={order.cancellationRequest} />;
  if (isSent) {
    return (
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950" role="status">
        {t('orders.cancellation.sent')}
      </p>
    );
  }
  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {t('orders.cancellation.open')}
      </Button>
    );
  }
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <p className="text-sm text-stone-700">{t('orders.cancellation.explain')}</p>
      <TextAreaField
        label={t('orders.cancellation.reason')}
        error={fieldMessage(form.formState.errors.reason?.message)}
        rows={2}
        maxLength={500}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" isBusy={request.isPending}>
          {t('orders.cancellation.send')}
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </SchemaForm>
  );
}
