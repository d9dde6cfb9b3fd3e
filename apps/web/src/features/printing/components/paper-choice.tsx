import { useId } from 'react';

/** A paper size as radio buttons; choosing one keeps it and leaves the screen open. */
export function PaperChoice<Value extends string>({
  legend,
  legendClassName = 'mb-1 font-semibold text-stone-900',
  value,
  choices,
  onChoose,
}: {
  legend: string;
  legendClassName?: string;
  value: Value;
  choices: readonly { value: Value; label: string; hint?: string }[];
  onChoose: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={legendClassName}>{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-200 px-3 py-2.5 hover:bg-orange-50 has-checked:border-orange-700 has-checked:bg-orange-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
              className="mt-1 size-4 shrink-0 accent-orange-800"
            />
            <span className="flex flex-col">
              <span className="font-medium text-stone-900">{choice.label}</span>
              {choice.hint ? <span className="text-sm text-stone-600">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
