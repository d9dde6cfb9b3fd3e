import 'react-image-crop/dist/ReactCrop.css';
import { MessageType } from '@nivedya/domain';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { type Crop, centerCrop, makeAspectCrop, type PixelCrop } from 'react-image-crop';
import { useAlert } from './alert-provider.tsx';
import { Button } from './button.tsx';
import {
  ACCEPT_IMAGES,
  aspectFor,
  type ImageTarget,
  isAllowedImageFile,
  MIN_CROP_SIZE,
  OUTPUT_QUALITY,
  OUTPUT_TYPE,
  outputSize,
} from './image-rules.ts';
import { ModalShell } from './modal.tsx';

/** What Select returns (spec §3 image object: Image, Width, Height). */
export interface CroppedImage {
  blob: Blob;
  width: number;
  height: number;
}

function initialCrop(image: HTMLImageElement, aspect: number | undefined): Crop {
  const { width, height } = image;
  if (aspect === undefined) return { unit: '%', x: 5, y: 5, width: 90, height: 90 };
  return centerCrop(makeAspectCrop({ unit: '%', width: 90 }, aspect, width, height), width, height);
}

/** Draws the crop of the shown image at full resolution and encodes it as JPEG, quality 50. */
function cropToBlob(image: HTMLImageElement, crop: PixelCrop, target: ImageTarget | undefined) {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const source = {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: crop.width * scaleX,
    height: crop.height * scaleY,
  };
  const size = outputSize(source, target);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a white ground rather than black behind transparent PNG parts.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  return new Promise<CroppedImage | null>((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? { blob, ...size } : null), OUTPUT_TYPE, OUTPUT_QUALITY),
  );
}

/**
 * spec §2 Image cropper (modal): choose a file, crop it (aspect kept when the target has width and
 * height, else free), preview, Cancel and Select.
 */
export default function ImageCropperModal({
  title,
  target,
  onCancel,
  onSelect,
}: {
  title: string;
  target?: ImageTarget;
  onCancel: () => void;
  onSelect: (image: CroppedImage) => void;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const aspect = aspectFor(target);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completed, setCompleted] = useState<PixelCrop | null>(null);
  const [preview, setPreview] = useState<CroppedImage | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  // The preview follows the crop: each finished drag redraws it.
  useEffect(() => {
    const image = imageRef.current;
    if (!image || !completed || completed.width < 1 || completed.height < 1) return;
    let isCurrent = true;
    void cropToBlob(image, completed, target).then((result) => {
      if (!isCurrent) return;
      setPreview(result);
      setPreviewUrl(result ? URL.createObjectURL(result.blob) : null);
    });
    return () => {
      isCurrent = false;
    };
  }, [completed, target]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isAllowedImageFile(file)) {
      alert.show(MessageType.Warning, t('cropper.invalidType'));
      return;
    }
    setCrop(undefined);
    setCompleted(null);
    setPreview(null);
    setPreviewUrl(null);
    setSource(URL.createObjectURL(file));
  };

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    const first = initialCrop(image, aspect);
    setCrop(first);
    setCompleted({
      unit: 'px',
      x: ((first.x ?? 0) * image.width) / 100,
      y: ((first.y ?? 0) * image.height) / 100,
      width: ((first.width ?? 0) * image.width) / 100,
      height: ((first.height ?? 0) * image.height) / 100,
    });
  };

  const select = () => {
    if (!preview) {
      alert.show(MessageType.Warning, t('cropper.selectImage'));
      return;
    }
    onSelect(preview);
  };

  return (
    <ModalShell title={title} onDismiss={onCancel} className="sm:w-[min(44rem,calc(100vw-2rem))]">
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <h2 className="font-serif text-xl font-bold text-orange-950">{title}</h2>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-800">
          {t('cropper.chooseFile')}
          <input
            type="file"
            accept={ACCEPT_IMAGES}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-orange-100 file:px-3 file:py-2 file:font-semibold file:text-orange-900"
          />
        </label>
        <p className="text-sm text-stone-600">
          {aspect === undefined
            ? t('cropper.freeHint')
            : t('cropper.fixedHint', { width: target?.width, height: target?.height })}
        </p>
        {source ? (
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <ReactCrop
              crop={crop}
              onChange={(_pixels, percent) => setCrop(percent)}
              onComplete={(pixels) => setCompleted(pixels)}
              {...(aspect === undefined ? {} : { aspect })}
              minWidth={MIN_CROP_SIZE}
              minHeight={MIN_CROP_SIZE}
              keepSelection
              className="max-h-[50dvh]"
            >
              <img
                ref={imageRef}
                src={source}
                alt={t('cropper.source')}
                onLoad={onImageLoad}
                className="max-h-[50dvh] w-auto"
              />
            </ReactCrop>
            <figure className="flex flex-col gap-1">
              <figcaption className="text-sm font-medium text-stone-800">{t('cropper.preview')}</figcaption>
              {previewUrl ? (
                <img
                  src={previewUrl}
                  alt={t('cropper.preview')}
                  data-testid="cropper-preview"
                  className="max-h-48 w-full rounded-lg border border-stone-200 object-contain"
                />
              ) : (
                <div className="h-24 rounded-lg border border-dashed border-stone-300" />
              )}
            </figure>
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
            {t('cropper.noFile')}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2 border-t border-stone-200 px-5 py-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={select}>{t('cropper.select')}</Button>
      </div>
    </ModalShell>
  );
}
