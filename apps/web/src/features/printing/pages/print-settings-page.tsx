import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { homePathFor, readStoredUser } from '../../../lib/auth.ts';
import { useTemple } from '../../../lib/temple.ts';
import { todayIn, useTempleTimeZone } from '../../../lib/time-zone.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PaperChoice } from '../components/paper-choice.tsx';
import { PrintTypeChoice } from '../components/print-type-choice.tsx';
import { ThermalPrinterSettings } from '../components/thermal-printer-settings.tsx';
import { printHtmlTestPage } from '../print-test-page.ts';
import {
  type HtmlPaper,
  readHtmlPaper,
  readPrintType,
  writeHtmlPaper,
  writePrintType,
} from '../print-type.ts';

/**
 * print-settings (spec §2): Html Print (1), Thermal Print (2), Sunmi Print (3), kept on this device
 * under the local key PrintType; choosing one stores it and closes the page. Below the choice, the
 * paper for Html Print and the thermal printer's roll, connection and test page, which do not close it.
 */
export default function PrintSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [htmlPaper, setHtmlPaper] = useState<HtmlPaper>(readHtmlPaper);
  const [isPrintingTest, setIsPrintingTest] = useState(false);
  const temple = useTemple(readStoredUser()?.TempleId ?? null);
  const userTimeZone = useTempleTimeZone();
  const timeZone = temple.data?.timeZone ?? userTimeZone;

  const printTestPage = async () => {
    setIsPrintingTest(true);
    try {
      await printHtmlTestPage(temple.data, htmlPaper, todayIn(timeZone));
    } finally {
      setIsPrintingTest(false);
    }
  };

  const close = () => {
    // Back to the screen that opened it; a page opened directly goes to the user's home.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(homePathFor(readStoredUser()?.UserType), { replace: true });
  };

  return (
    <Page title={t('printing.settings.title')} helpPage="print-settings" showBack>
      <div className="flex flex-col gap-5">
        <Card>
          <h2 className="text-lg font-semibold text-orange-950">{t('printing.settings.chooseType')}</h2>
          <p className="mb-3 text-sm text-stone-600">{t('printing.settings.storedHere')}</p>
          <PrintTypeChoice
            value={readPrintType()}
            onChoose={(type) => {
              writePrintType(type);
              close();
            }}
          />
        </Card>
        <Card>
          <PaperChoice
            legend={t('printing.settings.htmlTitle')}
            legendClassName="mb-3 text-lg font-semibold text-orange-950"
            value={htmlPaper}
            choices={[
              { value: 'A4', label: t('printing.settings.paperA4') },
              { value: '80mm', label: t('printing.settings.paper80') },
            ]}
            onChoose={(paper) => {
              writeHtmlPaper(paper);
              setHtmlPaper(paper);
            }}
          />
          <Button
            variant="secondary"
            className="mt-4"
            isBusy={isPrintingTest}
            onClick={() => void printTestPage()}
          >
            {t('printing.settings.testPage')}
          </Button>
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-orange-950">
            {t('printing.settings.thermalTitle')}
          </h2>
          <ThermalPrinterSettings />
        </Card>
      </div>
    </Page>
  );
}
