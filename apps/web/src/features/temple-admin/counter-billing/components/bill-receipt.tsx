import { type CounterBill, formatRupees, starNameIn } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatInstantDateTime } from '../../../../lib/display-dates.ts';

/**
 * The bill as the devotee's receipt says it (the server's receipt of the order), with what the desk
 * also needs: how it was paid, who billed it, and why it was cancelled.
 */
export function BillReceipt({ bill }: { bill: CounterBill }) {
  const { t, i18n } = useTranslation();
  const { receipt } = bill;
  const star = (name: string) => starNameIn(name, i18n.language);
  const facts: [string, string][] = [
    [t('counter.bill.number'), bill.orderNumber],
    [t('counter.bill.date'), formatDisplayDate(bill.orderDate)],
    [t('counter.bill.time'), formatInstantDateTime(bill.createdAt, bill.receipt.temple.timeZone)],
    [t('counter.bill.payment'), t(`counter.payment.${bill.paymentMode}`)],
    ...(bill.paymentReference
      ? ([[t('counter.bill.reference'), bill.paymentReference]] as [string, string][])
      : []),
    ...(bill.mobile ? ([[t('counter.bill.mobile'), bill.mobile]] as [string, string][]) : []),
    ...(bill.createdBy
      ? ([[t('counter.bill.billedBy'), bill.createdBy.userName]] as [string, string][])
      : []),
    ...(bill.remarks ? ([[t('counter.bill.remarks'), bill.remarks]] as [string, string][]) : []),
  ];
  const totals: [string, number][] = [
    [t('counter.totals.sevas'), receipt.totals.amount],
    [t('counter.totals.postage'), receipt.totals.postageCharge],
    [t('counter.totals.dakshina'), receipt.totals.dakshinaAmount],
    [t('counter.totals.serviceCharge'), receipt.totals.serviceCharge + receipt.totals.splitServiceCharge],
    [t('counter.totals.gst'), receipt.totals.gstCharge],
  ];
  return (
    <article
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="bill-receipt-title"
      data-testid="bill-receipt"
    >
      <header className="border-b border-stone-200 pb-3 text-center">
        <p className="font-serif text-xl font-bold text-orange-950">{receipt.temple.name}</p>
        {receipt.temple.nameNarration ? (
          <p className="text-stone-700">{receipt.temple.nameNarration}</p>
        ) : null}
        {receipt.temple.address ? <p className="text-sm text-stone-600">{receipt.temple.address}</p> : null}
        <h2
          id="bill-receipt-title"
          className="mt-2 text-sm font-bold tracking-wider text-stone-900 uppercase"
        >
          {t('counter.bill.receiptTitle')}
        </h2>
      </header>
      {bill.status === 'cancelled' ? (
        <p role="status" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <span className="font-semibold">{t('counter.bill.cancelled')}</span>
          {bill.cancelReason ? ` ${t('counter.bill.cancelReason', { reason: bill.cancelReason })}` : ''}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-4 border-y-2 border-stone-300" aria-label={t('counter.bill.sevas')}>
        {receipt.lines.map((line) => (
          <li
            key={line.serialNo}
            className="flex items-start justify-between gap-3 border-b border-stone-100 py-2.5 text-sm last:border-0"
          >
            <div className="min-w-0">
              <p className="font-medium text-stone-900">
                {line.serialNo}. {line.sevaName}
                {line.deityName ? (
                  <span className="font-normal text-stone-600"> · {line.deityName}</span>
                ) : null}
              </p>
              <p className="text-stone-800">
                {line.devoteeName} - {star(line.starName)}
              </p>
              <p className="text-stone-600">
                {formatDisplayDate(line.performDate)} · {line.quantity} × {formatRupees(line.rate)}
                {line.postageCharge > 0
                  ? ` + ${t('counter.lines.postage', { amount: formatRupees(line.postageCharge) })}`
                  : ''}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatRupees(line.lineTotal)}</p>
          </li>
        ))}
      </ol>
      <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 text-sm">
        {totals
          .filter(([, amount], index) => index === 0 || amount > 0)
          .map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-stone-600">{label}</dt>
              <dd className="tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
        <div className="mt-1 flex justify-between gap-4 border-t-2 border-stone-300 pt-2 text-base font-bold">
          <dt>{t('counter.totals.total')}</dt>
          <dd className="tabular-nums" data-testid="bill-receipt-total">
            {formatRupees(receipt.totals.totalAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-stone-600">
          <dt>{t('counter.totals.poojas')}</dt>
          <dd className="tabular-nums">{receipt.totals.numberOfPoojas}</dd>
        </div>
      </dl>
    </article>
  );
}
