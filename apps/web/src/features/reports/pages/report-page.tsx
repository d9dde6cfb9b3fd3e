import { useLocation } from 'react-router';
import { ReportScreen } from '../components/report-screen.tsx';
import { SCREENED_REPORTS } from '../screened-reports.ts';

/**
 * spec dailyreport, dailywisereport, seva-wise-report, …: each report's route is its spec name, and
 * every one is the engine's one screen for the report the address names.
 */
export default function ReportPage() {
  const { pathname } = useLocation();
  const report = SCREENED_REPORTS.find((name) => pathname.replace(/\/$/, '') === `/${name}`);
  return report ? <ReportScreen key={report} report={report} /> : null;
}
