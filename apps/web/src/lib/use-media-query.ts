import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: from here a list is a table, below it cards. */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Whether the media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
