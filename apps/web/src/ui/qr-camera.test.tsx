import { Capacitor } from '@capacitor/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { QrCamera } from './qr-camera.tsx';

/** The gate's camera picks ML Kit in the apps and qr-scanner in a browser; both are faked. */
const { BarcodeScanner, qrScanner } = vi.hoisted(() => ({
  BarcodeScanner: {
    isSupported: vi.fn(),
    checkPermissions: vi.fn(),
    requestPermissions: vi.fn(),
    isGoogleBarcodeScannerModuleAvailable: vi.fn(),
    scan: vi.fn(),
    openSettings: vi.fn(),
  },
  qrScanner: { hasCamera: vi.fn(), start: vi.fn(), videos: [] as unknown[] },
}));

vi.mock(import('@capacitor-mlkit/barcode-scanning'), async (importOriginal) => ({
  ...(await importOriginal()),
  BarcodeScanner: BarcodeScanner as never,
}));

vi.mock(import('qr-scanner'), () => {
  class FakeQrScanner {
    static hasCamera = qrScanner.hasCamera;
    start = qrScanner.start;
    stop = vi.fn();
    destroy = vi.fn();
    constructor(video: unknown) {
      qrScanner.videos.push(video);
    }
  }
  return { default: FakeQrScanner as never };
});

const QR_TOKEN = 'AbCdEfGhIjKlMnOpQr.0123456789abcdefghijkl';

function runningOn(platform: 'ios' | 'web') {
  vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(platform !== 'web');
  vi.spyOn(Capacitor, 'getPlatform').mockReturnValue(platform);
}

function renderCamera() {
  const onScan = vi.fn();
  const onClose = vi.fn();
  render(<QrCamera onScan={onScan} onClose={onClose} />);
  return { onScan, onClose };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  BarcodeScanner.isSupported.mockResolvedValue({ supported: true });
  BarcodeScanner.checkPermissions.mockResolvedValue({ camera: 'granted' });
  BarcodeScanner.scan.mockResolvedValue({ barcodes: [{ rawValue: QR_TOKEN }] });
  qrScanner.hasCamera.mockResolvedValue(true);
  qrScanner.start.mockResolvedValue(undefined);
  qrScanner.videos.length = 0;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('gate camera in the app (ML Kit)', () => {
  it('opens the native scanner at once and hands over the scanned token', async () => {
    runningOn('ios');
    const { onScan } = renderCamera();
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(QR_TOKEN));
    expect(BarcodeScanner.scan).toHaveBeenCalledOnce();
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Scan the next code' }));
    await waitFor(() => expect(BarcodeScanner.scan).toHaveBeenCalledTimes(2));
  });

  it('a refused camera says so and offers the settings', async () => {
    runningOn('ios');
    BarcodeScanner.checkPermissions.mockResolvedValue({ camera: 'denied' });
    const { onScan } = renderCamera();
    expect((await screen.findByRole('alert')).textContent).toContain('Camera access was refused');
    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await waitFor(() => expect(BarcodeScanner.openSettings).toHaveBeenCalledOnce());
    expect(onScan).not.toHaveBeenCalled();
  });

  it('closing the native scanner without a code closes the camera', async () => {
    runningOn('ios');
    BarcodeScanner.scan.mockRejectedValue(new Error('scan canceled.'));
    const { onScan, onClose } = renderCamera();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onScan).not.toHaveBeenCalled();
  });
});

describe('gate camera in a browser (qr-scanner)', () => {
  it('shows the camera on the page with qr-scanner, never the plugin', async () => {
    runningOn('web');
    renderCamera();
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    await waitFor(() => expect(qrScanner.start).toHaveBeenCalledOnce());
    expect(qrScanner.videos).toEqual([video]);
    expect(BarcodeScanner.scan).not.toHaveBeenCalled();
  });

  it('no camera: tells staff to type the number', async () => {
    runningOn('web');
    qrScanner.hasCamera.mockResolvedValue(false);
    renderCamera();
    expect((await screen.findByRole('alert')).textContent).toContain('Type the queue number');
  });
});
