import { formatRupees, MessageType, type RefundableOrder, refundableAmountOf } from '@nivedya/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Notice } from '../../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useRequestRefund } from '../api/request-refund.ts';
import {
  amountFor,
  initialRefundForm,
  isRefundFormProblem,
  refundFormSchema,
  requestedAmount,
  toggleLine,
} from '../refund-form-values.ts';
import { RefundMethodNote } from './refund-method-note.tsx';
import { RefundableLines } from './refundable-lines.tsx';

function OrderSummary({ order }: { order: RefundableOrder }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('refunds.order.bookingNo'), order.orderNumber],
    [t('refunds.order.orderDate'), formatDisplayDate(order.orderDate)],
    [t('refunds.order.devotee'), order.devoteeName ?? '—'],
    ...(order.mobile ? ([[t('refunds.order.mobile'), order.mobile]] as [string, string][]) : []),
    [t('refunds.order.paidTotal'), formatRupees(order.totalAmount)],
    ...(order.committedAmount > 0
      ? ([[t('refunds.order.alreadyCommitted'), formatRupees(order.committedAmount)]] as [string, string][])
      : []),
    [t('refunds.order.leftToRefund'), formatRupees(order.refundableAmount)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="refund-order">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The order found: tick its sevas, see the amount the server's shares give, change it within the limit,
 * give a reason, confirm. The new refund then waits for approval on its details screen.
 */
export function NewRefundForm({ templeId, order }: { templeId: number; order: RefundableOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const request = useRequestRefund(templeId);
  const schema = useMemo(() => refundFormSchema(order), [order]);
  const form = useSchemaForm(schema, initialRefundForm(order));
  const { errors } = form.formState;
  const lineIds = form.watch('lineIds');
  const max = refundableAmountOf(order, lineIds);
  const problemText = (message: string | undefined) =>
    isRefundFormProblem(message)
      ? t(`refunds.form.${message}`, { max: formatRupees(max) })
      : fieldMessage(message);

  const chooseLine = (lineId: number) => {
    const chosen = toggleLine(lineIds, lineId);
    form.setValue('lineIds', chosen);
    // A changed choice changes the figure: the amount follows it again.
    form.setValue('amount', amountFor(order, chosen));
    form.clearErrors(['lineIds', 'amount']);
  };

  const submit = async (input: z.output<typeof schema>) => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('refunds.form.confirm', {
        amount: formatRupees(requestedAmount(order, input)),
        orderNumber: order.orderNumber,
      }),
      { submitText: t('refunds.form.submit') },
    );
    if (!isSure) return;
    request.mutate(input, {
      onSuccess: (refund) => {
        alert.show(MessageType.Success, t('refunds.form.requested'));
        void navigate(`/refund-details?id=${refund.id}`);
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, ['amount', 'reason']);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  if (!order.isRefundable) {
    return (
      <div className="flex flex-col gap-4">
        <OrderSummary order={order} />
        <Notice>
          {t('refunds.order.notRefundable', {
            status: t(`refunds.orderStatus.${order.status}`, { defaultValue: order.status }),
          })}
        </Notice>
      </div>
    );
  }

  return (
    <SchemaForm form={form} onSubmit={submit}>
      <OrderSummary order={order} />
      <RefundMethodNote
        method={order.method}
        gateway={order.gateway}
        paymentMode={order.paymentMode}
        amount={max}
      />
      {order.refundableAmount === 0 ? (
        <Notice>{t('refunds.order.nothingLeft')}</Notice>
      ) : (
        <>
          <RefundableLines
            lines={order.lines}
            chosen={lineIds}
            onToggle={chooseLine}
            error={problemText(errors.lineIds?.message)}
          />
          <TextField
            label={t('refunds.form.amount')}
            inputMode="decimal"
            hint={t('refunds.form.amountHint', { max: formatRupees(max) })}
            error={problemText(errors.amount?.message)}
            data-testid="refund-amount"
            {...form.register('amount')}
          />
          <TextAreaField
            label={t('refunds.form.reason')}
            error={problemText(errors.reason?.message)}
            rows={2}
            maxLength={500}
            required
            {...form.register('reason')}
          />
          <div className="flex justify-end">
            <Button type="submit" isBusy={request.isPending}>
              {t('refunds.form.submit')}
            </Button>
          </div>
        </>
      )}
    </SchemaForm>
  );
}
