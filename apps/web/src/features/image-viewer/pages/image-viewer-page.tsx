import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/auth.ts';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { BackIcon } from '../../../ui/icons.tsx';
import { viewableUrl } from '../viewable-url.ts';

/** spec image viewer (image-viwer?url=…&title=…): the logo and one full image, with a back button. */
export default function ImageViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = viewableUrl(params.get('url'));
  const title = params.get('title') ?? '';
  const back = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };
  return (
    <main className="flex min-h-dvh flex-col bg-stone-950 text-white">
      <header className="flex items-center gap-3 px-2 pt-[env(safe-area-inset-top)]">
        <button
          type="button"
          onClick={back}
          className="inline-flex size-12 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <img src="/favicon.svg" alt={PRODUCT_NAME} width="32" height="32" className="rounded-lg" />
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title || PRODUCT_NAME}</h1>
      </header>
      <div className="flex flex-1 items-center justify-center p-4">
        {url ? (
          <img
            src={url}
            alt={title || t('imageViewer.image')}
            className="max-h-[85dvh] max-w-full rounded-lg object-contain"
          />
        ) : (
          <p className="text-stone-300">{t('imageViewer.noImage')}</p>
        )}
      </div>
    </main>
  );
}
