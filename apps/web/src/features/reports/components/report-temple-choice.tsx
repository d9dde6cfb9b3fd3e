import { PAGE_SIZE_MAX, type ReportName } from '@nivedya/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useTemples } from '../../home/api/find-temples.ts';
import { usePlatformReportList } from '../api/reports.ts';

/** The address parameter of an administrator's temple choice; absent means every temple. */
const TEMPLE_PARAM = 'temple';

/**
 * An administrator reads any temple's report, or every temple's at once where the report allows it
 * (the consolidated report); the choice is kept in the address like the report's other filters.
 */
export function ReportTempleChoice({
  report,
  isOneTemple = false,
  children,
}: {
  report: ReportName;
  /** Only one temple's (report-details-page), even for a report read across temples. */
  isOneTemple?: boolean;
  children: (templeId: number | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list = usePlatformReportList();
  const temples = useTemples({ search: '', offset: 0, limit: PAGE_SIZE_MAX });
  if (list.isPending || temples.isPending) return <Loading />;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  if (temples.isError) return <ErrorMessage error={temples.error} onRetry={() => void temples.refetch()} />;
  const isAcrossTemples = !isOneTemple && list.data.acrossTemples.includes(report);
  const chosen = temples.data.items.find((temple) => String(temple.id) === params.get(TEMPLE_PARAM));
  return (
    <>
      <div className="mb-4 max-w-md print:hidden">
        <SelectField
          label={t('reports.filters.temple')}
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set(TEMPLE_PARAM, event.target.value);
                else next.delete(TEMPLE_PARAM);
                next.delete('offset');
                return next;
              },
              { replace: true },
            )
          }
        >
          <option value="">
            {isAcrossTemples ? t('reports.filters.allTemples') : t('reports.filters.chooseTemple')}
          </option>
          {temples.data.items.map((temple) => (
            <option key={temple.id} value={temple.id}>
              {temple.name}
            </option>
          ))}
        </SelectField>
      </div>
      {chosen || isAcrossTemples ? (
        children(chosen?.id ?? null)
      ) : (
        <Notice>{t('reports.filters.templeNeeded')}</Notice>
      )}
    </>
  );
}
