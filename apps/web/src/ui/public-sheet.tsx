import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../lib/config.ts';

/**
 * A page opened from a link or a QR without the app's header and menu (a receipt, a walk-in pass):
 * the product's name back to home and the page's actions above it, neither of them printed.
 */
export function PublicSheet({
  width,
  actions,
  children,
}: {
  /** The width of the sheet: a receipt's A4 page or a pass's slip. */
  width: 'max-w-3xl' | 'max-w-md';
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="min-h-dvh bg-stone-100 px-3 py-4 print:bg-white print:p-0">
      <div className={`mx-auto mb-3 flex ${width} flex-wrap items-center justify-between gap-2 print:hidden`}>
        <Link
          to="/devotee-home-page"
          className="flex items-center gap-2 font-serif text-lg font-bold text-orange-900"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {PRODUCT_NAME}
        </Link>
        {actions}
      </div>
      {children}
    </main>
  );
}
