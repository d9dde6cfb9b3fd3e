import { useId, useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { buttonClass } from './button.tsx';

export interface Choice<T extends number | string> {
  value: T;
  label: string;
}

/** One of a few choices as radio rows; choosing the current one again still reports it (closes a popover). */
export function ChoiceList<T extends number | string>({
  legend,
  choices,
  value,
  onChoose,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChoose: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{legend}</legend>
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
            onClick={() => value === choice.value && onChoose(choice.value)}
            className="size-4 accent-orange-800"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A button naming the current choice that opens the choices in a popover titled `title`; choosing
 * closes it (spec §2 out type and visit in/out type popovers).
 */
export function ChoicePopover<T extends number | string>({
  title,
  buttonText,
  choices,
  value,
  onChoose,
}: {
  title: string;
  buttonText: string;
  choices: readonly Choice<T>[];
  value: T;
  onChoose: (value: T) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <AriaButton className={buttonClass('secondary')}>{buttonText}</AriaButton>
      <Popover
        placement="bottom end"
        className="w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        <Dialog className="outline-none">
          <Heading slot="title" className="px-3 py-2 font-semibold text-orange-950">
            {title}
          </Heading>
          <ChoiceList
            legend={title}
            choices={choices}
            value={value}
            onChoose={(next) => {
              onChoose(next);
              setIsOpen(false);
            }}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
