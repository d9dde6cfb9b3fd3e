import type { VqBookingStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

const TONES: Record<VqBookingStatus, string> = {
  booked: 'bg-green-100 text-green-900',
  admitted: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-stone-200 text-stone-800',
  'no-show': 'bg-amber-100 text-amber-950',
};

export function BookingStatusBadge({ status }: { status: VqBookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[status]}`}>
      {t(`vq.status.${status}`)}
    </span>
  );
}
