import { describe, expect, it, vi } from 'vitest';
import { detectSunmiPrinter, type SunmiBridge, sendToSunmiPrinter } from './sunmi-printer.ts';

function bridge(
  overrides: Partial<SunmiBridge> = {},
  printer: { status?: string; paper?: number | Error } = {},
) {
  const plugin = {
    getServiceStatus: vi.fn(async () => ({ status: printer.status ?? 'FoundPrinter' })),
    getPrinterPaper: vi.fn(async () => {
      if (printer.paper instanceof Error) throw printer.paper;
      return { paper: printer.paper ?? 58 };
    }),
    sendRAWBase64Data: vi.fn(async (_options: { data: string }) => undefined),
  };
  return {
    plugin,
    bridge: {
      isNativePlatform: () => true,
      isPluginAvailable: (name: string) => name === 'SunmiPrinter',
      plugin: () => plugin,
      ...overrides,
    } satisfies SunmiBridge,
  };
}

describe('the Sunmi printer bridge', () => {
  it('is not offered in a browser, whatever answers there', async () => {
    const { bridge: web, plugin } = bridge({ isNativePlatform: () => false });
    expect(await detectSunmiPrinter(web)).toEqual({ isAvailable: false, reason: 'not-native' });
    expect(plugin.getServiceStatus).not.toHaveBeenCalled();
  });

  it('is not offered in a native app without the Sunmi plugin', async () => {
    const { bridge: noPlugin } = bridge({ isPluginAvailable: () => false });
    expect(await detectSunmiPrinter(noPlugin)).toEqual({ isAvailable: false, reason: 'no-bridge' });
  });

  it.each(['NoPrinter', 'CheckPrinter', 'LostPrinter'])(
    'is not offered when the service says %s',
    async (status) => {
      expect(await detectSunmiPrinter(bridge({}, { status }).bridge)).toEqual({
        isAvailable: false,
        reason: 'no-printer',
      });
    },
  );

  it('is offered with the paper the device reports', async () => {
    expect(await detectSunmiPrinter(bridge({}, { paper: 80 }).bridge)).toEqual({
      isAvailable: true,
      paperWidth: 80,
    });
    expect(await detectSunmiPrinter(bridge({}, { paper: new Error('not supported') }).bridge)).toEqual({
      isAvailable: true,
      paperWidth: 58,
    });
  });

  it('is not offered when the service throws', async () => {
    const { bridge: failing, plugin } = bridge();
    plugin.getServiceStatus.mockRejectedValueOnce(new Error('service not bound'));
    expect(await detectSunmiPrinter(failing)).toEqual({ isAvailable: false, reason: 'no-printer' });
  });

  it('sends the ESC/POS bytes as base64 to the printer service', async () => {
    const { bridge: device, plugin } = bridge();
    await sendToSunmiPrinter(Uint8Array.from([0x1b, 0x40, 0x48, 0x69, 0x0a, 0xff]), device);
    expect(plugin.sendRAWBase64Data).toHaveBeenCalledWith({ data: btoa('\x1b@Hi\n\xff') });
  });
});
