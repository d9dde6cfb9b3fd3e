import { isAdmin, type ReportList } from '@nivedya/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { StaffTemple } from '../../temple-admin/shared/staff-temple.tsx';
import { usePlatformReportList, useReportList } from '../api/reports.ts';
import { hasReportScreen, reportPath } from '../report-screens.ts';

function ReportGroups({ list }: { list: UseQueryResult<ReportList> }) {
  const { t } = useTranslation();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  const groups = list.data.groups
    .map(({ group, reports }) => ({ group, reports: reports.filter(hasReportScreen) }))
    .filter(({ reports }) => reports.length > 0);
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ group, reports }) => (
        <section key={group} aria-labelledby={`report-group-${group}`}>
          <h2 id={`report-group-${group}`} className="mb-2 font-serif text-lg font-bold text-orange-950">
            {t(`reports.group.${group}`)}
          </h2>
          <Card isPadded={false}>
            <ul className="divide-y divide-stone-100">
              {reports.map((report) => (
                <li key={report}>
                  <Link
                    to={reportPath(report)}
                    className="flex flex-col gap-0.5 px-5 py-4 hover:bg-orange-50 focus-visible:bg-orange-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700"
                  >
                    <span className="font-semibold text-orange-900">{t(`reports.name.${report}`)}</span>
                    <span className="text-sm text-stone-700">{t(`reports.description.${report}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      ))}
    </div>
  );
}

function TempleReportGroups({ templeId }: { templeId: number }) {
  return <ReportGroups list={useReportList(templeId)} />;
}

/** An administrator's: every report; each screen then asks which temple, or all of them. */
function PlatformReportGroups() {
  return <ReportGroups list={usePlatformReportList()} />;
}

/** spec transactionreports: the temple's reports this user may open, grouped as the office reads them. */
export default function TransactionReportsPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Page title={t('reports.title')} width="wide">
      <p className="mb-5 max-w-2xl text-stone-700">{t('reports.intro')}</p>
      {user && isAdmin(user.userType) ? (
        <PlatformReportGroups />
      ) : (
        <StaffTemple>{(templeId) => <TempleReportGroups templeId={templeId} />}</StaffTemple>
      )}
    </Page>
  );
}
