import { useTranslation } from 'react-i18next';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { ApprovalReport } from '../components/approval-report.tsx';

/** spec pre-booking-report: type-3 sevas booked and paid, waiting for the temple to allot a date. */
export default function PreBookingReportPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeOrders.approvals.preBookingTitle')} helpPage="pre-booking-report" width="wide">
      <StaffTemple>{(templeId) => <ApprovalReport templeId={templeId} kind="pre-booking" />}</StaffTemple>
    </Page>
  );
}
