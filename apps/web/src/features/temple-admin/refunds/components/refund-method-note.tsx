import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

/** Says how the money goes back: through the gateway that took it, or by the temple itself (no adapter). */
export function RefundMethodNote({
  method,
  gateway,
  paymentMode,
  amount,
}: {
  method: 'gateway' | 'offline';
  gateway: string | null;
  paymentMode: number;
  amount: number;
}) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950" data-testid="refund-method">
      {method === 'gateway'
        ? t('refunds.method.gateway', { gateway: gateway ?? '', amount: formatRupees(amount) })
        : t('refunds.method.offline', {
            mode: t(`refunds.paymentMode.${paymentMode}`, { defaultValue: String(paymentMode) }),
          })}
    </p>
  );
}
