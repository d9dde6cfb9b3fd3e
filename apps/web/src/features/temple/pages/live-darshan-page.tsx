import { regionalName } from '@nivedya/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { TempleFrame, useTempleIdParam } from '../components/temple-frame.tsx';
import { darshanSource } from '../live-darshan-source.ts';

const HlsVideo = lazy(() => import('../components/hls-video.tsx'));

/** live-darshan-page?templeId=…: the temple's live stream, for temples with IsLiveDarshan. */
export default function LiveDarshanPage() {
  const { t, i18n } = useTranslation();
  return (
    <TempleFrame
      title={t('temple.liveDarshan')}
      helpPage="live-darshan-page"
      templeId={useTempleIdParam()}
      width="wide"
    >
      {(temple) => {
        const title = t('darshan.of', {
          name: regionalName(temple.name, temple.nameNarration, i18n.language),
        });
        if (!temple.features.isLiveDarshan) return <Notice>{t('darshan.notOffered')}</Notice>;
        const source = darshanSource(temple.videoUrl, globalThis.location?.origin);
        if (!source) return <Notice>{t('darshan.notLive')}</Notice>;
        if (source.kind === 'hls')
          return (
            <Suspense fallback={<Loading />}>
              <HlsVideo src={source.url} title={title} />
            </Suspense>
          );
        if (source.kind === 'video')
          return (
            <video
              src={source.url}
              title={title}
              controls
              autoPlay
              muted
              playsInline
              className="aspect-video w-full rounded-xl bg-black"
            />
          );
        return (
          <iframe
            src={source.url}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full rounded-xl border-0 bg-black"
          />
        );
      }}
    </TempleFrame>
  );
}
