import { ReportScreen } from '../components/report-screen.tsx';

/** spec dailyreport: how a counter closes its day (issue #14 §2), on the report engine's screen. */
export default function DailyReportPage() {
  return <ReportScreen report="dailyreport" />;
}
