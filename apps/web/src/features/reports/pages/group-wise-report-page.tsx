import { ReportScreen } from '../components/report-screen.tsx';

/** spec group-wise-report: the collection by seva group. */
export default function GroupWiseReportPage() {
  return <ReportScreen report="group-wise-report" />;
}
