import { ReportScreen } from '../components/report-screen.tsx';

/** spec dakshina-report: every dakshina given, and who took it. */
export default function DakshinaReportPage() {
  return <ReportScreen report="dakshina-report" />;
}
