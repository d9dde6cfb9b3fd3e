import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../../../lib/back-button.ts';
import { ModalShell, ModalTitleBar } from '../../../ui/modal.tsx';

/** The performance photo at the size of the screen; Close, Escape or the back button put it away. */
export default function PerformancePhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const release = useCloseOnBack(true, onClose);
  const close = () => void release().then(onClose);
  const title = t('orders.performedPhoto');
  return (
    <ModalShell title={title} onDismiss={close} className="sm:w-[min(56rem,calc(100vw-2rem))]">
      <ModalTitleBar title={title} onClose={close} />
      <div className="flex min-h-0 flex-1 items-center justify-center bg-stone-950">
        <img
          src={url}
          alt={title}
          className="max-h-[calc(100dvh-6rem)] w-auto max-w-full object-contain"
          data-testid="performed-photo-large"
        />
      </div>
    </ModalShell>
  );
}
