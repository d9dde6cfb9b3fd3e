import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import type { CroppedImage } from './image-cropper-modal.tsx';
import type { ImageTarget } from './image-rules.ts';

// The cropper (and its library) loads only when someone opens it.
const ImageCropperModal = lazy(() => import('./image-cropper-modal.tsx'));

/**
 * A form's image: the stored one (or the kind's default), the picked one once cropped, and the
 * button that opens the cropper. The form uploads the picked image when it saves.
 */
export function ImagePicker({
  label,
  currentUrl,
  fallback,
  target,
  picked,
  onPicked,
}: {
  label: string;
  currentUrl: string | null;
  fallback: string;
  target?: ImageTarget;
  picked: CroppedImage | null;
  onPicked: (image: CroppedImage | null) => void;
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
        <FallbackImage
          src={pickedUrl ?? currentUrl}
          fallback={fallback}
          alt={label}
          data-testid="image-picker-image"
          className="size-24 rounded-xl border border-stone-200 bg-stone-50 object-cover"
        />
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            {t('cropper.open')}
          </Button>
          {picked ? <span className="text-sm text-stone-600">{t('cropper.willUpload')}</span> : null}
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
