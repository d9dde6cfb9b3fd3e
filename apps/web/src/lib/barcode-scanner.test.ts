import { Capacitor } from '@capacitor/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BarcodeScanError,
  hasCamera,
  hasNativeScanner,
  MODULE_INSTALL_TIMEOUT_MS,
  scanQrCodeNatively,
  startBrowserQrScanner,
} from './barcode-scanner.ts';

/** The adapter's only job is to drive the plugin and qr-scanner correctly, so both are faked here. */
const { mlKit, qrScanner } = vi.hoisted(() => {
  type ProgressListener = (event: { state: number; progress?: number }) => void;
  const mlKit = {
    progressListener: null as ProgressListener | null,
    BarcodeScanner: {
      isSupported: vi.fn(),
      checkPermissions: vi.fn(),
      requestPermissions: vi.fn(),
      isGoogleBarcodeScannerModuleAvailable: vi.fn(),
      installGoogleBarcodeScannerModule: vi.fn(),
      addListener: vi.fn(),
      scan: vi.fn(),
      openSettings: vi.fn(),
    },
  };
  const qrScanner = {
    hasCamera: vi.fn(),
    instances: [] as {
      video: unknown;
      onDecode: (result: { data: string }) => void;
      options: Record<string, unknown>;
      start: ReturnType<typeof vi.fn>;
      stop: ReturnType<typeof vi.fn>;
      destroy: ReturnType<typeof vi.fn>;
    }[],
    start: vi.fn(),
  };
  return { mlKit, qrScanner };
});

vi.mock(import('@capacitor-mlkit/barcode-scanning'), async (importOriginal) => ({
  ...(await importOriginal()),
  BarcodeScanner: mlKit.BarcodeScanner as never,
}));

vi.mock(import('qr-scanner'), () => {
  class FakeQrScanner {
    static hasCamera = qrScanner.hasCamera;
    start = qrScanner.start;
    stop = vi.fn();
    destroy = vi.fn();
    constructor(
      video: unknown,
      onDecode: (result: { data: string }) => void,
      options: Record<string, unknown>,
    ) {
      qrScanner.instances.push({
        video,
        onDecode,
        options,
        start: this.start,
        stop: this.stop,
        destroy: this.destroy,
      });
    }
  }
  return { default: FakeQrScanner as never };
});

const QR_TOKEN = 'AbCdEfGhIjKlMnOpQr.0123456789abcdefghijkl';
const { BarcodeScanner } = mlKit;

function runningOn(platform: 'android' | 'ios' | 'web') {
  vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(platform !== 'web');
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(platform);
}

beforeEach(() => {
  BarcodeScanner.isSupported.mockResolvedValue({ supported: true });
  BarcodeScanner.checkPermissions.mockResolvedValue({ camera: 'granted' });
  BarcodeScanner.requestPermissions.mockResolvedValue({ camera: 'granted' });
  BarcodeScanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: true });
  BarcodeScanner.installGoogleBarcodeScannerModule.mockResolvedValue(undefined);
  BarcodeScanner.addListener.mockImplementation(async (_event: string, listener) => {
    mlKit.progressListener = listener;
    return { remove: vi.fn(async () => {}) };
  });
  BarcodeScanner.scan.mockResolvedValue({ barcodes: [{ rawValue: QR_TOKEN, format: 'QR_CODE' }] });
  qrScanner.hasCamera.mockResolvedValue(true);
  qrScanner.start.mockResolvedValue(undefined);
  qrScanner.instances.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
  mlKit.progressListener = null;
});

describe('native: ML Kit', () => {
  it('asks Capacitor whether it runs in an app', () => {
    runningOn('ios');
    expect(hasNativeScanner()).toBe(true);
    runningOn('web');
    expect(hasNativeScanner()).toBe(false);
  });

  it('iOS: checks the camera permission, scans QR codes only and returns the raw value', async () => {
    runningOn('ios');
    await expect(scanQrCodeNatively()).resolves.toBe(QR_TOKEN);
    expect(BarcodeScanner.checkPermissions).toHaveBeenCalledOnce();
    expect(BarcodeScanner.requestPermissions).not.toHaveBeenCalled();
    expect(BarcodeScanner.scan).toHaveBeenCalledWith({ formats: ['QR_CODE'] });
  });

  it('iOS: asks for the camera when it has not been asked yet', async () => {
    runningOn('ios');
    BarcodeScanner.checkPermissions.mockResolvedValue({ camera: 'prompt' });
    await expect(scanQrCodeNatively()).resolves.toBe(QR_TOKEN);
    expect(BarcodeScanner.requestPermissions).toHaveBeenCalledOnce();
  });

  it('iOS: a refused camera is a permission-denied error and nothing is scanned', async () => {
    runningOn('ios');
    BarcodeScanner.checkPermissions.mockResolvedValue({ camera: 'prompt' });
    BarcodeScanner.requestPermissions.mockResolvedValue({ camera: 'denied' });
    const error = await scanQrCodeNatively().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BarcodeScanError);
    expect((error as BarcodeScanError).reason).toBe('permission-denied');
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });

  it('a camera refused inside the scanner is also permission-denied', async () => {
    runningOn('ios');
    BarcodeScanner.scan.mockRejectedValue(new Error('User denied access to camera.'));
    await expect(scanQrCodeNatively()).rejects.toMatchObject({ reason: 'permission-denied' });
  });

  it('a device without a camera is unsupported', async () => {
    runningOn('android');
    BarcodeScanner.isSupported.mockResolvedValue({ supported: false });
    await expect(scanQrCodeNatively()).rejects.toMatchObject({ reason: 'unsupported' });
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });

  it('closing the scanner without a code is no error: null', async () => {
    runningOn('android');
    BarcodeScanner.scan.mockRejectedValue(new Error('scan canceled.'));
    await expect(scanQrCodeNatively()).resolves.toBeNull();
  });

  it('any other plugin failure is a failed scan', async () => {
    runningOn('android');
    BarcodeScanner.scan.mockRejectedValue(new Error('The scan failed.'));
    await expect(scanQrCodeNatively()).rejects.toMatchObject({ reason: 'failed' });
  });

  it('Android: Google’s scanner needs no app camera permission', async () => {
    runningOn('android');
    await expect(scanQrCodeNatively()).resolves.toBe(QR_TOKEN);
    expect(BarcodeScanner.checkPermissions).not.toHaveBeenCalled();
    expect(BarcodeScanner.installGoogleBarcodeScannerModule).not.toHaveBeenCalled();
  });

  it('Android: installs a missing Google Barcode Scanner module, reports progress, then scans', async () => {
    runningOn('android');
    BarcodeScanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: false });
    BarcodeScanner.installGoogleBarcodeScannerModule.mockImplementation(async () => {
      // Play services reports progress after the install has started.
      setTimeout(() => {
        mlKit.progressListener?.({ state: 2, progress: 40 });
        mlKit.progressListener?.({ state: 4, progress: 100 });
      }, 0);
    });
    const progress: number[] = [];
    await expect(
      scanQrCodeNatively({ onModuleInstallProgress: (percent) => progress.push(percent) }),
    ).resolves.toBe(QR_TOKEN);
    expect(progress).toEqual([40, 100]);
    expect(BarcodeScanner.addListener).toHaveBeenCalledWith(
      'googleBarcodeScannerModuleInstallProgress',
      expect.any(Function),
    );
    expect(BarcodeScanner.scan).toHaveBeenCalledOnce();
  });

  it('Android: a module that Play services says is already installed scans at once', async () => {
    runningOn('android');
    BarcodeScanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: false });
    BarcodeScanner.installGoogleBarcodeScannerModule.mockRejectedValue(
      new Error('The Google Barcode Scanner Module is already installed.'),
    );
    await expect(scanQrCodeNatively()).resolves.toBe(QR_TOKEN);
  });

  it('Android: a failed module install is module-unavailable and nothing is scanned', async () => {
    runningOn('android');
    BarcodeScanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: false });
    BarcodeScanner.installGoogleBarcodeScannerModule.mockImplementation(async () => {
      setTimeout(() => mlKit.progressListener?.({ state: 5 }), 0);
    });
    await expect(scanQrCodeNatively()).rejects.toMatchObject({ reason: 'module-unavailable' });
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });

  it('Android: an install that never finishes gives up after the timeout', async () => {
    vi.useFakeTimers();
    runningOn('android');
    BarcodeScanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: false });
    const result = scanQrCodeNatively().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(MODULE_INSTALL_TIMEOUT_MS);
    expect(await result).toMatchObject({ reason: 'module-unavailable' });
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });
});

describe('web: the browser camera (qr-scanner)', () => {
  it('starts the back camera on the video and reports each new code once', async () => {
    runningOn('web');
    const video = document.createElement('video');
    const codes: string[] = [];
    const stop = await startBrowserQrScanner(video, (code) => codes.push(code));
    const [instance] = qrScanner.instances;
    expect(instance?.video).toBe(video);
    expect(instance?.options).toMatchObject({ preferredCamera: 'environment' });
    expect(qrScanner.start).toHaveBeenCalledOnce();
    instance?.onDecode({ data: QR_TOKEN });
    instance?.onDecode({ data: QR_TOKEN });
    instance?.onDecode({ data: 'Q-0042' });
    expect(codes).toEqual([QR_TOKEN, 'Q-0042']);
    stop();
    expect(instance?.stop).toHaveBeenCalledOnce();
    expect(instance?.destroy).toHaveBeenCalledOnce();
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });

  it('no camera is unsupported', async () => {
    qrScanner.hasCamera.mockResolvedValue(false);
    await expect(startBrowserQrScanner(document.createElement('video'), () => {})).rejects.toMatchObject({
      reason: 'unsupported',
    });
  });

  it('a camera the browser refuses is permission-denied', async () => {
    qrScanner.start.mockRejectedValue('Camera not found.');
    vi.spyOn(navigator.permissions, 'query').mockResolvedValue({ state: 'denied' } as PermissionStatus);
    await expect(startBrowserQrScanner(document.createElement('video'), () => {})).rejects.toMatchObject({
      reason: 'permission-denied',
    });
    expect(qrScanner.instances[0]?.destroy).toHaveBeenCalledOnce();
  });
});

describe('whether the gate has a camera to scan with', () => {
  const devicesOf = (kinds: MediaDeviceKind[]) =>
    vi.fn(async () => kinds.map((kind) => ({ kind, deviceId: '', groupId: '', label: '' })));

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is yes in the app, whose scanner asks for the camera itself', async () => {
    runningOn('android');
    expect(await hasCamera()).toBe(true);
  });

  it('is yes in a browser listing a video input, no in one listing none or unable to list', async () => {
    runningOn('web');
    vi.stubGlobal('navigator', {
      mediaDevices: { enumerateDevices: devicesOf(['audioinput', 'videoinput']) },
    });
    expect(await hasCamera()).toBe(true);
    vi.stubGlobal('navigator', { mediaDevices: { enumerateDevices: devicesOf(['audioinput']) } });
    expect(await hasCamera()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await hasCamera()).toBe(false);
  });
});
