import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/**
 * The one dialog shell (React Aria: focus trap, Escape, scroll lock, screen reader semantics). It is
 * only ever imported from lazily loaded modules, so the first page does not pay for it.
 */
export function ModalShell({
  isOpen = true,
  onDismiss,
  isDismissable = true,
  title,
  role = 'dialog',
  placement = 'center',
  children,
  className = '',
}: {
  isOpen?: boolean;
  onDismiss: () => void;
  isDismissable?: boolean;
  title: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** 'full' covers the whole screen: a QR shown at a gate, as big as the phone allows. */
  placement?: 'center' | 'left' | 'full';
  children: ReactNode;
  className?: string;
}) {
  const position = {
    left: 'fixed inset-y-0 left-0 w-[min(20rem,85vw)] animate-slide-in motion-reduce:animate-none rounded-r-2xl',
    center:
      'w-[min(32rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] animate-pop-in motion-reduce:animate-none rounded-2xl',
    full: 'fixed inset-0 animate-fade-in motion-reduce:animate-none',
  }[placement];
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`fixed inset-0 z-50 flex bg-stone-950/50 animate-fade-in motion-reduce:animate-none ${
        placement === 'center' ? 'items-center justify-center p-4' : ''
      }`}
    >
      <Modal
        className={`flex flex-col overflow-hidden bg-white shadow-2xl outline-none ${position} ${className}`}
      >
        <Dialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          <Heading slot="title" className="sr-only">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A dialog's visible title bar with its Close button; the title is read out by ModalShell's heading, so
 * here it is only drawn.
 */
export function ModalTitleBar({ title, onClose }: { title: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center justify-between gap-2 bg-orange-900 py-1 pr-1 pl-4 text-white">
      <p className="truncate text-lg font-semibold" aria-hidden="true">
        {title}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-amber-300"
        aria-label={t('common.close')}
      >
        <CloseIcon />
      </button>
    </header>
  );
}
