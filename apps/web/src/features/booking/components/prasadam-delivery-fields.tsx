import { formatRupees, PrasadamDelivery, type SevaDetail } from '@nivedya/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { type BookingFormApi, POST_DELIVERY } from './booking-form-schema.ts';

const DELIVERY_OPTIONS = [String(PrasadamDelivery.CollectAtTemple), POST_DELIVERY] as const;

/**
 * How the prasadam comes, where the seva posts it: collected at the temple, or by post (with the
 * delivery charge) to an address, which starts as the devotee's own.
 */
export function PrasadamDeliveryFields({ seva, form }: { seva: SevaDetail; form: BookingFormApi }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { user } = useUser();
  const prasadamDelivery = useWatch({ control: form.control, name: 'prasadamDelivery' });
  const { errors } = form.formState;

  useEffect(() => {
    if (user?.address && !form.getValues('deliveryAddress')) form.setValue('deliveryAddress', user.address);
  }, [form, user?.address]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.prasadam')}</legend>
      {DELIVERY_OPTIONS.map((option) => (
        <label
          key={option}
          className="flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 has-checked:border-orange-700 has-checked:bg-orange-50"
        >
          <input
            type="radio"
            value={option}
            className="size-5 accent-orange-800"
            {...form.register('prasadamDelivery')}
          />
          <span>
            {option === POST_DELIVERY
              ? `${seva.delivery.heading ?? t('seva.byPost')}${
                  seva.delivery.charge > 0
                    ? ` (+${t('seva.perUnitAmount', { amount: formatRupees(seva.delivery.charge) })})`
                    : ''
                }`
              : t('booking.collect')}
          </span>
        </label>
      ))}
      {prasadamDelivery === POST_DELIVERY ? (
        <TextAreaField
          label={t('booking.deliveryAddress')}
          autoComplete="street-address"
          maxLength={500}
          className="min-h-24"
          hint={seva.delivery.remarks ?? undefined}
          error={fieldMessage(errors.deliveryAddress?.message)}
          {...form.register('deliveryAddress')}
        />
      ) : null}
    </fieldset>
  );
}
