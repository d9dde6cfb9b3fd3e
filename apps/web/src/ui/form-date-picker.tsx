import type { ComponentProps } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { DatePickerField } from './date-picker-field.tsx';

/**
 * A DatePickerField bound to a react-hook-form field holding yyyy-MM-dd ('' or null for none): the
 * one way a form asks for a date. The field's ref is the calendar button, so a field error the
 * server sends back focuses it as a refused submit does. `error` is the text to show, worded by the
 * screen as it words its other fields. The plain DatePickerField stays for dates outside a form (filters).
 */
export function FormDatePicker<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string | null | undefined>,
  Transformed = Values,
>({
  control,
  name,
  isClearable = false,
  ...picker
}: Omit<ComponentProps<typeof DatePickerField>, 'value' | 'onChange' | 'onClear' | 'ref'> & {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  /** For a date that may be left empty: a button that empties the field (''). */
  isClearable?: boolean;
}) {
  const { field } = useController({ control, name });
  const value: string | null | undefined = field.value;
  return (
    <DatePickerField
      {...picker}
      value={value || null}
      ref={field.ref}
      onChange={field.onChange}
      onClear={isClearable ? () => field.onChange('') : undefined}
    />
  );
}
