import type { ReactNode } from 'react';

/**
 * Content wider (or taller) than the screen that scrolls inside the page, such as a table on a
 * phone: a named region the keyboard can focus and scroll with the arrow keys.
 */
export function ScrollRegion({
  label,
  className = 'overflow-x-auto',
  children,
  ...rest
}: {
  label: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard
      tabIndex={0}
      className={`${className} outline-none focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-inset`}
      {...rest}
    >
      {children}
    </section>
  );
}
