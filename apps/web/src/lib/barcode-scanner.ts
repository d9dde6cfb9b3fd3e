import { Capacitor } from '@capacitor/core';
import { useEffect, useState } from 'react';

/**
 * The gate's QR scanner (issue #5 §3), wrapped once: in the Android/iOS apps Google ML Kit through
 * @capacitor-mlkit/barcode-scanning (its own full-screen scanner), in a browser qr-scanner on a
 * <video> of the page. Both load only when staff open the camera, so no other screen pays for them.
 *
 * The native branch asks Capacitor itself, not lib/platform.ts: a browser forced to 'android' for
 * the version-check tests has no ML Kit and must keep the browser camera.
 */
export type ScanFailure = 'permission-denied' | 'unsupported' | 'module-unavailable' | 'failed';

export class BarcodeScanError extends Error {
  readonly reason: ScanFailure;

  constructor(reason: ScanFailure, cause?: unknown) {
    super(`QR scan failed: ${reason}`, { cause });
    this.name = 'BarcodeScanError';
    this.reason = reason;
  }
}

export function hasNativeScanner(): boolean {
  return Capacitor.isNativePlatform();
}

/** Installing Google's scanner module needs a download; past this the gate stops waiting. */
export const MODULE_INSTALL_TIMEOUT_MS = 5 * 60_000;

// The plugin rejects with these messages (BarcodeScannerPlugin.java / .swift); they are its only signal.
const CANCELLED = /cancel/i;
const PERMISSION_DENIED = /denied access to camera/i;
const ALREADY_INSTALLED = /already installed/i;

type MlKit = typeof import('@capacitor-mlkit/barcode-scanning');
type Scanner = MlKit['BarcodeScanner'];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

async function ensureCameraPermission(scanner: Scanner): Promise<void> {
  let { camera } = await scanner.checkPermissions();
  if (camera === 'prompt' || camera === 'prompt-with-rationale') {
    ({ camera } = await scanner.requestPermissions());
  }
  if (camera !== 'granted' && camera !== 'limited') throw new BarcodeScanError('permission-denied');
}

/**
 * Android's scanner UI is a Google Play services module that a phone may not have yet: start its
 * installation and wait until Play services reports it complete (or failed, or too slow).
 */
function installGoogleModule(
  { BarcodeScanner, GoogleBarcodeScannerModuleInstallState: State }: MlKit,
  onProgress: ((percent: number) => void) | undefined,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let isDone = false;
    let listener: { remove: () => Promise<void> } | undefined;
    const finish = (error?: BarcodeScanError) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      void listener?.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new BarcodeScanError('module-unavailable')),
      MODULE_INSTALL_TIMEOUT_MS,
    );
    BarcodeScanner.addListener('googleBarcodeScannerModuleInstallProgress', ({ state, progress }) => {
      if (progress !== undefined) onProgress?.(progress);
      if (state === State.COMPLETED) finish();
      else if (state === State.FAILED || state === State.CANCELED) {
        finish(new BarcodeScanError('module-unavailable'));
      }
    })
      .then((handle) => {
        listener = handle;
        if (isDone) return handle.remove();
        return BarcodeScanner.installGoogleBarcodeScannerModule();
      })
      .catch((error: unknown) => {
        if (ALREADY_INSTALLED.test(messageOf(error))) finish();
        else finish(new BarcodeScanError('module-unavailable', error));
      });
  });
}

export interface NativeScanOptions {
  /** Download progress (0–100) while Android installs Google's scanner module. */
  onModuleInstallProgress?: (percent: number) => void;
}

/**
 * Opens the native scanner for one QR code. Resolves to its raw value, or null when staff close the
 * scanner without scanning; rejects with a BarcodeScanError saying what staff can do about it.
 */
export async function scanQrCodeNatively(options: NativeScanOptions = {}): Promise<string | null> {
  const mlKit = await import('@capacitor-mlkit/barcode-scanning');
  const { BarcodeScanner, BarcodeFormat } = mlKit;
  try {
    if (!(await BarcodeScanner.isSupported()).supported) throw new BarcodeScanError('unsupported');
    if (Capacitor.getPlatform() === 'android') {
      // Google's code scanner runs in Play services with its own camera access: the app itself needs
      // no camera permission there, only the module.
      const { available } = await BarcodeScanner.isGoogleBarcodeScannerModuleAvailable();
      if (!available) await installGoogleModule(mlKit, options.onModuleInstallProgress);
    } else {
      await ensureCameraPermission(BarcodeScanner);
    }
    const { barcodes } = await BarcodeScanner.scan({ formats: [BarcodeFormat.QrCode] });
    const code = barcodes.find((barcode) => barcode.rawValue)?.rawValue;
    return code ?? null;
  } catch (error) {
    if (error instanceof BarcodeScanError) throw error;
    const message = messageOf(error);
    if (CANCELLED.test(message)) return null;
    if (PERMISSION_DENIED.test(message)) throw new BarcodeScanError('permission-denied', error);
    throw new BarcodeScanError('failed', error);
  }
}

/** The app's page in the system settings, where staff can allow the camera after refusing it. */
export async function openNativeScannerSettings(): Promise<void> {
  const { BarcodeScanner } = await import('@capacitor-mlkit/barcode-scanning');
  await BarcodeScanner.openSettings();
}

async function isCameraRefused(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'denied';
  } catch {
    return false;
  }
}

/**
 * Browser: shows the back camera in `video` and reports each QR code once until a different one is
 * seen (a code held in front of the camera is read many times a second). Resolves to a function that
 * stops the camera.
 */
export async function startBrowserQrScanner(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const { default: QrScanner } = await import('qr-scanner');
  if (!(await QrScanner.hasCamera())) throw new BarcodeScanError('unsupported');
  let last = '';
  const scanner = new QrScanner(
    video,
    (result) => {
      if (result.data && result.data !== last) {
        last = result.data;
        onCode(result.data);
      }
    },
    { preferredCamera: 'environment', highlightScanRegion: true, returnDetailedScanResult: true },
  );
  try {
    await scanner.start();
  } catch (error) {
    scanner.destroy();
    // qr-scanner reports every getUserMedia failure as "Camera not found."; the permission says why.
    throw new BarcodeScanError((await isCameraRefused()) ? 'permission-denied' : 'unsupported', error);
  }
  return () => {
    scanner.stop();
    scanner.destroy();
  };
}

/**
 * Whether the device can scan with a camera: the native apps always can (the scanner module asks for
 * it); a browser when it lists a video input, which it does before any permission is asked.
 */
export async function hasCamera(): Promise<boolean> {
  if (hasNativeScanner()) return true;
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** The gate screens' scan button leads where a camera exists (false until that is known). */
export function useHasCamera(): boolean {
  const [isThere, setIsThere] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void hasCamera().then((answer) => {
      if (isCurrent) setIsThere(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isThere;
}
