import type { ReportRow } from '@nivedya/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRights } from '../../../lib/my-rights.ts';
import { Button } from '../../../ui/button.tsx';

// The dialog (and the modal shell) load only when a seva is marked.
const MarkPerformedDialog = lazy(() => import('./mark-performed-dialog.tsx'));

/**
 * A performing report row's "Mark performed" (issue #17 §4): this seva, or every one of its seva that
 * day; once marked, the time it was.
 */
export function PerformedAction({ templeId, row }: { templeId: number; row: ReportRow }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { can } = useMyRights();
  const performedAt = typeof row.performed === 'string' && row.performed !== '' ? row.performed : null;
  let shown: ReactNode = null;
  if (performedAt) {
    shown = (
      <span className="text-sm whitespace-nowrap text-green-800" data-testid="performed-at">
        ✓ {t('reports.performed.at', { time: performedAt })}
      </span>
    );
  } else if (can('performances')) {
    // Reading the report is one right, marking sevas performed another.
    shown = (
      <Button
        variant="secondary"
        className="min-h-9 px-3 text-sm whitespace-nowrap print:hidden"
        onClick={() => setOpen(true)}
      >
        {t('reports.performed.mark')}
      </Button>
    );
  }
  return (
    <>
      {shown}
      {/* Kept open while the marked row comes back performed: it closes itself, then says so. */}
      {isOpen ? (
        <Suspense fallback={null}>
          <MarkPerformedDialog templeId={templeId} row={row} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
