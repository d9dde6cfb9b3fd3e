import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../lib/config.ts';
import { HelpButton } from './help-button.tsx';
import { BackIcon } from './icons.tsx';

/**
 * A screen's frame: its title (also the document title), an optional back button, and the help
 * button for its page name (spec: most screens open help for their own route name).
 */
export function Page({
  title,
  helpPage,
  showBack = false,
  width = 'narrow',
  actions,
  children,
}: {
  title: string;
  helpPage?: string;
  showBack?: boolean;
  width?: 'narrow' | 'wide';
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <main
      id="main"
      className={`mx-auto w-full px-4 pt-4 pb-12 sm:px-6 sm:pt-6 ${width === 'wide' ? 'max-w-6xl' : 'max-w-2xl'}`}
    >
      <div className="mb-5 flex flex-wrap items-center gap-2">
        {showBack ? (
          <button
            type="button"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
            className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700"
            aria-label={t('common.back')}
          >
            <BackIcon />
          </button>
        ) : null}
        <h1 className="min-w-0 flex-1 font-serif text-2xl font-bold text-orange-950 sm:text-3xl">{title}</h1>
        {/* On a phone the actions take a row of their own, so a long title (Malayalam) is never covered. */}
        {actions ? (
          <div className="order-last flex w-full flex-wrap gap-2 sm:order-none sm:w-auto">{actions}</div>
        ) : null}
        {helpPage ? <HelpButton pageName={helpPage} /> : null}
      </div>
      {children}
    </main>
  );
}

export function Card({
  children,
  className = '',
  isPadded = true,
}: {
  children: ReactNode;
  className?: string;
  /** false for lists and tables that run edge to edge. */
  isPadded?: boolean;
}) {
  return (
    <section
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${isPadded ? 'p-5 sm:p-6' : 'overflow-hidden'} ${className}`}
    >
      {children}
    </section>
  );
}
