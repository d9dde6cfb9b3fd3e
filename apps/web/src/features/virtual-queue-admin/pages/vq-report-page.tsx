import { ReportScreen } from '../components/report-screen.tsx';

const COLUMNS = [
  { key: 'date' },
  { key: 'slots', isNumber: true },
  { key: 'capacity', isNumber: true },
  { key: 'bookings', isNumber: true },
  { key: 'booked', isNumber: true },
  { key: 'admitted', isNumber: true },
  { key: 'noShows', isNumber: true },
  { key: 'cancelled', isNumber: true },
];

/** spec virtual-queue-report. */
export default function VqReportPage() {
  return (
    <ReportScreen
      kind="summary"
      titleKey="vqAdmin.report.title.summary"
      helpPage="virtual-queue-report"
      columns={COLUMNS}
    />
  );
}
