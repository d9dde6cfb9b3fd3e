import { formatRupees, isLanguage, type Language, paiseToRupees, type Receipt } from '@nivedya/domain';
import { i18next, loadTranslationPart } from '../../i18n/index.ts';
import { PRODUCT_NAME } from '../../lib/config.ts';
import { detectSunmiPrinter, sendToSunmiPrinter } from '../../lib/sunmi-printer.ts';
import { PrintError } from './print-error.ts';
import {
  type PaperWidth,
  PrintType,
  type PrintTypeValue,
  ROLL_COLUMNS,
  type RollWidth,
  readHtmlPaper,
  readPrintType,
  readRollWidth,
  readThermalPrinter,
} from './print-type.ts';
import { type ReceiptModel, type Translate, toReceiptModel } from './receipt-model.ts';
import { sendToThermalPrinter } from './thermal-transport.ts';

export type { PaperWidth } from './print-type.ts';

/**
 * Prints a receipt the way this device prints (spec §2 print settings, local key PrintType): Html
 * Print (1) through the browser's print dialog, Thermal Print (2) as ESC/POS bytes to a Web Serial or
 * WebUSB printer or a downloaded file, Sunmi Print (3) on a Sunmi device's own printer. The encoder
 * and the print layout load only when a receipt is printed.
 */
export type PrintOutcome =
  | { kind: 'dialog' }
  | { kind: 'sent'; printer: 'serial' | 'usb' | 'sunmi' }
  | { kind: 'downloaded'; file: string };

export interface PrintOptions {
  /** This print only; otherwise the paper chosen in print settings (Sunmi: the device's own). */
  paper?: PaperWidth;
}

function translatorFor(language: Language): Translate {
  const t = i18next.getFixedT(language);
  return (key, values) => t(key, { ...values });
}

/** Thermal paper has no Indian script and no rupee sign in its code pages. */
function thermalModel(receipt: Receipt): ReceiptModel {
  return toReceiptModel(receipt, {
    t: translatorFor('en'),
    language: 'en',
    money: (paise) => `Rs. ${paiseToRupees(paise)}`,
    isLatinOnly: true,
    productName: PRODUCT_NAME,
  });
}

function rollFor(paper: PaperWidth | undefined, fallback: RollWidth): RollWidth {
  return paper === '58mm' || paper === '80mm' ? paper : fallback;
}

/** The receipt in the reader's language, for paper printed by the browser. */
export function screenModel(receipt: Receipt): ReceiptModel {
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  return toReceiptModel(receipt, {
    t: translatorFor(language),
    language,
    money: formatRupees,
    isLatinOnly: false,
    productName: PRODUCT_NAME,
  });
}

async function printHtml(receipt: Receipt, paper: PaperWidth | undefined): Promise<PrintOutcome> {
  const { printHtmlReceipt } = await import('./html-print.tsx');
  await printHtmlReceipt(screenModel(receipt), paper ?? readHtmlPaper());
  return { kind: 'dialog' };
}

async function printThermal(receipt: Receipt, paper: PaperWidth | undefined): Promise<PrintOutcome> {
  const { encodeReceipt } = await import('./escpos-receipt.ts');
  const model = thermalModel(receipt);
  const bytes = encodeReceipt(model, { columns: ROLL_COLUMNS[rollFor(paper, readRollWidth())] });
  const outcome = await sendToThermalPrinter(bytes, `receipt-${model.orderNumber}.bin`, readThermalPrinter());
  return outcome.kind === 'sent' ? { kind: 'sent', printer: outcome.transport } : outcome;
}

async function printSunmi(receipt: Receipt, paper: PaperWidth | undefined): Promise<PrintOutcome> {
  const printer = await detectSunmiPrinter();
  if (!printer.isAvailable) throw new PrintError('SUNMI_UNAVAILABLE', printer.reason);
  const { encodeReceipt } = await import('./escpos-receipt.ts');
  const roll = rollFor(paper, printer.paperWidth === 80 ? '80mm' : '58mm');
  const bytes = encodeReceipt(thermalModel(receipt), { columns: ROLL_COLUMNS[roll], printerModel: 'sunmi' });
  try {
    await sendToSunmiPrinter(bytes);
  } catch (error) {
    throw new PrintError('SUNMI_FAILED', error instanceof Error ? error.message : String(error));
  }
  return { kind: 'sent', printer: 'sunmi' };
}

/** Prints and says how it went; PrintError when it could not (printing.errors.* word it). */
export async function printReceiptWithOutcome(
  receipt: Receipt,
  options: PrintOptions = {},
  type: PrintTypeValue = readPrintType(),
): Promise<PrintOutcome> {
  // The receipt's words are this part's; a screen of another part may be the one printing.
  await loadTranslationPart('printing');
  if (type === PrintType.Thermal) return printThermal(receipt, options.paper);
  if (type === PrintType.Sunmi) return printSunmi(receipt, options.paper);
  return printHtml(receipt, options.paper);
}

export async function printReceipt(receipt: Receipt, options?: { paper?: PaperWidth }): Promise<void> {
  await printReceiptWithOutcome(receipt, options);
}
