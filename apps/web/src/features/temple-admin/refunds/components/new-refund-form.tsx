import {
  formatDisplayDate,
  formatRupees,
  MessageType,
  type RefundableOrder,
  refundableAmountOf,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Notice } from '../../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { serverFieldErrors } from '../../shared/schema-errors.ts';
import { useRequestRefund } from '../api/request-refund.ts';
import {
  initialRefundForm,
  type RefundFormErrors,
  shownAmount,
  toggleLine,
  toRefundRequest,
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
  const request = useRequestRefund(templeId);
  const [values, setValues] = useState(() => initialRefundForm(order));
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const max = refundableAmountOf(order, values.lineIds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toRefundRequest(order, values);
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.problems).map(([field, problem]) => [
            field,
            t(`refunds.form.${problem}`, { max: formatRupees(max) }),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('refunds.form.confirm', { amount: formatRupees(result.amount), orderNumber: order.orderNumber }),
      { submitText: t('refunds.form.submit') },
    );
    if (!isSure) return;
    request.mutate(result.input, {
      onSuccess: (refund) => {
        alert.show(MessageType.Success, t('refunds.form.requested'));
        void navigate(`/refund-details?id=${refund.id}`);
      },
      onError: (failure) => {
        setErrors(serverFieldErrors(failure) as RefundFormErrors);
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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
            chosen={values.lineIds}
            onToggle={(lineId) => {
              setValues((current) => toggleLine(current, lineId));
              setErrors((current) => ({ ...current, lineIds: undefined, amount: undefined }));
            }}
            error={errors.lineIds}
          />
          <TextField
            label={t('refunds.form.amount')}
            inputMode="decimal"
            value={shownAmount(order, values)}
            onChange={(event) => {
              setValues((current) => ({ ...current, amount: event.target.value }));
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            hint={t('refunds.form.amountHint', { max: formatRupees(max) })}
            error={errors.amount}
            data-testid="refund-amount"
          />
          <TextAreaField
            label={t('refunds.form.reason')}
            value={values.reason}
            onChange={(event) => {
              setValues((current) => ({ ...current, reason: event.target.value }));
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            error={errors.reason}
            rows={2}
            maxLength={500}
            required
          />
          <div className="flex justify-end">
            <Button type="submit" isBusy={request.isPending}>
              {t('refunds.form.submit')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
