import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { parseId } from '../../../lib/route-params.ts';
import { Notice } from '../../../ui/error-message.tsx';
import { Page } from '../../../ui/page.tsx';
import { SignedIn } from '../components/devotee-only.tsx';
import { OrderDetailsOpener } from '../components/order-details-opener.tsx';

/**
 * devotee-transaction-details?orderId=…: the transaction-details modal as an address of its own (a
 * link from a message or the payment page); closing it goes to the booking history.
 */
export default function TransactionDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  return (
    <Page title={t('orders.detailsTitle')} helpPage="devotee-transaction-details" showBack>
      <SignedIn>
        {orderId === null ? (
          <Notice>{t('orders.noOrder')}</Notice>
        ) : (
          <OrderDetailsOpener
            orderId={orderId}
            onClose={() => void navigate('/devotee-booking-history', { replace: true })}
          />
        )}
      </SignedIn>
    </Page>
  );
}
