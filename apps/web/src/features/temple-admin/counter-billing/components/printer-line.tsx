import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readPrintType } from '../../../printing/print-type.ts';
import { usePrintingWords } from '../../../printing/use-printing-words.ts';

/** Which printer this desk prints bills with, and the way to change it (print-settings). */
export function PrinterLine() {
  const { t } = useTranslation();
  const isReady = usePrintingWords();
  const type = readPrintType();
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-stone-700">
      <span>{t('counter.printer', { type: isReady ? t(`printing.type.${type}`) : '…' })}</span>
      <span aria-hidden="true">—</span>
      <Link
        to="/print-settings"
        className="inline-flex min-h-11 items-center font-semibold text-orange-900 underline underline-offset-4"
        aria-label={t('counter.changePrinter')}
      >
        {t('counter.change')}
      </Link>
    </p>
  );
}
