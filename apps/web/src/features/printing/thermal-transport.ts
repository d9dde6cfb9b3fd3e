import { PrintError } from './print-error.ts';
import { DEFAULT_BAUD_RATE, type ThermalPrinterChoice } from './print-type.ts';

/**
 * How ESC/POS bytes reach a thermal printer: Web Serial or WebUSB where the browser has them (Chrome
 * and Edge on computers), otherwise a downloaded .bin file the printer's own tool can send. The raw
 * browser APIs are used rather than the @point-of-sale transport packages: those log and swallow a
 * failed connection and resolve a print before the bytes are written, so a counter could not be
 * told that a receipt did not print.
 */

/** The parts of Web Serial and WebUSB used here (TypeScript's DOM types have neither). */
interface SerialPortLike {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}
interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}
interface UsbAlternateLike {
  alternateSetting: number;
  interfaceClass: number;
  endpoints: UsbEndpointLike[];
}
interface UsbInterfaceLike {
  interfaceNumber: number;
  alternates: UsbAlternateLike[];
}
export interface UsbDeviceLike {
  vendorId: number;
  productId: number;
  serialNumber?: string | undefined;
  productName?: string | undefined;
  configuration: { interfaces: UsbInterfaceLike[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  releaseInterface(value: number): Promise<void>;
  selectAlternateInterface(interfaceNumber: number, alternate: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: string }>;
}
interface UsbLike {
  requestDevice(options: { filters: object[] }): Promise<UsbDeviceLike>;
  getDevices(): Promise<UsbDeviceLike[]>;
}
export interface DeviceApis {
  serial?: SerialLike | undefined;
  usb?: UsbLike | undefined;
}

export function browserDeviceApis(): DeviceApis {
  const navigatorWithDevices = globalThis.navigator as (Navigator & DeviceApis) | undefined;
  return { serial: navigatorWithDevices?.serial, usb: navigatorWithDevices?.usb };
}

export type TransportKind = 'serial' | 'usb' | 'download';

/**
 * Where a print goes: the connected printer when its API is there; a download when the browser can
 * reach no printer at all; and NO_PRINTER when it could but none was connected yet.
 */
export function chooseTransport(apis: DeviceApis, printer: ThermalPrinterChoice | null): TransportKind {
  if (printer?.kind === 'serial' && apis.serial) return 'serial';
  if (printer?.kind === 'usb' && apis.usb) return 'usb';
  if (!apis.serial && !apis.usb) return 'download';
  throw new PrintError('NO_PRINTER');
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError';
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Asks the person to pick a serial port; null when they close the chooser. */
export async function connectSerialPrinter(
  apis: DeviceApis,
  baudRate: number = DEFAULT_BAUD_RATE,
): Promise<ThermalPrinterChoice | null> {
  if (!apis.serial) throw new PrintError('NO_PRINTER');
  try {
    const port = await apis.serial.requestPort();
    const info = port.getInfo();
    return {
      kind: 'serial',
      baudRate,
      usbVendorId: info.usbVendorId ?? null,
      usbProductId: info.usbProductId ?? null,
    };
  } catch (error) {
    if (isCancelled(error)) return null;
    throw new PrintError('DENIED', reasonOf(error));
  }
}

/** Asks the person to pick a USB device; null when they close the chooser. */
export async function connectUsbPrinter(apis: DeviceApis): Promise<ThermalPrinterChoice | null> {
  if (!apis.usb) throw new PrintError('NO_PRINTER');
  try {
    // No filter: receipt printers announce the printer class or a vendor-specific one.
    const device = await apis.usb.requestDevice({ filters: [] });
    return {
      kind: 'usb',
      vendorId: device.vendorId,
      productId: device.productId,
      serialNumber: device.serialNumber ?? null,
    };
  } catch (error) {
    if (isCancelled(error)) return null;
    throw new PrintError('DENIED', reasonOf(error));
  }
}

async function findSerialPort(
  serial: SerialLike,
  printer: Extract<ThermalPrinterChoice, { kind: 'serial' }>,
): Promise<SerialPortLike> {
  const ports = await serial.getPorts();
  const matching = ports.filter((port) => {
    const info = port.getInfo();
    return (
      (info.usbVendorId ?? null) === printer.usbVendorId &&
      (info.usbProductId ?? null) === printer.usbProductId
    );
  });
  const port = matching[0];
  if (!port) throw new PrintError('PRINTER_GONE');
  return port;
}

async function writeSerial(serial: SerialLike, printer: ThermalPrinterChoice, bytes: Uint8Array) {
  if (printer.kind !== 'serial') return;
  const port = await findSerialPort(serial, printer);
  try {
    await port.open({ baudRate: printer.baudRate });
  } catch (error) {
    throw new PrintError('SEND_FAILED', reasonOf(error));
  }
  try {
    const writer = port.writable?.getWriter();
    if (!writer) throw new PrintError('SEND_FAILED', 'the port cannot be written to');
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  } catch (error) {
    throw error instanceof PrintError ? error : new PrintError('SEND_FAILED', reasonOf(error));
  } finally {
    await port.close().catch(() => undefined);
  }
}

/** The interface and bulk OUT endpoint to print through; the USB printer class (7) first. */
function printerEndpoint(device: UsbDeviceLike) {
  const candidates = (device.configuration?.interfaces ?? []).flatMap((usbInterface) =>
    usbInterface.alternates.flatMap((alternate) =>
      alternate.endpoints
        .filter((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk')
        .map((endpoint) => ({ usbInterface, alternate, endpoint })),
    ),
  );
  return candidates.find((candidate) => candidate.alternate.interfaceClass === 7) ?? candidates[0];
}

async function writeUsb(usb: UsbLike, printer: ThermalPrinterChoice, bytes: Uint8Array) {
  if (printer.kind !== 'usb') return;
  const devices = await usb.getDevices();
  const device = devices.find(
    (candidate) =>
      candidate.vendorId === printer.vendorId &&
      candidate.productId === printer.productId &&
      (printer.serialNumber === null || candidate.serialNumber === printer.serialNumber),
  );
  if (!device) throw new PrintError('PRINTER_GONE');
  try {
    await device.open();
    if (device.configuration === null) await device.selectConfiguration(1);
    const target = printerEndpoint(device);
    if (!target) throw new PrintError('SEND_FAILED', 'the device has no printer endpoint');
    const { interfaceNumber } = target.usbInterface;
    await device.claimInterface(interfaceNumber);
    try {
      if (target.alternate.alternateSetting !== 0) {
        await device.selectAlternateInterface(interfaceNumber, target.alternate.alternateSetting);
      }
      const result = await device.transferOut(target.endpoint.endpointNumber, bytes);
      if (result.status !== 'ok') throw new PrintError('SEND_FAILED', `USB transfer ${result.status}`);
    } finally {
      await device.releaseInterface(interfaceNumber).catch(() => undefined);
    }
  } catch (error) {
    throw error instanceof PrintError ? error : new PrintError('SEND_FAILED', reasonOf(error));
  } finally {
    await device.close().catch(() => undefined);
  }
}

/** Saves bytes as a file, the way a browser downloads. */
export function downloadBytes(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ThermalOutcome =
  | { kind: 'sent'; transport: 'serial' | 'usb' }
  | { kind: 'downloaded'; file: string };

/** Sends the bytes the way chooseTransport says; a download names the file it saved. */
export async function sendToThermalPrinter(
  bytes: Uint8Array,
  fileName: string,
  printer: ThermalPrinterChoice | null,
  apis: DeviceApis = browserDeviceApis(),
): Promise<ThermalOutcome> {
  const transport = chooseTransport(apis, printer);
  if (transport === 'download' || !printer) {
    downloadBytes(bytes, fileName);
    return { kind: 'downloaded', file: fileName };
  }
  if (transport === 'serial' && apis.serial) await writeSerial(apis.serial, printer, bytes);
  if (transport === 'usb' && apis.usb) await writeUsb(apis.usb, printer, bytes);
  return { kind: 'sent', transport };
}

/** A connected printer's name for the settings screen. */
export async function usbPrinterName(
  apis: DeviceApis,
  printer: ThermalPrinterChoice,
): Promise<string | null> {
  if (printer.kind !== 'usb' || !apis.usb) return null;
  const devices = await apis.usb.getDevices().catch(() => []);
  const device = devices.find(
    (candidate) => candidate.vendorId === printer.vendorId && candidate.productId === printer.productId,
  );
  return device?.productName ?? null;
}
