import { formatRupees } from '@nivedya/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TotalsLike, totalsBreakdown } from '../lib/totals-breakdown.ts';
import { ChevronDownIcon } from './feature-icons.tsx';

/**
 * spec §2 totals: the breakdown (Total, then Dakshina, Payment Gateway charge, SGST (9%), CGST (9%),
 * Postage Charge, each only above zero), a toggle that expands or collapses it, and the Total Amount
 * (and Total Number of Pooja where given). Amounts are the server's, in paise.
 */
export function TotalsBreakdown({
  totals,
  numberOfPoojas,
  isInitiallyOpen = false,
}: {
  totals: TotalsLike;
  numberOfPoojas?: number | undefined;
  isInitiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const rows = totalsBreakdown(totals);
  return (
    <div className="rounded-xl bg-orange-50/70 p-4" data-testid="totals">
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={id}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg text-left font-semibold text-orange-900 focus-visible:outline-2 focus-visible:outline-orange-700"
      >
        {isOpen ? t('totals.hideBreakdown') : t('totals.showBreakdown')}
        <ChevronDownIcon className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <dl id={id} hidden={!isOpen} className="mt-2 flex flex-col gap-1.5 border-b border-orange-200 pb-3">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3 text-stone-800" data-row={row.key}>
            <dt>{t(row.labelKey)}</dt>
            <dd className="tabular-nums">{formatRupees(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 flex flex-col gap-1.5">
        <div className="flex justify-between gap-3 text-lg font-bold text-stone-950" data-row="totalAmount">
          <dt>{t('totals.totalAmount')}</dt>
          <dd className="tabular-nums">{formatRupees(totals.totalAmount)}</dd>
        </div>
        {numberOfPoojas !== undefined ? (
          <div className="flex justify-between gap-3 text-stone-700" data-row="numberOfPoojas">
            <dt>{t('totals.numberOfPoojas')}</dt>
            <dd className="tabular-nums">{numberOfPoojas}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
