import { ReportScreen } from '../components/report-screen.tsx';

const COLUMNS = [
  { key: 'queueNumber' },
  { key: 'date' },
  { key: 'startTime' },
  { key: 'name' },
  { key: 'age', isNumber: true },
  { key: 'idProofType' },
  { key: 'idProofNumber' },
  { key: 'mobile' },
  { key: 'status' },
  { key: 'admittedAt' },
];

/** spec detailed-virtual-queue-devotee-report. */
export default function VqDevoteeReportPage() {
  return (
    <ReportScreen
      kind="devotees"
      titleKey="vqAdmin.report.title.devotees"
      helpPage="detailed-virtual-queue-devotee-report"
      columns={COLUMNS}
    />
  );
}
