import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * Labelled inputs for react-hook-form: `{...register('name')}` spreads onto them. The error is tied
 * to the input with aria-describedby and announced; plain elements keep the first bundle light.
 */
/** Marks a control that cannot carry aria-invalid (a button that opens a picker) as invalid. */
export const INVALID_CONTROL_MARK = 'data-invalid-control';

interface FieldChrome {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

const CONTROL =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 ' +
  'focus:border-orange-700 focus:outline-2 focus:outline-orange-700/30 disabled:bg-stone-100 ' +
  'aria-invalid:border-red-600';

function Chrome({ id, label, error, hint, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
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

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ...props
}: FieldChrome & ComponentProps<'input'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Chrome id={fieldId} label={label} error={error} hint={hint}>
      <input
        id={fieldId}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-stone-300'} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      />
    </Chrome>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  ...props
}: FieldChrome & ComponentProps<'textarea'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Chrome id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        id={fieldId}
        className={`${CONTROL} min-h-32 ${error ? 'border-red-600' : 'border-stone-300'} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      />
    </Chrome>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className = '',
  children,
  ...props
}: FieldChrome & ComponentProps<'select'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Chrome id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-stone-300'} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      >
        {children}
      </select>
    </Chrome>
  );
}
