import { ReportScreen } from '../components/report-screen.tsx';

/** spec dailywisereport: the collection of each day of a range. */
export default function DailyWiseReportPage() {
  return <ReportScreen report="dailywisereport" />;
}
