import { ReportScreen } from '../components/report-screen.tsx';

/** spec deity-wise-report: the collection by deity. */
export default function DeityWiseReportPage() {
  return <ReportScreen report="deity-wise-report" />;
}
