import type { TempleBankDetails } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';

/** A temple trust's account (spec bank-details-checkout): bank, branch, account name and number, IFSC. */
export function BankAccount({ bankDetails }: { bankDetails: TempleBankDetails }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('bank.bank'), bankDetails.bankName],
    [t('bank.branch'), bankDetails.branch],
    [t('bank.accountName'), bankDetails.accountName],
    [t('bank.accountNumber'), bankDetails.accountNumber],
    [t('bank.ifsc'), bankDetails.ifsc],
  ];
  return (
    <dl className="rounded-xl border border-stone-200 bg-white">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex justify-between gap-4 border-b border-stone-100 px-4 py-2.5 last:border-0"
        >
          <dt className="shrink-0 text-stone-600">{label}</dt>
          <dd className="text-right font-semibold break-words text-stone-950 select-all">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
