import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card, Page } from '../../../ui/page.tsx';
import { OutTypeChoice } from '../components/out-type-choice.tsx';
import { readOutType, writeOutType } from '../out-type.ts';

/**
 * spec virtual-booking-visit-out-page: the Out Type choice on its own screen (the popover's page
 * form, for a gate device set up once). The choice is stored and the gate opens.
 */
export default function VirtualBookingVisitOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(readOutType);
  return (
    <Page title={t('vqGate.outType.title')} helpPage="virtual-booking-visit-out-page" showBack>
      <Card className="flex flex-col gap-3">
        <p className="text-stone-700">{t('vqGate.outType.explain')}</p>
        <OutTypeChoice
          value={value}
          onChoose={(next) => {
            writeOutType(next);
            setValue(next);
            navigate('/virtual-queue-slot-checking');
          }}
        />
      </Card>
    </Page>
  );
}
