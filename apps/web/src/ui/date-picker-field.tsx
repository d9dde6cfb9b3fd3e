import { type CalendarDate, parseDate } from '@internationalized/date';
import { localeOf } from '@nivedya/domain';
import { type Ref, useId, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../lib/display-dates.ts';
import { CalendarIcon } from './feature-icons.tsx';
import { INVALID_CONTROL_MARK } from './form-field.tsx';
import { BackIcon } from './icons.tsx';

/**
 * A date chosen from a calendar only (spec §5: "typing into the date is blocked"): the field is a
 * button that opens a month calendar; days before `min`, after `max` or unavailable cannot be chosen.
 * Values are yyyy-MM-dd. Only lazily loaded screens import it (React Aria stays off the first page).
 */
export function DatePickerField({
  label,
  value,
  onChange,
  min,
  max,
  isDateUnavailable,
  unavailableReason,
  isDisabled = false,
  error,
  hint,
  placeholder,
  onClear,
  ref,
}: {
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  min?: string | null | undefined;
  max?: string | null | undefined;
  /** yyyy-MM-dd → whether that day cannot be chosen (full, blocked, not a seva day). */
  isDateUnavailable?: ((date: string) => boolean) | undefined;
  /** yyyy-MM-dd → why that day cannot be chosen (a blocked day's reason), shown when it is tapped. */
  unavailableReason?: ((date: string) => string | null) | undefined;
  isDisabled?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string | undefined;
  /** For a date that may be left empty (a filter, an optional end): a button that empties it. */
  onClear?: (() => void) | undefined;
  /** The calendar button, for a form to focus (react-hook-form's field ref). */
  ref?: Ref<HTMLButtonElement> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const toDate = (text: string | null | undefined): CalendarDate | undefined =>
    text ? parseDate(text) : undefined;
  const minValue = toDate(min);
  const current = toDate(value);
  // The day last tapped or moved to: a blocked one says why (issue #18: a strike-through alone did not).
  const [focused, setFocused] = useState<string | null>(null);
  const reason = focused && isDateUnavailable?.(focused) ? (unavailableReason?.(focused) ?? null) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <I18nProvider locale={localeOf(i18n.language)}>
        <DialogTrigger>
          <Button
            ref={ref}
            isDisabled={isDisabled}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={describedBy}
            // A button cannot carry aria-invalid; SchemaForm finds it by this mark.
            {...{ [INVALID_CONTROL_MARK]: error ? true : undefined }}
            className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border bg-white px-3 py-2.5 text-left text-base text-stone-900 outline-none focus-visible:border-orange-700 focus-visible:outline-2 focus-visible:outline-orange-700/30 disabled:bg-stone-100 disabled:text-stone-500 ${
              // Focused by a refused submit (not the keyboard), it still shows where focus is.
              error ? 'border-red-600 focus:outline-2 focus:outline-red-600/40' : 'border-stone-300'
            }`}
          >
            <span id={`${id}-value`} className={value ? '' : 'text-stone-500'}>
              {value ? formatDisplayDate(value) : (placeholder ?? t('datePicker.choose'))}
            </span>
            <CalendarIcon className="size-5 shrink-0 text-orange-800" />
          </Button>
          <Popover
            placement="bottom start"
            className="z-50 rounded-2xl border border-stone-200 bg-white p-3 shadow-xl"
          >
            <Dialog aria-label={label} className="outline-none">
              {({ close }) => (
                <Calendar
                  aria-label={label}
                  value={current ?? null}
                  minValue={minValue}
                  maxValue={toDate(max)}
                  defaultFocusedValue={current ?? minValue}
                  isDateUnavailable={
                    isDateUnavailable ? (date) => isDateUnavailable(date.toString()) : undefined
                  }
                  onChange={(date) => {
                    onChange(date.toString());
                    close();
                  }}
                  onFocusChange={(date) => setFocused(date.toString())}
                  className="w-[min(19rem,calc(100vw-3rem))]"
                >
                  <header className="mb-2 flex items-center justify-between gap-2">
                    <Button
                      slot="previous"
                      // React Aria has no words of its own in the Indian languages.
                      aria-label={t('datePicker.previousMonth')}
                      className="inline-flex size-10 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 disabled:opacity-30"
                    >
                      <BackIcon />
                    </Button>
                    <Heading className="font-semibold text-stone-900" />
                    <Button
                      slot="next"
                      aria-label={t('datePicker.nextMonth')}
                      className="inline-flex size-10 rotate-180 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 disabled:opacity-30"
                    >
                      <BackIcon />
                    </Button>
                  </header>
                  <CalendarGrid className="w-full border-collapse text-center text-sm">
                    {(date) => (
                      <CalendarCell
                        date={date}
                        className="mx-auto flex size-10 cursor-pointer items-center justify-center rounded-full text-stone-900 outline-none hover:bg-orange-100 focus-visible:ring-2 focus-visible:ring-orange-700 data-disabled:cursor-default data-disabled:text-stone-300 data-outside-month:invisible data-selected:bg-orange-800 data-selected:font-bold data-selected:text-white data-unavailable:cursor-default data-unavailable:text-stone-300 data-unavailable:line-through"
                      />
                    )}
                  </CalendarGrid>
                  {reason && focused ? (
                    <p
                      className="mt-2 max-w-[min(19rem,calc(100vw-3rem))] rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
                      role="status"
                      data-testid="unavailable-reason"
                    >
                      {t('datePicker.unavailableBecause', { date: formatDisplayDate(focused), reason })}
                    </p>
                  ) : null}
                </Calendar>
              )}
            </Dialog>
          </Popover>
        </DialogTrigger>
      </I18nProvider>
      {onClear && value && !isDisabled ? (
        <button
          type="button"
          id={`${id}-clear`}
          aria-labelledby={`${id}-clear ${id}-label`}
          onClick={onClear}
          className="min-h-10 self-start rounded-lg px-2 text-sm font-medium text-orange-900 underline underline-offset-2 outline-none hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
        >
          {t('datePicker.clear')}
        </button>
      ) : null}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
