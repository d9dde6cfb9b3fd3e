import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { parseId } from '../../../lib/route-params.ts';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useMyVqBooking } from '../api/get-my-vq-booking.ts';
import { QueueTokenModal } from '../components/queue-token-modal.tsx';

/**
 * spec devotee-virtual-qdetails (?bookingId=…): the queue booking details modal on its own route, as
 * the booking screen opens it right after a booking. Closing it goes to the devotee's tokens.
 */
export default function DevoteeVirtualQDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('bookingId'));
  const { user, isChecking } = useUser();
  const booking = useMyVqBooking(bookingId, user !== null);
  const close = () => navigate(`/booking-token-details?bookingId=${bookingId ?? ''}`, { replace: true });
  return (
    <Page title={t('vq.tokenTitle')} showBack>
      {bookingId === null ? (
        <Notice>{t('vq.noBooking')}</Notice>
      ) : !user ? (
        isChecking ? (
          <Loading />
        ) : (
          <SignInRequired />
        )
      ) : booking.isPending ? (
        <Loading />
      ) : booking.isError ? (
        <ErrorMessage error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <QueueTokenModal booking={booking.data} onClose={close} />
      )}
    </Page>
  );
}
