import { MAX_QUANTITY } from '@nivedya/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../ui/feature-icons.tsx';

/** How many of the seva: − and + around the number (1 to `max`); an error replaces the hint. */
export function QuantityField({
  value,
  onChange,
  max = MAX_QUANTITY,
  hint,
  error,
}: {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity) || 1), Math.max(1, max));
  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-lg border border-orange-800/30 bg-white text-orange-900 hover:bg-orange-50 disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('booking.quantity')}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
          aria-label={t('booking.fewer')}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={`h-12 w-20 rounded-lg border ${error ? 'border-red-600' : 'border-stone-300'} bg-white text-center text-lg font-semibold tabular-nums focus:border-orange-700 focus:outline-2 focus:outline-orange-700/30`}
        />
        <button
          type="button"
          className={buttonClass}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
          aria-label={t('booking.more')}
        >
          <PlusIcon />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
