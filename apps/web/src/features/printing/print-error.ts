/** Why a receipt did not print, in words the counter can act on (printing.errors.* say them). */
export type PrintErrorCode =
  | 'NO_PRINTER'
  | 'PRINTER_GONE'
  | 'SEND_FAILED'
  | 'SUNMI_UNAVAILABLE'
  | 'SUNMI_FAILED'
  | 'DENIED';

export class PrintError extends Error {
  readonly code: PrintErrorCode;
  /** The browser's or the device's own words, shown after ours. */
  readonly reason: string;

  constructor(code: PrintErrorCode, reason = '') {
    super(reason ? `${code}: ${reason}` : code);
    this.name = 'PrintError';
    this.code = code;
    this.reason = reason;
  }
}

const MESSAGE_KEYS: Record<PrintErrorCode, string> = {
  NO_PRINTER: 'printing.errors.noPrinter',
  PRINTER_GONE: 'printing.errors.printerGone',
  SEND_FAILED: 'printing.errors.sendFailed',
  SUNMI_UNAVAILABLE: 'printing.errors.sunmiUnavailable',
  SUNMI_FAILED: 'printing.errors.sunmiFailed',
  DENIED: 'printing.errors.denied',
};

/** The i18n key and values of the message for any failure of a print. */
export function printErrorMessage(error: unknown): { key: string; values: { reason: string } } {
  if (error instanceof PrintError) return { key: MESSAGE_KEYS[error.code], values: { reason: error.reason } };
  return { key: 'printing.errors.unexpected', values: { reason: '' } };
}

/** The failures that are fixed on the print settings screen. */
export function needsPrinterSettings(error: unknown): boolean {
  return (
    error instanceof PrintError &&
    (error.code === 'NO_PRINTER' || error.code === 'PRINTER_GONE' || error.code === 'SUNMI_UNAVAILABLE')
  );
}
