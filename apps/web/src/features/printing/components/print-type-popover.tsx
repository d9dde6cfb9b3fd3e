import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PrintTypeValue, writePrintType } from '../print-type.ts';
import { PrintTypeChoice } from './print-type-choice.tsx';

/** The print settings popover (spec §2): the three print types; choosing one stores it and closes. */
export function PrintTypePopover({
  value,
  onChange,
}: {
  value: PrintTypeValue;
  onChange: (value: PrintTypeValue) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const typeName = t(`printing.type.${value}`);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <AriaButton
        aria-label={t('printing.button.changeType', { type: typeName })}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-orange-900 underline decoration-orange-300 underline-offset-4 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        {typeName}
      </AriaButton>
      <Popover
        placement="bottom start"
        className="w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        <Dialog className="outline-none">
          <Heading slot="title" className="px-3 py-2 font-semibold text-orange-950">
            {t('printing.settings.title')}
          </Heading>
          <PrintTypeChoice
            value={value}
            hasHints={false}
            onChoose={(next) => {
              writePrintType(next);
              onChange(next);
              setIsOpen(false);
            }}
          />
          <Link
            to="/print-settings"
            className="mt-1 flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-orange-900 underline underline-offset-4 hover:bg-orange-50"
          >
            {t('printing.button.moreSettings')}
          </Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
