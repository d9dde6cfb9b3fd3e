import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { PRINT_TYPES, PrintType, type PrintTypeValue } from '../print-type.ts';
import { useSunmiPrinter } from '../use-sunmi-printer.ts';

/**
 * spec §2 print settings: Html Print (1), Thermal Print (2), Sunmi Print (3). Sunmi Print is offered
 * only where a Sunmi printer answers; elsewhere it shows why not.
 */
export function PrintTypeChoice({
  value,
  onChoose,
  hasHints = true,
}: {
  value: PrintTypeValue;
  onChoose: (value: PrintTypeValue) => void;
  hasHints?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const sunmi = useSunmiPrinter();
  const sunmiReason = (): string | null => {
    if (sunmi.isPending) return t('printing.settings.sunmiChecking');
    const state = sunmi.data;
    if (!state || state.isAvailable) return null;
    if (state.reason === 'not-native')
      return t('printing.settings.sunmiNotNative', { product: PRODUCT_NAME });
    if (state.reason === 'no-bridge') return t('printing.settings.sunmiNoBridge');
    return t('printing.settings.sunmiNoPrinter');
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{t('printing.settings.chooseType')}</legend>
      {PRINT_TYPES.map((type) => {
        const reason = type === PrintType.Sunmi ? sunmiReason() : null;
        const isDisabled = reason !== null;
        const hintId = `${name}-${type}-hint`;
        return (
          <label
            key={type}
            className={`flex min-h-11 items-start gap-3 rounded-lg px-3 py-2.5 ${
              isDisabled
                ? 'cursor-not-allowed text-stone-500'
                : 'cursor-pointer text-stone-900 hover:bg-orange-50 has-checked:bg-orange-100 has-checked:text-orange-950'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              disabled={isDisabled}
              aria-describedby={hasHints || reason ? hintId : undefined}
              onChange={() => onChoose(type)}
              // A tap on the current choice still closes (spec: choosing stores it, then closes).
              onClick={() => value === type && onChoose(type)}
              className="mt-1 size-4 shrink-0 accent-orange-800"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{t(`printing.type.${type}`)}</span>
              {hasHints || reason ? (
                <span id={hintId} className="text-sm text-stone-600">
                  {reason ?? t(`printing.typeHint.${type}`)}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
