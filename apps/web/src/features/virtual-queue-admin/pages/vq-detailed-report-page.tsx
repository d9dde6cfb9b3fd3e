import { ReportScreen } from '../components/report-screen.tsx';

const COLUMNS = [
  { key: 'queueNumber' },
  { key: 'date' },
  { key: 'startTime' },
  { key: 'leadName' },
  { key: 'mobile' },
  { key: 'partySize', isNumber: true },
  { key: 'status' },
  { key: 'bookedAt' },
  { key: 'admittedAt' },
  { key: 'admittedGate' },
  { key: 'answers' },
];

/** spec virtual-queue-detailed-report. */
export default function VqDetailedReportPage() {
  return (
    <ReportScreen
      kind="detailed"
      titleKey="vqAdmin.report.title.detailed"
      helpPage="virtual-queue-detailed-report"
      columns={COLUMNS}
    />
  );
}
