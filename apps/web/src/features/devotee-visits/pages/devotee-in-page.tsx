import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { CountGate } from '../components/count-gate.tsx';

/** spec devotee-in: devotees counted in at a gate, a tap at a time. */
export default function DevoteeInPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.count.inTitle')} width="wide">
      <StaffTemple>{(templeId) => <CountGate templeId={templeId} way="in" />}</StaffTemple>
    </Page>
  );
}
