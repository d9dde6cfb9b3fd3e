import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The larger view (and the dialog shell) loads only when the photo is opened.
const PerformancePhotoViewer = lazy(() => import('./performance-photo-viewer.tsx'));

/**
 * The photo the temple attached when it marked the seva performed (issue #17 §4): a thumbnail that
 * opens the photo larger, on the booking details and on the receipt.
 */
export function PerformancePhoto({ url }: { url: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block size-20 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 sm:size-24"
      >
        <img
          src={url}
          alt={t('orders.performedPhoto')}
          loading="lazy"
          className="size-full object-cover"
          data-testid="performed-photo"
        />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PerformancePhotoViewer url={url} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
