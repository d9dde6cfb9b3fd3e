import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with a show / hide toggle (people on phones mistype passwords they cannot see). */
export function PasswordField({
  label,
  error,
  hint,
  id,
  ...props
}: { label: string; error?: string | undefined; hint?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? generated;
  const [isVisible, setIsVisible] = useState(false);
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={fieldId}
          type={isVisible ? 'text' : 'password'}
          className={`block w-full rounded-lg border bg-white py-2.5 pr-20 pl-3 text-base text-stone-900 focus:border-orange-700 focus:outline-2 focus:outline-orange-700/30 ${
            error ? 'border-red-600' : 'border-stone-300'
          }`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((value) => !value)}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-orange-900 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
          aria-pressed={isVisible}
          aria-controls={fieldId}
        >
          {isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
      {hint && !error ? (
        <p id={`${fieldId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
