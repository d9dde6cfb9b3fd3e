import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-orange-800 text-white hover:bg-orange-900 active:bg-orange-950 disabled:bg-orange-800/50',
  secondary:
    'border border-orange-800/30 bg-white text-orange-900 hover:bg-orange-50 active:bg-orange-100 disabled:opacity-50',
  ghost: 'text-orange-900 hover:bg-orange-100 active:bg-orange-200 disabled:opacity-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 disabled:bg-red-700/50',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return [
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold',
    'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    extra,
  ].join(' ');
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  isBusy = false,
  children,
  ...props
}: ComponentProps<'button'> & { variant?: Variant; isBusy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={props.disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
