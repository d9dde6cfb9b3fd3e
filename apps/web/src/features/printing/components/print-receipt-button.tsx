import type { Receipt } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { needsPrinterSettings, printErrorMessage } from '../print-error.ts';
import { type PrintOutcome, printReceiptWithOutcome } from '../print-receipt.ts';
import { type PrintTypeValue, readPrintType } from '../print-type.ts';
import { usePrintingWords } from '../use-printing-words.ts';
import { PrintTypePopover } from './print-type-popover.tsx';
import { PrinterIcon } from './printer-icon.tsx';

type PrintState =
  | { status: 'idle' }
  | { status: 'printing' }
  | { status: 'done'; outcome: PrintOutcome }
  | { status: 'failed'; error: unknown };

/**
 * Prints a receipt with this device's print type (spec §2 PrintType), shows that it is printing and
 * how it went, names the print type (a popover changes it) and links to the print settings.
 */
export function PrintReceiptButton({ receipt, autoFocus }: { receipt: Receipt; autoFocus?: boolean }) {
  const { t } = useTranslation();
  usePrintingWords();
  const [printType, setPrintType] = useState<PrintTypeValue>(readPrintType);
  const [state, setState] = useState<PrintState>({ status: 'idle' });
  const isPrinting = state.status === 'printing';

  const print = async () => {
    setState({ status: 'printing' });
    try {
      setState({ status: 'done', outcome: await printReceiptWithOutcome(receipt, {}, printType) });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };

  const outcomeText = (outcome: PrintOutcome) => {
    if (outcome.kind === 'downloaded') return t('printing.button.downloaded', { file: outcome.file });
    if (outcome.kind === 'dialog') return t('printing.button.dialog');
    return t('printing.button.sent');
  };

  return (
    <div className="flex flex-col gap-2" data-testid="print-receipt">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button onClick={() => void print()} isBusy={isPrinting} autoFocus={autoFocus}>
          {isPrinting ? null : <PrinterIcon className="size-5" />}
          {isPrinting ? t('printing.button.printing') : t('printing.button.print')}
        </Button>
        <span className="flex flex-wrap items-center gap-x-1 text-sm text-stone-600">
          {t('printing.button.printsWith')}
          <PrintTypePopover
            value={printType}
            onChange={(next) => {
              setPrintType(next);
              setState({ status: 'idle' });
            }}
          />
          <span aria-hidden="true">·</span>
          <Link
            to="/print-settings"
            className="inline-flex min-h-11 items-center px-1 font-semibold text-orange-900 underline underline-offset-4"
          >
            {t('printing.button.settings')}
          </Link>
        </span>
      </div>
      <div aria-live="polite">
        {state.status === 'done' ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            {outcomeText(state.outcome)}
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <p>{t(printErrorMessage(state.error).key, printErrorMessage(state.error).values)}</p>
            {needsPrinterSettings(state.error) ? (
              <Link to="/print-settings" className="font-semibold underline underline-offset-4">
                {t('printing.button.settings')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
