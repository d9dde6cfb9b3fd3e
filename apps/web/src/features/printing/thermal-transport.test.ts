// The platform's stream, whatever the test environment puts on the global object.
import { WritableStream } from 'node:stream/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintError } from './print-error.ts';
import type { ThermalPrinterChoice } from './print-type.ts';
import {
  chooseTransport,
  connectSerialPrinter,
  connectUsbPrinter,
  type DeviceApis,
  sendToThermalPrinter,
  type UsbDeviceLike,
} from './thermal-transport.ts';

const serialPrinter: ThermalPrinterChoice = {
  kind: 'serial',
  baudRate: 19200,
  usbVendorId: 0x1a86,
  usbProductId: 0x7523,
};
const usbPrinter: ThermalPrinterChoice = {
  kind: 'usb',
  vendorId: 0x0416,
  productId: 0x5011,
  serialNumber: null,
};

function fakeSerial(ports = [fakePort()]) {
  return {
    requestPort: vi.fn(async () => ports[0]!),
    getPorts: vi.fn(async () => ports),
  };
}

function fakePort(info = { usbVendorId: 0x1a86, usbProductId: 0x7523 }) {
  const written: Uint8Array[] = [];
  const port = {
    written,
    isOpen: false,
    getInfo: () => info,
    open: vi.fn(async (_options: { baudRate: number }) => {
      port.isOpen = true;
    }),
    close: vi.fn(async () => {
      port.isOpen = false;
    }),
    writable: new WritableStream<Uint8Array>({
      write: (chunk) => {
        written.push(chunk);
      },
    }),
  };
  return port;
}

function fakeUsbDevice() {
  const usbDevice = {
    vendorId: 0x0416,
    productId: 0x5011,
    serialNumber: undefined,
    productName: 'POS58 Printer',
    configuration: null as UsbDeviceLike['configuration'],
    open: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    selectConfiguration: vi.fn(async (_value: number) => {
      usbDevice.configuration = {
        interfaces: [
          {
            interfaceNumber: 0,
            alternates: [
              {
                alternateSetting: 0,
                interfaceClass: 7,
                endpoints: [
                  { endpointNumber: 1, direction: 'in', type: 'bulk' },
                  { endpointNumber: 2, direction: 'out', type: 'bulk' },
                ],
              },
            ],
          },
        ],
      };
    }),
    claimInterface: vi.fn(async () => undefined),
    releaseInterface: vi.fn(async () => undefined),
    selectAlternateInterface: vi.fn(async () => undefined),
    transferOut: vi.fn(async (_endpoint: number, _data: Uint8Array) => ({ status: 'ok' })),
  };
  return usbDevice;
}
let device = fakeUsbDevice();

afterEach(() => {
  vi.restoreAllMocks();
  device = fakeUsbDevice();
});

describe('chooseTransport: where a thermal print goes, from what the browser offers', () => {
  const serial = fakeSerial();
  const usb = { requestDevice: vi.fn(), getDevices: vi.fn() };
  it.each([
    ['no device APIs', {}, null, 'download'],
    ['no device APIs, a printer remembered from another browser', {}, usbPrinter, 'download'],
    ['Web Serial and a serial printer', { serial }, serialPrinter, 'serial'],
    ['WebUSB and a USB printer', { usb }, usbPrinter, 'usb'],
    ['both APIs and a USB printer', { serial, usb }, usbPrinter, 'usb'],
    ['both APIs and a serial printer', { serial, usb }, serialPrinter, 'serial'],
  ] as const)('%s → %s', (_case, apis, printer, expected) => {
    expect(chooseTransport(apis as DeviceApis, printer)).toBe(expected);
  });

  it.each([
    ['Web Serial but no printer connected', { serial }, null],
    ['WebUSB but no printer connected', { usb }, null],
    ['only WebUSB, a serial printer remembered', { usb }, serialPrinter],
  ] as const)('%s → NO_PRINTER', (_case, apis, printer) => {
    expect(() => chooseTransport(apis as DeviceApis, printer)).toThrow(
      expect.objectContaining({ code: 'NO_PRINTER' }),
    );
  });
});

describe('sending ESC/POS bytes', () => {
  const bytes = Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]);

  it('writes them to the remembered serial port at its baud rate and closes it', async () => {
    const port = fakePort();
    const serial = fakeSerial([fakePort({ usbVendorId: 1, usbProductId: 2 }), port]);
    const outcome = await sendToThermalPrinter(bytes, 'receipt.bin', serialPrinter, { serial });
    expect(outcome).toEqual({ kind: 'sent', transport: 'serial' });
    expect(port.open).toHaveBeenCalledWith({ baudRate: 19200 });
    expect(port.written).toEqual([bytes]);
    expect(port.isOpen).toBe(false);
  });

  it('says PRINTER_GONE when the serial port is no longer there', async () => {
    const serial = fakeSerial([fakePort({ usbVendorId: 1, usbProductId: 2 })]);
    await expect(sendToThermalPrinter(bytes, 'receipt.bin', serialPrinter, { serial })).rejects.toMatchObject(
      {
        code: 'PRINTER_GONE',
      },
    );
  });

  it('says SEND_FAILED with the reason when the port will not open', async () => {
    const port = fakePort();
    port.open.mockRejectedValueOnce(new Error('Failed to open serial port.'));
    await expect(
      sendToThermalPrinter(bytes, 'receipt.bin', serialPrinter, { serial: fakeSerial([port]) }),
    ).rejects.toMatchObject({ code: 'SEND_FAILED', reason: 'Failed to open serial port.' });
  });

  it('sends them to the USB printer class bulk OUT endpoint and closes the device', async () => {
    const usb = { requestDevice: vi.fn(), getDevices: vi.fn(async () => [device]) };
    const outcome = await sendToThermalPrinter(bytes, 'receipt.bin', usbPrinter, { usb });
    expect(outcome).toEqual({ kind: 'sent', transport: 'usb' });
    expect(device.selectConfiguration).toHaveBeenCalledWith(1);
    expect(device.claimInterface).toHaveBeenCalledWith(0);
    expect(device.transferOut).toHaveBeenCalledWith(2, bytes);
    expect(device.close).toHaveBeenCalled();
  });

  it('says SEND_FAILED when the USB transfer stalls', async () => {
    device.transferOut.mockResolvedValueOnce({ status: 'stall' });
    const usb = { requestDevice: vi.fn(), getDevices: vi.fn(async () => [device]) };
    await expect(sendToThermalPrinter(bytes, 'receipt.bin', usbPrinter, { usb })).rejects.toMatchObject({
      code: 'SEND_FAILED',
    });
    expect(device.close).toHaveBeenCalled();
  });

  it('downloads them as a file when the browser can reach no printer', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const outcome = await sendToThermalPrinter(bytes, 'receipt-BKS1.bin', null, {});
    expect(outcome).toEqual({ kind: 'downloaded', file: 'receipt-BKS1.bin' });
    expect(clicked).toEqual(['receipt-BKS1.bin']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    vi.unstubAllGlobals();
  });
});

describe('connecting a printer', () => {
  it('remembers the serial port chosen, with the baud rate', async () => {
    const serial = fakeSerial();
    expect(await connectSerialPrinter({ serial }, 38400)).toEqual({
      kind: 'serial',
      baudRate: 38400,
      usbVendorId: 0x1a86,
      usbProductId: 0x7523,
    });
  });

  it('remembers the USB device chosen', async () => {
    const usb = { requestDevice: vi.fn(async () => device), getDevices: vi.fn() };
    expect(await connectUsbPrinter({ usb })).toEqual(usbPrinter);
    expect(usb.requestDevice).toHaveBeenCalledWith({ filters: [] });
  });

  it('answers null when the chooser is closed without a choice', async () => {
    const serial = fakeSerial();
    serial.requestPort.mockRejectedValueOnce(
      new DOMException('No port selected by the user.', 'NotFoundError'),
    );
    expect(await connectSerialPrinter({ serial })).toBeNull();
  });

  it('says DENIED when the browser refuses', async () => {
    const usb = {
      requestDevice: vi.fn(async () => {
        throw new DOMException('Access denied.', 'SecurityError');
      }),
      getDevices: vi.fn(),
    };
    await expect(connectUsbPrinter({ usb })).rejects.toBeInstanceOf(PrintError);
  });
});
