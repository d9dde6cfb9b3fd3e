import type { ReportRow } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button.tsx';

/** The enquiry-reply address of an enquiry-report row, by the reference the row carries. */
export function enquiryReplyPath(row: ReportRow): string | null {
  const id = Number(row.enquiryId);
  return Number.isInteger(id) && id > 0 ? `/enquiry-reply?enquiryId=${id}` : null;
}

/** enquiry-report's row action: open the enquiry to reply to it (or read how it was answered). */
export function EnquiryReplyLink({ row }: { templeId: number; row: ReportRow }) {
  const { t } = useTranslation();
  const path = enquiryReplyPath(row);
  if (!path) return null;
  const action = row.status === 'open' ? t('reports.enquiry.reply') : t('reports.enquiry.open');
  return (
    <Link
      to={path}
      className={buttonClass('secondary', 'min-h-9 px-3 text-sm whitespace-nowrap print:hidden')}
      aria-label={t('reports.enquiry.openLabel', {
        action,
        reference: String(row.enquiryId),
        name: String(row.name),
      })}
    >
      {action}
    </Link>
  );
}
