import { Capacitor, registerPlugin } from '@capacitor/core';

/**
 * The built-in printer of a Sunmi POS device (spec §9 print type 3, "Sunmi Print"), reached through
 * the native Capacitor plugin registered as 'SunmiPrinter' (the Android code of
 * @kduma-autoid/capacitor-sunmi-printer, which binds Sunmi's printer service). Only the calls the
 * receipt needs are typed here; the receipt goes as ESC/POS bytes, the same the thermal printers get.
 *
 * Never pretends on the web: the printer is there only when the app runs natively, the plugin
 * answers, and Sunmi's service reports a printer. Everything else says why it is not.
 */
interface SunmiPrinterPlugin {
  getServiceStatus(): Promise<{ status: string }>;
  /** 58 or 80 (mm). */
  getPrinterPaper(): Promise<{ paper: number }>;
  sendRAWBase64Data(options: { data: string }): Promise<void>;
}

export const SUNMI_PLUGIN_NAME = 'SunmiPrinter';

/** The plugin's ServiceStatusEnum value for a printer that is there. */
const FOUND_PRINTER = 'FoundPrinter';

export type SunmiPrinterState =
  | { isAvailable: true; paperWidth: 58 | 80 }
  | { isAvailable: false; reason: 'not-native' | 'no-bridge' | 'no-printer' };

/** What detection needs from Capacitor; tests hand in their own. */
export interface SunmiBridge {
  isNativePlatform: () => boolean;
  isPluginAvailable: (name: string) => boolean;
  plugin: () => SunmiPrinterPlugin;
}

let plugin: SunmiPrinterPlugin | undefined;

const capacitorBridge: SunmiBridge = {
  isNativePlatform: () => Capacitor.isNativePlatform(),
  isPluginAvailable: (name) => Capacitor.isPluginAvailable(name),
  plugin: () => {
    plugin ??= registerPlugin<SunmiPrinterPlugin>(SUNMI_PLUGIN_NAME);
    return plugin;
  },
};

export async function detectSunmiPrinter(bridge: SunmiBridge = capacitorBridge): Promise<SunmiPrinterState> {
  if (!bridge.isNativePlatform()) return { isAvailable: false, reason: 'not-native' };
  if (!bridge.isPluginAvailable(SUNMI_PLUGIN_NAME)) return { isAvailable: false, reason: 'no-bridge' };
  try {
    const printer = bridge.plugin();
    const { status } = await printer.getServiceStatus();
    if (status !== FOUND_PRINTER) return { isAvailable: false, reason: 'no-printer' };
    // Older Sunmi services cannot tell the paper; their handhelds print on 58 mm.
    const paper = await printer.getPrinterPaper().catch(() => ({ paper: 58 }));
    return { isAvailable: true, paperWidth: paper.paper === 80 ? 80 : 58 };
  } catch {
    return { isAvailable: false, reason: 'no-printer' };
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Sends ESC/POS bytes to the device's printer; rejects with the service's reason when it fails. */
export async function sendToSunmiPrinter(
  bytes: Uint8Array,
  bridge: SunmiBridge = capacitorBridge,
): Promise<void> {
  await bridge.plugin().sendRAWBase64Data({ data: toBase64(bytes) });
}
