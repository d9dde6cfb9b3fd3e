import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { VisitGate } from '../components/visit-gate.tsx';

/** spec devotee-visit-in: a devotee in, by mobile or QR code. */
export default function DevoteeVisitInPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('visits.gate.inTitle')} width="wide">
      <StaffTemple>{(templeId) => <VisitGate templeId={templeId} way="in" />}</StaffTemple>
    </Page>
  );
}
