import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

/**
 * The camera scanner. qr-scanner (and its worker) load only when staff open the camera, so no other
 * screen pays for them. Each distinct code is reported once until a different one is seen.
 */
export function QrCamera({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [problem, setProblem] = useState<'camera' | null>(null);
  useEffect(() => {
    let scanner: { stop: () => void; destroy: () => void } | null = null;
    let isCurrent = true;
    let last = '';
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (!isCurrent || !video.current) return;
        if (!(await QrScanner.hasCamera())) throw new Error('no camera');
        const instance = new QrScanner(
          video.current,
          (result) => {
            if (result.data && result.data !== last) {
              last = result.data;
              onScanRef.current(result.data);
            }
          },
          { preferredCamera: 'environment', highlightScanRegion: true, returnDetailedScanResult: true },
        );
        scanner = instance;
        await instance.start();
      })
      .catch(() => {
        if (isCurrent) setProblem('camera');
      });
    return () => {
      isCurrent = false;
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);
  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
          {t('vqGate.noCamera')}
        </p>
      ) : (
        <video
          ref={video}
          className="aspect-square w-full max-w-sm rounded-xl bg-stone-900 object-cover"
          muted
        />
      )}
      <div>
        <Button variant="secondary" onClick={onClose}>
          {t('vqGate.closeCamera')}
        </Button>
      </div>
    </div>
  );
}
