import { useTranslation } from 'react-i18next';
import { ChoicePopover } from '../../../ui/choice-popover.tsx';
import { OutType, type OutTypeValue, writeOutType } from '../out-type.ts';
import { useOutTypeChoices } from './out-type-choice.tsx';

/** The popover form of the out type choice: stores the choice and closes (spec §2). */
export function OutTypePopover({
  value,
  onChange,
}: {
  value: OutTypeValue;
  onChange: (value: OutTypeValue) => void;
}) {
  const { t } = useTranslation();
  const choices = useOutTypeChoices();
  return (
    <ChoicePopover
      title={t('vqGate.outType.title')}
      buttonText={t(value === OutType.Mobile ? 'vqGate.outType.byMobile' : 'vqGate.outType.byQrCode')}
      choices={choices}
      value={value}
      onChoose={(next) => {
        writeOutType(next);
        onChange(next);
      }}
    />
  );
}
