import { formatRupees, OrderLineStatus, type RefundableLine } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';

/** Why a seva cannot be ticked, as a translation key and its values. */
function whyNot(line: RefundableLine): [string, Record<string, unknown>] | null {
  if (line.openRefundId !== null) return ['refunds.order.lineInRefund', { id: line.openRefundId }];
  if (line.status === OrderLineStatus.Refunded) return ['refunds.order.lineRefunded', {}];
  if (line.status === OrderLineStatus.Cancelled) return ['refunds.order.lineCancelled', {}];
  return null;
}

/** The order's sevas with a tick box each; those that cannot be refunded say why. */
export function RefundableLines({
  lines,
  chosen,
  onToggle,
  error,
}: {
  lines: readonly RefundableLine[];
  chosen: readonly number[];
  onToggle: (lineId: number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'refund-lines-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('refunds.order.chooseLines')}</legend>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {lines.map((line) => {
          const why = line.isRefundable ? null : whyNot(line);
          const reason = why ? t(why[0], why[1]) : '';
          return (
            <li key={line.id}>
              <label
                className={`flex min-h-11 items-start gap-3 p-3 ${line.isRefundable ? 'cursor-pointer hover:bg-orange-50' : 'opacity-70'}`}
              >
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-orange-800"
                  checked={chosen.includes(line.id)}
                  disabled={!line.isRefundable}
                  // A refused submit focuses the first seva that can be ticked.
                  aria-invalid={error && line.isRefundable ? true : undefined}
                  onChange={() => onToggle(line.id)}
                  data-testid="refund-line"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900">
                    {line.serialNo}. {line.sevaName}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {line.devoteeName} - {line.starName}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {line.performDate ? formatDisplayDate(line.performDate) : t('refunds.order.pendingDate')}{' '}
                    · {t('refunds.order.quantity', { count: line.quantity })} · {formatRupees(line.lineTotal)}
                  </span>
                  {line.isRefundable ? (
                    <span className="mt-1 block text-sm font-semibold text-stone-900 tabular-nums">
                      {t('refunds.order.share', { amount: formatRupees(line.share) })}
                    </span>
                  ) : (
                    <span className="mt-1 block text-sm text-stone-600">{reason}</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="refund-lines-error" className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
