import { VISIT_TYPES, type VisitTypeValue } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceList } from '../../../ui/choice-popover.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { visitTypeLabel } from '../components/visit-type-labels.ts';
import { readVisitType, writeVisitType } from '../visit-type.ts';

/**
 * spec devotee-visit-out-type: the Out Type choice on its own screen, for a gate device set up once;
 * the choice is stored and the exit gate opens.
 */
export default function DevoteeVisitOutTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState<VisitTypeValue>(() => readVisitType('out', VISIT_TYPES));
  return (
    <Page title={t('visits.type.outTitle')} showBack>
      <Card className="flex flex-col gap-3">
        <p className="text-stone-700">{t('visits.type.explain')}</p>
        <ChoiceList
          legend={t('visits.type.outTitle')}
          choices={VISIT_TYPES.map((type) => ({ value: type, label: visitTypeLabel(t, type) }))}
          value={value}
          onChoose={(next) => {
            writeVisitType('out', next);
            setValue(next);
            void navigate('/devotee-visit-out');
          }}
        />
      </Card>
    </Page>
  );
}
