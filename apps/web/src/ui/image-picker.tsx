import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { FallbackImage } from './fallback-image.tsx';
import type { CroppedImage } from './image-cropper-modal.tsx';
import type { ImageTarget } from './image-rules.ts';

// The cropper (and its library) loads only when someone opens it.
const ImageCropperModal = lazy(() => import('./image-cropper-modal.tsx'));

/**
 * A form's image: the stored one (or the kind's default), the picked one once cropped, and the
 * button that opens the cropper. The form uploads the picked image when it saves. An optional image
 * (no fallback) shows an empty frame until one is picked, and can be taken out again.
 */
export function ImagePicker({
  label,
  currentUrl,
  fallback,
  target,
  picked,
  onPicked,
  pickedHint,
}: {
  label: string;
  currentUrl: string | null;
  /** The kind's default image; without one the image is optional and the frame stays empty. */
  fallback?: string;
  target?: ImageTarget;
  picked: CroppedImage | null;
  onPicked: (image: CroppedImage | null) => void;
  /** What happens to the picked image, when not "saved with the form". */
  pickedHint?: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picked) {
      setPickedUrl(null);
      return;
    }
    const url = URL.createObjectURL(picked.blob);
    setPickedUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-stone-800">{label}</span>
      <div className="flex items-center gap-4">
        {fallback !== undefined || pickedUrl || currentUrl ? (
          <FallbackImage
            src={pickedUrl ?? currentUrl}
            fallback={fallback ?? ''}
            alt={label}
            data-testid="image-picker-image"
            className="size-24 shrink-0 rounded-xl border border-stone-200 bg-stone-50 object-cover"
          />
        ) : (
          <span
            className="flex size-24 shrink-0 items-center justify-center rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 px-2 text-center text-xs text-stone-500"
            data-testid="image-picker-empty"
          >
            {t('cropper.none')}
          </span>
        )}
        <div className="flex min-w-0 flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setIsOpen(true)}>
              {picked && fallback === undefined ? t('cropper.change') : t('cropper.open')}
            </Button>
            {picked && fallback === undefined ? (
              <Button variant="ghost" onClick={() => onPicked(null)}>
                {t('cropper.remove')}
              </Button>
            ) : null}
          </div>
          {picked ? (
            <span className="text-sm text-stone-600">{pickedHint ?? t('cropper.willUpload')}</span>
          ) : null}
        </div>
      </div>
      {isOpen ? (
        <Suspense fallback={null}>
          <ImageCropperModal
            title={t('cropper.title')}
            {...(target ? { target } : {})}
            onCancel={() => setIsOpen(false)}
            onSelect={(image) => {
              onPicked(image);
              setIsOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
