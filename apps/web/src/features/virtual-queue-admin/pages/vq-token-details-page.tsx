import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { useVqBooking } from '../api/get-vq-booking.ts';
import { StaffBookingCard } from '../components/staff-booking-card.tsx';
import { StaffTemple } from '../components/staff-temple.tsx';

function TokenDetails({ templeId, bookingId }: { templeId: number; bookingId: number }) {
  const booking = useVqBooking(templeId, bookingId);
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <ErrorMessage error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <Card>
      <StaffBookingCard booking={booking.data} />
    </Card>
  );
}

/** spec virtual-queue-token-details (?bookingId=…): a token as staff see it. */
export default function VqTokenDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('bookingId'));
  return (
    <Page title={t('vqGate.tokenDetails')} helpPage="virtual-queue-token-details" showBack>
      {bookingId === null ? (
        <Notice>{t('vq.noBooking')}</Notice>
      ) : (
        <StaffTemple>{(templeId) => <TokenDetails templeId={templeId} bookingId={bookingId} />}</StaffTemple>
      )}
    </Page>
  );
}
