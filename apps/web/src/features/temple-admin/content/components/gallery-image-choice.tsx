import { imageUrl } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BANNER, FallbackImage } from '../../../../ui/fallback-image.tsx';
import { useStaffGallery } from '../api/gallery.ts';

/** The most a picker shows; a temple with more picks an older one by uploading it again. */
const SHOWN = 60;

/**
 * An event's picture from the temple's gallery, or none (the temple's banner then stands in), as a
 * group of radio buttons with thumbnails.
 */
export function GalleryImageChoice({
  templeId,
  value,
  onChange,
}: {
  templeId: number;
  value: number | null;
  onChange: (imageId: number | null) => void;
}) {
  const { t } = useTranslation();
  const gallery = useStaffGallery(templeId, { offset: 0, limit: SHOWN });
  const images = gallery.data?.items ?? [];
  const option = (id: number | null, src: string, label: string) => (
    <label
      key={id ?? 'banner'}
      className="relative flex w-36 shrink-0 cursor-pointer flex-col gap-1 rounded-xl border border-stone-200 p-1.5 text-xs text-stone-700 has-checked:border-orange-700 has-checked:bg-orange-50 has-checked:ring-2 has-checked:ring-orange-700/40"
    >
      <input
        type="radio"
        name={`event-image-${templeId}`}
        className="sr-only"
        checked={value === id}
        onChange={() => onChange(id)}
      />
      <FallbackImage
        src={src}
        fallback={DEFAULT_BANNER}
        alt=""
        loading="lazy"
        className="aspect-[3/1] w-full rounded-lg bg-orange-100 object-cover"
      />
      <span className="line-clamp-2">{label}</span>
    </label>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        {t('templeContent.events.fromGallery')}
      </legend>
      <div className="flex gap-2 overflow-x-auto pb-2" data-testid="gallery-choice">
        {option(null, imageUrl('temple-banner', templeId), t('templeContent.events.templeBanner'))}
        {images.map((image) =>
          option(image.id, image.url, image.caption ?? t('templeContent.gallery.noCaption')),
        )}
      </div>
    </fieldset>
  );
}
