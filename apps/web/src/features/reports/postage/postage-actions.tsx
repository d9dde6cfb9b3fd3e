import type { ReportRow } from '@nivedya/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';

// The dialog (and the modal shell) load only when a tracking number is entered.
const ParcelTrackingDialog = lazy(() => import('./parcel-tracking-dialog.tsx'));

/** A parcel row's "Enter tracking no." (or "Correct" once it has one), opening the dialog. */
export function ParcelTrackingAction({ templeId, row }: { templeId: number; row: ReportRow }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const hasNumber = typeof row.trackingNumber === 'string' && row.trackingNumber !== '';
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-9 px-3 text-sm whitespace-nowrap print:hidden"
        onClick={() => setOpen(true)}
      >
        {hasNumber ? t('reports.postage.correct') : t('reports.postage.enter')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ParcelTrackingDialog templeId={templeId} row={row} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The A4 address labels (2 × 7 on a sheet) of the parcels of the days shown. */
export function PostageLabelsLink({ templeId, from, to }: { templeId: number; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={buttonClass('secondary', 'max-sm:px-3 max-sm:text-sm')}
      href={apiUrl('/api/v1/temples/{templeId}/reports/performance-postage-address-report/labels', {
        path: { templeId },
        query: { from, to },
      })}
      download
    >
      {t('reports.postage.labels')}
    </a>
  );
}
