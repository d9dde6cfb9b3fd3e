import { RefundableOrderQuerySchema } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { type OrderKey, useRefundableOrder } from '../api/get-refundable-order.ts';
import { NewRefundForm } from './new-refund-form.tsx';

/** The booking number as the server looks it up (trimmed, 1 to 40 characters). */
const ORDER_NUMBER_MAX = 40;
const FindOrderSchema = z.object({
  orderNumber: RefundableOrderQuerySchema.shape.orderNumber.unwrap(),
});

/** "New refund": find the order by its booking number (or come with ?orderId=), then the form. */
export function NewRefundPanel({
  templeId,
  orderId,
  onClose,
}: {
  templeId: number;
  orderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The booking looked up: the one the address names, then each one found by its number.
  const [key, setKey] = useState<OrderKey | null>(orderId !== null ? { orderId } : null);
  const form = useSchemaForm(FindOrderSchema, { orderNumber: '' });
  const order = useRefundableOrder(templeId, key);

  return (
    <Card className="mb-4 flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('refunds.find.title')}</h2>
        <Button variant="ghost" onClick={onClose}>
          {t('refunds.find.cancel')}
        </Button>
      </div>
      <SchemaForm
        form={form}
        onSubmit={({ orderNumber }) => setKey({ orderNumber })}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <TextField
            label={t('refunds.find.bookingNumber')}
            hint={t('refunds.find.bookingHint')}
            error={form.formState.errors.orderNumber ? t('refunds.find.enterNumber') : undefined}
            maxLength={ORDER_NUMBER_MAX}
            autoCapitalize="characters"
            autoComplete="off"
            {...form.register('orderNumber')}
          />
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-7" isBusy={order.isFetching}>
          {t('refunds.find.findButton')}
        </Button>
      </SchemaForm>
      {key !== null && order.isPending ? <Loading /> : null}
      {order.isError ? <ErrorMessage error={order.error} /> : null}
      {order.data ? <NewRefundForm key={order.data.orderId} templeId={templeId} order={order.data} /> : null}
    </Card>
  );
}
