import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeKey, StorageKey } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { PrintError, printErrorMessage } from '../print-error.ts';
import { printThermalTestPage } from '../print-test-page.ts';
import {
  BAUD_RATES,
  DEFAULT_BAUD_RATE,
  ROLL_COLUMNS,
  type RollWidth,
  readRollWidth,
  readThermalPrinter,
  type ThermalPrinterChoice,
  writeRollWidth,
  writeThermalPrinter,
} from '../print-type.ts';
import {
  browserDeviceApis,
  connectSerialPrinter,
  connectUsbPrinter,
  usbPrinterName,
} from '../thermal-transport.ts';
import { PaperChoice } from './paper-choice.tsx';

type Feedback =
  | { tone: 'success' | 'info'; text: string }
  /** canConnect: the failure is fixed by connecting a printer, offered right there. */
  | { tone: 'error'; text: string; canConnect?: boolean }
  | null;

/**
 * Thermal Print's own settings: the roll (58 mm = 32 characters a line, 80 mm = 48), the printer
 * (Web Serial or WebUSB, where the browser has them), and a test page. None of them closes the screen.
 */
export function ThermalPrinterSettings() {
  const { t } = useTranslation();
  const baudId = useId();
  const apis = browserDeviceApis();
  const hasDeviceApis = Boolean(apis.serial || apis.usb);
  const [roll, setRoll] = useState<RollWidth>(readRollWidth);
  const [printer, setPrinter] = useState<ThermalPrinterChoice | null>(readThermalPrinter);
  const [printerName, setPrinterName] = useState<string | null>(null);
  const [baudRate, setBaudRate] = useState<number>(
    printer?.kind === 'serial' ? printer.baudRate : DEFAULT_BAUD_RATE,
  );
  const [busy, setBusy] = useState<'connect' | 'test' | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    if (!printer) return;
    let isCurrent = true;
    void usbPrinterName(browserDeviceApis(), printer).then((name) => {
      if (isCurrent) setPrinterName(name);
    });
    return () => {
      isCurrent = false;
    };
  }, [printer]);

  const fail = (error: unknown) => {
    // This is Print settings: the general words ("connect one in Print settings") would send the clerk
    // where they already are, so these two say what to do here.
    if (error instanceof PrintError && (error.code === 'NO_PRINTER' || error.code === 'PRINTER_GONE')) {
      setFeedback({
        tone: 'error',
        text: t(
          error.code === 'NO_PRINTER'
            ? 'printing.settings.noPrinterYet'
            : 'printing.settings.printerGoneHere',
        ),
        canConnect: hasDeviceApis,
      });
      return;
    }
    const message = printErrorMessage(error);
    setFeedback({ tone: 'error', text: t(message.key, message.values) });
  };

  const connect = async (kind: 'serial' | 'usb') => {
    setBusy('connect');
    setFeedback(null);
    try {
      const choice =
        kind === 'serial' ? await connectSerialPrinter(apis, baudRate) : await connectUsbPrinter(apis);
      if (choice) {
        writeThermalPrinter(choice);
        setPrinter(choice);
        setFeedback({ tone: 'success', text: t('printing.settings.connected') });
      } else {
        setFeedback({ tone: 'info', text: t('printing.settings.cancelled') });
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const testPage = async () => {
    setBusy('test');
    setFeedback(null);
    try {
      const outcome = await printThermalTestPage();
      setFeedback({
        tone: 'success',
        text:
          outcome.kind === 'downloaded'
            ? t('printing.settings.testDownloaded', { file: outcome.file })
            : t('printing.settings.testSent'),
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const printerText = () => {
    if (!printer) return t('printing.settings.noneConnected');
    if (printer.kind === 'serial') return t('printing.settings.connectedSerial', { baud: printer.baudRate });
    const id = `${printer.vendorId.toString(16).padStart(4, '0')}:${printer.productId.toString(16).padStart(4, '0')}`;
    return t('printing.settings.connectedUsb', { name: printerName ? `${printerName} (${id})` : id });
  };

  return (
    <div className="flex flex-col gap-5">
      <PaperChoice
        legend={t('printing.settings.rollWidth')}
        value={roll}
        choices={(['58mm', '80mm'] as const).map((width) => ({
          value: width,
          label: t(width === '58mm' ? 'printing.settings.paper58' : 'printing.settings.paper80'),
          hint: t('printing.settings.columns', { count: ROLL_COLUMNS[width] }),
        }))}
        onChoose={(width) => {
          writeRollWidth(width);
          setRoll(width);
        }}
      />
      <section className="flex flex-col gap-3" aria-labelledby={`${baudId}-printer`}>
        <h3 id={`${baudId}-printer`} className="font-semibold text-stone-900">
          {t('printing.settings.printer')}
        </h3>
        <p className="text-stone-800" data-testid="thermal-printer">
          {printerText()}
        </p>
        {hasDeviceApis ? (
          <div className="flex flex-col gap-3">
            {apis.serial ? (
              <div className="flex flex-wrap items-end gap-3">
                <label htmlFor={baudId} className="flex flex-col gap-1 text-sm font-medium text-stone-800">
                  {t('printing.settings.baudRate')}
                  <select
                    id={baudId}
                    value={baudRate}
                    onChange={(event) => setBaudRate(Number(event.target.value))}
                    className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
                  >
                    {BAUD_RATES.map((rate) => (
                      <option key={rate} value={rate}>
                        {rate}
                      </option>
                    ))}
                  </select>
                </label>
                <Button
                  variant="secondary"
                  isBusy={busy === 'connect'}
                  onClick={() => void connect('serial')}
                >
                  {t('printing.settings.connectSerial')}
                </Button>
              </div>
            ) : null}
            {apis.serial ? <p className="text-sm text-stone-600">{t('printing.settings.baudHint')}</p> : null}
            {apis.usb ? (
              <Button
                variant="secondary"
                className="self-start"
                isBusy={busy === 'connect'}
                onClick={() => void connect('usb')}
              >
                {t('printing.settings.connectUsb')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            {t('printing.settings.noDeviceApis')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button isBusy={busy === 'test'} onClick={() => void testPage()}>
            {t('printing.settings.testPage')}
          </Button>
          {printer ? (
            <Button
              variant="ghost"
              onClick={() => {
                removeKey(StorageKey.printThermalPrinter);
                setPrinter(null);
                setPrinterName(null);
                setFeedback(null);
              }}
            >
              {t('printing.settings.forget')}
            </Button>
          ) : null}
        </div>
        <div aria-live="polite">
          {feedback ? (
            <p
              role={feedback.tone === 'error' ? 'alert' : 'status'}
              className={`rounded-lg px-3 py-2 text-sm ${
                feedback.tone === 'error'
                  ? 'border border-red-200 bg-red-50 text-red-900'
                  : feedback.tone === 'success'
                    ? 'bg-green-50 text-green-900'
                    : 'bg-stone-100 text-stone-800'
              }`}
            >
              {feedback.text}
            </p>
          ) : null}
          {feedback?.tone === 'error' && feedback.canConnect ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {apis.usb ? (
                <Button isBusy={busy === 'connect'} onClick={() => void connect('usb')}>
                  {t('printing.settings.connectUsb')}
                </Button>
              ) : null}
              {apis.serial ? (
                <Button
                  variant={apis.usb ? 'secondary' : 'primary'}
                  isBusy={busy === 'connect'}
                  onClick={() => void connect('serial')}
                >
                  {t('printing.settings.connectSerial')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
