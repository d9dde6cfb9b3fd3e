import { REPORT_NAMES, type ReportName } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../ui/error-message.tsx';
import { Page } from '../../../ui/page.tsx';
import type { ReportRequest } from '../api/reports.ts';
import { ReportScreen } from '../components/report-screen.tsx';
import { hasReportScreen, REPORT_DETAIL_KEYS } from '../report-screens.ts';

function isReportName(value: string | null): value is ReportName {
  return (REPORT_NAMES as readonly (string | null)[]).includes(value);
}

/**
 * spec report-details-page: the order lines behind one row of a report, opened from the row. The
 * address names the report, its range and payment mode, and what the row stands for (sevaId, …).
 */
export default function ReportDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const report = params.get('report');
  if (!isReportName(report) || !hasReportScreen(report)) {
    return (
      <Page title={t('reports.details.missingTitle')} showBack>
        <Notice>{t('reports.details.missing')}</Notice>
      </Page>
    );
  }
  const details: NonNullable<ReportRequest['details']> = {};
  for (const key of REPORT_DETAIL_KEYS) {
    const value = Number(params.get(key));
    if (params.has(key) && Number.isInteger(value)) details[key] = value;
  }
  return <ReportScreen key={params.toString()} report={report} details={details} />;
}
