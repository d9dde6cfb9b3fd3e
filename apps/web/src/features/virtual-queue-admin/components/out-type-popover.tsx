import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button.tsx';
import { type OutTypeValue, writeOutType } from '../out-type.ts';
import { OutTypeChoice } from './out-type-choice.tsx';

/** The popover form of the out type choice: stores the choice and closes (spec §2). */
export function OutTypePopover({
  value,
  onChange,
}: {
  value: OutTypeValue;
  onChange: (value: OutTypeValue) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <AriaButton className={buttonClass('secondary')}>
        {t('vqGate.outType.button', {
          type: value === 1 ? t('vqGate.outType.mobile') : t('vqGate.outType.qrCode'),
        })}
      </AriaButton>
      <Popover
        placement="bottom end"
        className="w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        <Dialog className="outline-none">
          <Heading slot="title" className="px-3 py-2 font-semibold text-orange-950">
            {t('vqGate.outType.title')}
          </Heading>
          <OutTypeChoice
            value={value}
            onChoose={(next) => {
              writeOutType(next);
              onChange(next);
              setIsOpen(false);
            }}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
