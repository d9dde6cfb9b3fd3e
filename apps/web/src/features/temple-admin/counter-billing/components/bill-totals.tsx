import type { OrderTotals } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

/**
 * The bill's totals as the server quoted them (never worked out here): the sevas, their postage and
 * the dakshina when above zero, and the total to collect. A counter bill has no service charge or GST.
 */
export function BillTotals({
  totals,
  numberOfPoojas,
  isUpdating,
}: {
  totals: OrderTotals | undefined;
  numberOfPoojas: number;
  isUpdating: boolean;
}) {
  const { t } = useTranslation();
  if (!totals) {
    return <p className="rounded-xl bg-orange-50/70 p-4 text-stone-700">{t('counter.totals.none')}</p>;
  }
  const rows: [string, number][] = [
    ['counter.totals.sevas', totals.amount],
    ['counter.totals.postage', totals.postageCharge],
    ['counter.totals.dakshina', totals.dakshinaAmount],
  ];
  return (
    <div
      className="rounded-xl bg-orange-50/70 p-4"
      data-testid="bill-totals"
      aria-busy={isUpdating || undefined}
    >
      <dl className="flex flex-col gap-1.5 border-b border-orange-200 pb-3 text-stone-800">
        {rows
          .filter(([key, amount]) => key === 'counter.totals.sevas' || amount > 0)
          .map(([key, amount]) => (
            <div key={key} className="flex justify-between gap-3">
              <dt>{t(key)}</dt>
              <dd className="tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-3 text-stone-600">
          <dt>{t('counter.totals.poojas')}</dt>
          <dd className="tabular-nums">{numberOfPoojas}</dd>
        </div>
      </dl>
      <div className="mt-3 flex items-baseline justify-between gap-3 text-stone-950">
        <span className="text-lg font-bold">{t('counter.totals.total')}</span>
        <output className="text-2xl font-bold tabular-nums" aria-live="polite" data-testid="bill-total">
          {formatRupees(totals.totalAmount)}
        </output>
      </div>
      <p className="mt-1 min-h-5 text-xs text-stone-600" aria-live="polite">
        {isUpdating ? t('counter.totals.updating') : t('counter.totals.noCharges')}
      </p>
    </div>
  );
}
