import type { TempleDetail } from '@nivedya/domain';
import { i18next, loadTranslationPart } from '../../i18n/index.ts';
import { PRODUCT_NAME, SITE_URL } from '../../lib/config.ts';
import { screenModel } from './print-receipt.ts';
import { type HtmlPaper, ROLL_COLUMNS, readRollWidth, readThermalPrinter } from './print-type.ts';
import { sampleReceipt } from './sample-receipt.ts';
import { sendToThermalPrinter, type ThermalOutcome } from './thermal-transport.ts';

/** A thermal test page on the chosen roll, through the connected printer (or downloaded). */
export async function printThermalTestPage(): Promise<ThermalOutcome> {
  await loadTranslationPart('printing');
  const t = i18next.getFixedT('en');
  const roll = readRollWidth();
  const columns = ROLL_COLUMNS[roll];
  const { encodeTestPage } = await import('./escpos-receipt.ts');
  const bytes = encodeTestPage(
    {
      title: t('printing.testPage.title'),
      paper: t('printing.testPage.paper', { paper: roll.replace('mm', ' mm'), count: columns }),
      qrCaption: t('printing.testPage.qrCaption'),
    },
    SITE_URL || PRODUCT_NAME,
    { columns },
  );
  return sendToThermalPrinter(bytes, `test-page-${roll}.bin`, readThermalPrinter());
}

/** Html Print's test page: the receipt layout on the chosen paper, with this temple's heading. */
export async function printHtmlTestPage(temple: TempleDetail | undefined, paper: HtmlPaper, today: string) {
  await loadTranslationPart('printing');
  const model = screenModel(sampleReceipt(temple, SITE_URL || PRODUCT_NAME, today));
  const { printHtmlReceipt } = await import('./html-print.tsx');
  await printHtmlReceipt({ ...model, title: i18next.t('printing.testPage.title') }, paper);
}
