import { useTranslation } from 'react-i18next';
import { ChoiceList } from '../../../ui/choice-popover.tsx';
import { OutType, type OutTypeValue } from '../out-type.ts';

export function useOutTypeChoices() {
  const { t } = useTranslation();
  return [
    { value: OutType.Mobile, label: t('vqGate.outType.mobile') },
    { value: OutType.QrCode, label: t('vqGate.outType.qrCode') },
  ];
}

/** spec §2 virtual booking visit out popover: title Out Type; Mobile (1) or Qr Code (2). */
export function OutTypeChoice({
  value,
  onChoose,
}: {
  value: OutTypeValue;
  onChoose: (value: OutTypeValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceList
      legend={t('vqGate.outType.title')}
      choices={useOutTypeChoices()}
      value={value}
      onChoose={onChoose}
    />
  );
}
