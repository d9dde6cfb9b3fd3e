import type { ComponentProps, ReactNode } from 'react';

/** A labelled checkbox sized for a finger. */
export function CheckField({ label, ...props }: { label: ReactNode } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base text-stone-900">
      <input type="checkbox" className="size-5 accent-orange-800" {...props} />
      {label}
    </label>
  );
}
