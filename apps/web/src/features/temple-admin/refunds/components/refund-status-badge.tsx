import type { RefundStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

const STATUS_CLASS: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-950',
  approved: 'bg-sky-100 text-sky-900',
  processed: 'bg-green-100 text-green-900',
  rejected: 'bg-stone-200 text-stone-700',
  failed: 'bg-red-100 text-red-900',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[status]}`}
      data-testid="refund-status"
    >
      {t(`refunds.status.${status}`)}
    </span>
  );
}
