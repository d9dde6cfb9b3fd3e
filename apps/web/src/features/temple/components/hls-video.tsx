import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An HLS stream (.m3u8) in a <video>: the browser's own HLS where it has one (Safari, iOS), else
 * hls.js, which is fetched only now so no other screen pays for it. Workers stay off: the CSP allows
 * no blob: workers, and one live stream does not need them.
 */
export default function HlsVideo({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isFailed, setIsFailed] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setIsFailed(false);
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let destroy: (() => void) | undefined;
    let isCancelled = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (isCancelled) return;
        if (!Hls.isSupported()) {
          setIsFailed(true);
          return;
        }
        const hls = new Hls({ enableWorker: false, lowLatencyMode: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setIsFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      })
      .catch(() => setIsFailed(true));
    return () => {
      isCancelled = true;
      destroy?.();
    };
  }, [src]);
  return (
    <div className="flex flex-col gap-2">
      <video
        ref={videoRef}
        title={title}
        controls
        autoPlay
        muted
        playsInline
        className="aspect-video w-full rounded-xl bg-black"
      />
      {isFailed ? <p className="text-sm text-red-800">{t('darshan.streamFailed')}</p> : null}
    </div>
  );
}
