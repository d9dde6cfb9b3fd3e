import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarcodeScanError,
  hasNativeScanner,
  openNativeScannerSettings,
  type ScanFailure,
  scanQrCodeNatively,
  startBrowserQrScanner,
} from '../lib/barcode-scanner.ts';
import { Button } from './button.tsx';

interface QrCameraProps {
  onScan: (text: string) => void;
  onClose: () => void;
}

function failureOf(error: unknown): ScanFailure {
  return error instanceof BarcodeScanError ? error.reason : 'failed';
}

function ScanProblem({ failure }: { failure: ScanFailure }) {
  const { t } = useTranslation();
  const text = {
    'permission-denied': t('qrCamera.cameraDenied'),
    unsupported: t('qrCamera.noCamera'),
    'module-unavailable': t('qrCamera.scannerModuleMissing'),
    failed: t('qrCamera.scanFailed'),
  }[failure];
  return (
    <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
      {text}
    </p>
  );
}

/** Browser: the camera picture on the page; codes are read continuously until staff close it. */
function BrowserQrCamera({ onScan, onClose }: QrCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [failure, setFailure] = useState<ScanFailure | null>(null);
  useEffect(() => {
    if (!video.current) return;
    let isCurrent = true;
    const started = startBrowserQrScanner(video.current, (text) => onScanRef.current(text));
    started.catch((error: unknown) => {
      if (isCurrent) setFailure(failureOf(error));
    });
    return () => {
      isCurrent = false;
      void started.then((stop) => stop()).catch(() => undefined);
    };
  }, []);
  return (
    <div className="flex flex-col gap-3">
      {failure ? (
        <ScanProblem failure={failure} />
      ) : (
        <video
          ref={video}
          className="aspect-square w-full max-w-sm rounded-xl bg-stone-900 object-cover"
          muted
        />
      )}
      <div>
        <Button variant="secondary" onClick={onClose}>
          {t('qrCamera.closeCamera')}
        </Button>
      </div>
    </div>
  );
}

type NativeState =
  | { step: 'scanning'; installPercent: number | null }
  | { step: 'scanned' }
  | { step: 'failed'; failure: ScanFailure };

/**
 * The apps: ML Kit's own full-screen scanner reads one code and closes, so staff see the verdict and
 * admit before scanning the next. Closing the scanner without a code closes the camera here too.
 */
function NativeQrScan({ onScan, onClose }: QrCameraProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<NativeState>({ step: 'scanning', installPercent: null });
  const callbacks = useRef({ onScan, onClose });
  callbacks.current = { onScan, onClose };
  const isMounted = useRef(false);
  // One scanner at a time: a second open (a double tap, StrictMode's second effect) is ignored.
  const isScanning = useRef(false);
  const scan = useCallback(async () => {
    if (isScanning.current) return;
    isScanning.current = true;
    setState({ step: 'scanning', installPercent: null });
    try {
      const code = await scanQrCodeNatively({
        onModuleInstallProgress: (percent) => {
          if (isMounted.current) setState({ step: 'scanning', installPercent: percent });
        },
      });
      if (!isMounted.current) return;
      if (code === null) {
        callbacks.current.onClose();
        return;
      }
      setState({ step: 'scanned' });
      callbacks.current.onScan(code);
    } catch (error) {
      if (isMounted.current) setState({ step: 'failed', failure: failureOf(error) });
    } finally {
      isScanning.current = false;
    }
  }, []);
  useEffect(() => {
    isMounted.current = true;
    void scan();
    return () => {
      isMounted.current = false;
    };
  }, [scan]);

  return (
    <div className="flex flex-col gap-3">
      {state.step === 'scanning' ? (
        <p role="status" className="text-stone-700">
          {state.installPercent === null
            ? t('qrCamera.scannerOpen')
            : t('qrCamera.installingScanner', { percent: state.installPercent })}
        </p>
      ) : null}
      {state.step === 'failed' ? <ScanProblem failure={state.failure} /> : null}
      <div className="flex flex-wrap gap-3">
        {state.step === 'scanned' ? (
          <Button onClick={() => void scan()}>{t('qrCamera.scanNext')}</Button>
        ) : null}
        {state.step === 'failed' ? (
          <Button onClick={() => void scan()}>{t('qrCamera.scanAgain')}</Button>
        ) : null}
        {state.step === 'failed' && state.failure === 'permission-denied' ? (
          <Button variant="secondary" onClick={() => void openNativeScannerSettings()}>
            {t('qrCamera.openSettings')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('qrCamera.closeCamera')}
        </Button>
      </div>
    </div>
  );
}

/** The gate's camera: ML Kit in the Android/iOS apps, the browser camera on the web (lib/barcode-scanner.ts). */
export function QrCamera(props: QrCameraProps) {
  return hasNativeScanner() ? <NativeQrScan {...props} /> : <BrowserQrCamera {...props} />;
}
