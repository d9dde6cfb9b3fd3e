import { ReportScreen } from '../components/report-screen.tsx';

/** spec seva-wise-report: the collection by seva. */
export default function SevaWiseReportPage() {
  return <ReportScreen report="seva-wise-report" />;
}
