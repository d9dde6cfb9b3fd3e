import { useTranslation } from 'react-i18next';
import { formatReportCell } from '../report-cells.ts';

/**
 * The mark of a line that belongs to a star series (issue #19: "marked as recurring"): the performing
 * reports' "Every month" / "Every year", on the screen's rows and on the printed worksheet.
 */
export function RecurringBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 print:border print:border-black print:bg-transparent print:text-sm print:text-black"
      data-testid="recurring-badge"
    >
      ↻ {formatReportCell('label', value, t)}
    </span>
  );
}
