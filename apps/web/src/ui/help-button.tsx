import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from './icons.tsx';

const HelpModal = lazy(() => import('./help-modal.tsx'));

/** The help button of a screen; the modal and its dependencies load on the first tap. */
export function HelpButton({ pageName, className = '' }: { pageName: string; className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void import('./help-modal.tsx')}
        className={`inline-flex size-11 items-center justify-center rounded-full text-orange-900 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700 ${className}`}
        aria-label={t('help.open')}
        title={t('help.title')}
      >
        <HelpIcon />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <HelpModal pageName={pageName} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
