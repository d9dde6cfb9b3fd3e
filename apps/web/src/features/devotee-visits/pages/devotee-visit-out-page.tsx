import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { VisitGate } from '../components/visit-gate.tsx';

/** spec devotee-visit-out: a devotee out by mobile or QR code, or a group by count. */
export default function DevoteeVisitOutPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.gate.outTitle')} width="wide">
      <StaffTemple>{(templeId) => <VisitGate templeId={templeId} way="out" />}</StaffTemple>
    </Page>
  );
}
