import { readJson, readString, StorageKey, writeJson, writeString } from '../../lib/storage.ts';

/** spec §2 print settings and §9 print types: 1 html, 2 thermal, 3 Sunmi. */
export const PrintType = { Html: 1, Thermal: 2, Sunmi: 3 } as const;
export type PrintTypeValue = (typeof PrintType)[keyof typeof PrintType];

export const PRINT_TYPES: readonly PrintTypeValue[] = [PrintType.Html, PrintType.Thermal, PrintType.Sunmi];

/**
 * The paper a receipt is laid out for: a sheet of A4 (Html Print only) or a receipt roll 80 mm or
 * 58 mm wide. Thermal printers print 48 characters a line on 80 mm paper and 32 on 58 mm.
 */
export type PaperWidth = 'A4' | '80mm' | '58mm';
export type RollWidth = Exclude<PaperWidth, 'A4'>;
export type HtmlPaper = Exclude<PaperWidth, '58mm'>;

export const ROLL_COLUMNS: Record<RollWidth, number> = { '58mm': 32, '80mm': 48 };

function isPrintType(value: number): value is PrintTypeValue {
  return (PRINT_TYPES as readonly number[]).includes(value);
}

/** This device's print type; a device that never chose prints with the browser (Html, 1). */
export function readPrintType(): PrintTypeValue {
  const stored = Number(readString(StorageKey.printType));
  return isPrintType(stored) ? stored : PrintType.Html;
}

export function writePrintType(value: PrintTypeValue): void {
  writeString(StorageKey.printType, String(value));
}

/** The thermal roll; 80 mm (the counter printers' usual size) until chosen. */
export function readRollWidth(): RollWidth {
  return readString(StorageKey.printPaperWidth) === '58mm' ? '58mm' : '80mm';
}

export function writeRollWidth(value: RollWidth): void {
  writeString(StorageKey.printPaperWidth, value);
}

/** Html Print's paper; A4 until chosen. */
export function readHtmlPaper(): HtmlPaper {
  return readString(StorageKey.printHtmlPaper) === '80mm' ? '80mm' : 'A4';
}

export function writeHtmlPaper(value: HtmlPaper): void {
  writeString(StorageKey.printHtmlPaper, value);
}

/** The thermal printer this device connected to last, found again among the browser's granted devices. */
export type ThermalPrinterChoice =
  | { kind: 'serial'; baudRate: number; usbVendorId: number | null; usbProductId: number | null }
  | { kind: 'usb'; vendorId: number; productId: number; serialNumber: string | null };

/** Common rates of serial receipt printers; USB printers that show up as serial ports ignore it. */
export const BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;
export const DEFAULT_BAUD_RATE = 9600;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function readThermalPrinter(): ThermalPrinterChoice | null {
  const value = readJson(StorageKey.printThermalPrinter);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'serial') {
    const baudRate = numberOrNull(record.baudRate);
    return {
      kind: 'serial',
      baudRate: baudRate && baudRate > 0 ? baudRate : DEFAULT_BAUD_RATE,
      usbVendorId: numberOrNull(record.usbVendorId),
      usbProductId: numberOrNull(record.usbProductId),
    };
  }
  const vendorId = numberOrNull(record.vendorId);
  const productId = numberOrNull(record.productId);
  if (record.kind === 'usb' && vendorId !== null && productId !== null) {
    return {
      kind: 'usb',
      vendorId,
      productId,
      serialNumber: typeof record.serialNumber === 'string' ? record.serialNumber : null,
    };
  }
  return null;
}

export function writeThermalPrinter(choice: ThermalPrinterChoice): void {
  writeJson(StorageKey.printThermalPrinter, choice);
}
