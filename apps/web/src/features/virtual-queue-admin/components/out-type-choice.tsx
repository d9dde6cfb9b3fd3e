import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OutType, type OutTypeValue } from '../out-type.ts';

/** spec §2 virtual booking visit out popover: title Out Type; Mobile (1) or Qr Code (2). */
export function OutTypeChoice({
  value,
  onChoose,
}: {
  value: OutTypeValue;
  onChoose: (value: OutTypeValue) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const choices = [
    { value: OutType.Mobile, label: t('vqGate.outType.mobile') },
    { value: OutType.QrCode, label: t('vqGate.outType.qrCode') },
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{t('vqGate.outType.title')}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 font-medium text-stone-900 hover:bg-orange-50 has-checked:bg-orange-100 has-checked:text-orange-950"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChoose(choice.value)}
            // A tap on the current choice still closes the popover (spec: choosing closes it).
            onClick={() => value === choice.value && onChoose(choice.value)}
            className="size-4 accent-orange-800"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
