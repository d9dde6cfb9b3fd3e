import { useTranslation } from 'react-i18next';
import { OutType, type OutTypeValue } from '../out-type.ts';

/** spec §2 virtual booking visit out popover: title Out Type; Mobile (1) or Qr Code (2). */
export function OutTypeChoice({ value, onChoose }: { value: OutTypeValue; onChoose: (value: OutTypeValue) => void }) {
  const { t } = useTranslation();
  const choices = [
    { value: OutType.Mobile, label: t('vqGate.outType.mobile') },
    { value: OutType.QrCode, label: t('vqGate.outType.qrCode') },
  ];
  return (
    <div role="radiogroup" aria-label={t('vqGate.outType.title')} className="flex flex-col gap-1">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={value === choice.value}
          onClick={() => onChoose(choice.value)}
          className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-left font-medium text-stone-900 hover:bg-orange-50 aria-checked:bg-orange-100 aria-checked:text-orange-950"
        >
          <span
            aria-hidden="true"
            className={`size-4 rounded-full border-2 ${value === choice.value ? 'border-orange-800 bg-orange-800' : 'border-stone-400'}`}
          />
          {choice.label}
        </button>
      ))}
    </div>
  );
}
