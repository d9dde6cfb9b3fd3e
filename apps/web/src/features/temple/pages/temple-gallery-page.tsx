import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useTempleGallery } from '../api/find-temple-gallery.ts';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';

function Gallery({ templeId, templeName }: { templeId: number; templeName: string }) {
  const { t } = useTranslation();
  const gallery = useTempleGallery(templeId);
  if (gallery.isPending) return <Loading />;
  if (gallery.isError) return <ErrorMessage error={gallery.error} onRetry={() => void gallery.refetch()} />;
  if (gallery.data.items.length === 0)
    return (
      <Card>
        <p className="text-stone-700">{t('temple.noPhotos')}</p>
      </Card>
    );
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {gallery.data.items.map((image) => {
        const caption = image.caption ?? templeName;
        return (
          <li key={image.id}>
            <Link
              to={`/image-viwer?url=${encodeURIComponent(image.url)}&title=${encodeURIComponent(caption)}`}
              className="group block overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
              aria-label={t('temple.openPhoto', { caption })}
            >
              <FallbackImage
                src={image.url}
                fallback={DEFAULT_BANNER}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] w-full bg-orange-100 object-cover transition-transform group-hover:scale-105"
              />
              {image.caption ? (
                <span className="block truncate px-2 py-1.5 text-sm text-stone-700">{image.caption}</span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** temple-gallery?templeId=…: the temple's photos; a tap opens the image viewer. */
export default function TempleGalleryPage() {
  const { t } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.gallery')}
      helpPage="temple-gallery"
      templeId={useTempleIdParam()}
      width="wide"
    >
      {(temple) => <Gallery templeId={temple.id} templeName={temple.name} />}
    </TempleFrame>
  );
}
