import { isAdmin } from '@nivedya/domain';
import { useUser } from '../../../lib/auth.ts';
import { ReportScreen } from '../../reports/components/report-screen.tsx';
import SmsReportPage from './sms-report-page.tsx';

/**
 * spec sms-report: an administrator reads every SMS the platform sent (sign-in codes too); a temple's
 * user with the reports right reads the SMS sent in their temple's name, on the report engine's screen.
 */
export default function SmsReportRoute() {
  const { user } = useUser();
  return user && isAdmin(user.userType) ? <SmsReportPage /> : <ReportScreen report="sms-report" />;
}
