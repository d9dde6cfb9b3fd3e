import { formatRupees, upiPaymentLink } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '../../../../ui/qr-code.tsx';

/**
 * UPI at the counter: a QR of the upi://pay link with the temple's VPA, its name as payee and the
 * bill's amount, for the devotee's UPI app to scan. A temple without a VPA is told how to add one.
 */
export function UpiPayment({
  vpa,
  payeeName,
  amount,
  note,
  canEditProfile,
}: {
  vpa: string | null;
  payeeName: string;
  /** Paise; the QR waits for a total above zero. */
  amount: number | undefined;
  note: string;
  canEditProfile: boolean;
}) {
  const { t } = useTranslation();
  if (!vpa) {
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">{t('counter.upi.noVpa')}</p>
        <p>{canEditProfile ? t('counter.upi.addVpaAdmin') : t('counter.upi.addVpaStaff')}</p>
        {canEditProfile ? (
          <Link
            to="/temple-profile"
            className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
          >
            {t('counter.upi.openProfile')}
          </Link>
        ) : null}
      </div>
    );
  }
  if (!amount || amount <= 0) return <p className="text-sm text-stone-600">{t('counter.upi.waiting')}</p>;
  const link = upiPaymentLink({ vpa, payeeName, amount, note });
  return (
    <figure className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white p-3 text-center">
      <QrCode text={link} width={200} label={t('counter.upi.qrLabel', { amount: formatRupees(amount) })} />
      <figcaption className="text-sm text-stone-700">
        <span className="block text-lg font-bold text-stone-950 tabular-nums">{formatRupees(amount)}</span>
        {t('counter.upi.payTo', { vpa })}
      </figcaption>
    </figure>
  );
}
