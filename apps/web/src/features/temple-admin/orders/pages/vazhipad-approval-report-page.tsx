import { useTranslation } from 'react-i18next';
import { Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { ApprovalReport } from '../components/approval-report.tsx';

/** spec vazhipad-approval-report: the other sevas' lines waiting for the temple's approval. */
export default function VazhipadApprovalReportPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeOrders.approvals.vazhipadTitle')} helpPage="vazhipad-approval-report" width="wide">
      <StaffTemple>{(templeId) => <ApprovalReport templeId={templeId} kind="vazhipad" />}</StaffTemple>
    </Page>
  );
}
