import { ReportScreen } from '../components/report-screen.tsx';

const COLUMNS = [
  { key: 'startTime' },
  { key: 'endTime' },
  { key: 'days', isNumber: true },
  { key: 'capacity', isNumber: true },
  { key: 'bookings', isNumber: true },
  { key: 'booked', isNumber: true },
  { key: 'admitted', isNumber: true },
  { key: 'noShows', isNumber: true },
  { key: 'cancelled', isNumber: true },
  { key: 'utilisation', isNumber: true },
];

/** spec virtual-queue-consolidated-report. */
export default function VqConsolidatedReportPage() {
  return (
    <ReportScreen
      kind="consolidated"
      titleKey="vqAdmin.report.title.consolidated"
      helpPage="virtual-queue-consolidated-report"
      columns={COLUMNS}
    />
  );
}
