import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card } from '../../../../ui/page.tsx';
import { type OrderKey, useRefundableOrder } from '../api/get-refundable-order.ts';
import { NewRefundForm } from './new-refund-form.tsx';

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
  const [key, setKey] = useState<OrderKey | null>(orderId !== null ? { orderId } : null);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const order = useRefundableOrder(templeId, key);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const orderNumber = number.trim();
    if (!orderNumber) {
      setNumberError(t('refunds.find.enterNumber'));
      return;
    }
    setNumberError(undefined);
    setKey({ orderNumber });
  };

  return (
    <Card className="mb-4 flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('refunds.find.title')}</h2>
        <Button variant="ghost" onClick={onClose}>
          {t('refunds.find.cancel')}
        </Button>
      </div>
      <form noValidate onSubmit={find} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t('refunds.find.bookingNumber')}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            hint={t('refunds.find.bookingHint')}
            error={numberError}
            autoCapitalize="characters"
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="secondary" className="sm:mt-7" isBusy={order.isFetching}>
          {t('refunds.find.findButton')}
        </Button>
      </form>
      {key !== null && order.isPending ? <Loading /> : null}
      {order.isError ? <ErrorMessage error={order.error} /> : null}
      {order.data ? <NewRefundForm key={order.data.orderId} templeId={templeId} order={order.data} /> : null}
    </Card>
  );
}
