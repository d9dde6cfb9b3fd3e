import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from '@nivedya/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Cash, card or UPI: three large radio buttons, arrow keys move between them. */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: CounterPaymentMethod;
  onChange: (method: CounterPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('counter.payment.title')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {COUNTER_PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 px-2 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-amber-500 ${
              value === method
                ? 'border-orange-800 bg-orange-800 text-white'
                : 'border-stone-300 bg-white text-stone-900 hover:border-orange-700'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="sr-only"
            />
            {t(`counter.payment.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
