import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useServiceCharges } from '../api/temple-profile.ts';

function Row({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 py-2 ${isTotal ? 'border-t-2 border-stone-300 font-bold text-stone-950' : 'border-b border-stone-100 text-stone-800'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function ChargesBody({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const details = useServiceCharges(templeId);
  if (details.isPending) return <Loading />;
  if (details.isError) return <ErrorMessage error={details.error} onRetry={() => void details.refetch()} />;
  const { charges, example } = details.data;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('serviceCharges.ratesTitle')}</h2>
        <p className="text-sm text-stone-600">{t('templeProfile.platformNote')}</p>
        <dl data-testid="service-charge-rates">
          <Row label={t('serviceCharges.amount')} value={formatRupees(charges.platformChargeAmount)} />
          <Row label={t('serviceCharges.percent')} value={`${charges.platformChargePercent}%`} />
          <Row label={t('serviceCharges.split')} value={formatRupees(charges.splitServiceCharge)} />
          <Row
            label={t('serviceCharges.introductory')}
            value={
              charges.isIntroductoryServiceCharge
                ? formatRupees(charges.introductoryServiceAmount)
                : t('templeProfile.off')
            }
          />
          <Row label={t('serviceCharges.sgst')} value={`${details.data.sgstPercent}%`} />
          <Row label={t('serviceCharges.cgst')} value={`${details.data.cgstPercent}%`} />
        </dl>
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('serviceCharges.exampleTitle')}</h2>
        <p className="text-sm text-stone-600">
          {t('serviceCharges.exampleHint', { amount: formatRupees(example.amount) })}
        </p>
        <dl data-testid="service-charge-example">
          <Row label={t('serviceCharges.sevaAmount')} value={formatRupees(example.amount)} />
          <Row label={t('serviceCharges.serviceCharge')} value={formatRupees(example.serviceCharge)} />
          <Row label={t('serviceCharges.gst')} value={formatRupees(example.gstCharge)} />
          <Row label={t('serviceCharges.split')} value={formatRupees(example.splitServiceCharge)} />
          <Row label={t('serviceCharges.total')} value={formatRupees(example.totalAmount)} isTotal />
        </dl>
      </Card>
    </div>
  );
}

/** spec service-charge-details: read-only; how the platform's charges apply to a devotee's order. */
export default function ServiceChargeDetailsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('serviceCharges.title')} helpPage="service-charge-details" showBack>
      <StaffTemple>{(templeId) => <ChargesBody templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
