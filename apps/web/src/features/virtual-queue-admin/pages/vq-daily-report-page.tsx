import { ReportScreen } from '../components/report-screen.tsx';

const COLUMNS = [
  { key: 'date' },
  { key: 'startTime' },
  { key: 'endTime' },
  { key: 'capacity', isNumber: true },
  { key: 'bookings', isNumber: true },
  { key: 'booked', isNumber: true },
  { key: 'admitted', isNumber: true },
  { key: 'noShows', isNumber: true },
  { key: 'cancelled', isNumber: true },
];

/** spec virtual-queue-daily-report. */
export default function VqDailyReportPage() {
  return (
    <ReportScreen
      kind="daily"
      titleKey="vqAdmin.report.title.daily"
      helpPage="virtual-queue-daily-report"
      columns={COLUMNS}
    />
  );
}
