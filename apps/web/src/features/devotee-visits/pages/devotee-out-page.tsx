import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { CountGate } from '../components/count-gate.tsx';

/** spec devotee-out: devotees counted out at a gate, a tap at a time. */
export default function DevoteeOutPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.count.outTitle')} width="wide">
      <StaffTemple>{(templeId) => <CountGate templeId={templeId} way="out" />}</StaffTemple>
    </Page>
  );
}
