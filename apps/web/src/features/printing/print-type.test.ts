import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../lib/storage.ts';
import {
  PrintType,
  readHtmlPaper,
  readPrintType,
  readRollWidth,
  readThermalPrinter,
  writeHtmlPaper,
  writePrintType,
  writeRollWidth,
  writeThermalPrinter,
} from './print-type.ts';

describe('print settings storage (spec §2: local key PrintType)', () => {
  beforeEach(() => localStorage.clear());

  it('prints with Html Print (1) until a print type is chosen', () => {
    expect(readPrintType()).toBe(PrintType.Html);
  });

  it.each([
    [PrintType.Html, '1'],
    [PrintType.Thermal, '2'],
    [PrintType.Sunmi, '3'],
  ])('keeps print type %i as %j under PrintType', (type, stored) => {
    writePrintType(type);
    expect(localStorage.getItem('PrintType')).toBe(stored);
    expect(readPrintType()).toBe(type);
  });

  it.each(['0', '4', 'thermal', '', '2.5'])('reads a stored %j as Html Print', (stored) => {
    localStorage.setItem(StorageKey.printType, stored);
    expect(readPrintType()).toBe(PrintType.Html);
  });

  it('keeps the thermal roll beside it, 80 mm until chosen', () => {
    expect(readRollWidth()).toBe('80mm');
    writeRollWidth('58mm');
    expect(localStorage.getItem('PrintPaperWidth')).toBe('58mm');
    expect(readRollWidth()).toBe('58mm');
    localStorage.setItem(StorageKey.printPaperWidth, '110mm');
    expect(readRollWidth()).toBe('80mm');
  });

  it('keeps the Html paper, A4 until chosen', () => {
    expect(readHtmlPaper()).toBe('A4');
    writeHtmlPaper('80mm');
    expect(readHtmlPaper()).toBe('80mm');
  });

  it('keeps the connected thermal printer and ignores anything malformed', () => {
    expect(readThermalPrinter()).toBeNull();
    writeThermalPrinter({ kind: 'usb', vendorId: 0x0416, productId: 0x5011, serialNumber: null });
    expect(readThermalPrinter()).toEqual({
      kind: 'usb',
      vendorId: 0x0416,
      productId: 0x5011,
      serialNumber: null,
    });
    writeThermalPrinter({ kind: 'serial', baudRate: 19200, usbVendorId: null, usbProductId: null });
    expect(readThermalPrinter()).toMatchObject({ kind: 'serial', baudRate: 19200 });
    localStorage.setItem(StorageKey.printThermalPrinter, '{"kind":"usb","vendorId":"x"}');
    expect(readThermalPrinter()).toBeNull();
    localStorage.setItem(StorageKey.printThermalPrinter, 'not json');
    expect(readThermalPrinter()).toBeNull();
  });
});
