import { formatRupees, PaymentMode, starNameIn } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { formatDisplayDate, formatInstantDateTime } from '../../../lib/display-dates.ts';
import { totalsBreakdown } from '../../../lib/totals-breakdown.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_TEMPLE_ICON, FallbackImage } from '../../../ui/fallback-image.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { PublicSheet } from '../../../ui/public-sheet.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { LineSeriesBadge } from '../../../ui/series-badge.tsx';
import { useReceipt } from '../api/get-receipt.ts';
import { PerformancePhoto } from '../components/performance-photo.tsx';

/** Paid at the temple counter (cash, UPI, card): a counter bill, not a booking made in the app. */
function isCounterBill(paymentMode: number): boolean {
  return (
    paymentMode === PaymentMode.Cash || paymentMode === PaymentMode.Upi || paymentMode === PaymentMode.Card
  );
}

/**
 * seva-receipt/:id (the id is the receipt token; ARCHITECTURE rule 6): the printable receipt of one
 * order, open without login — temple, booking number, date, each seva with devotee and star, and the
 * totals with their GST lines; Print, and Download PDF (/api/v1/receipts/:token/pdf).
 */
export default function ReceiptPage() {
  const { t, i18n } = useTranslation();
  const token = useParams().id;
  const receipt = useReceipt(token);
  const data = receipt.data;
  useEffect(() => {
    document.title = data ? `${t('receipt.title')} ${data.orderNumber} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [data, t]);
  // The receipt names the star in English; a reader of another language sees the star's name in it.
  const starName = (name: string) => starNameIn(name, i18n.language);
  return (
    <PublicSheet
      width="max-w-3xl"
      actions={
        data ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
            <a href={data.pdfUrl} className={buttonClass('primary')} download>
              {t('receipt.pdf')}
            </a>
          </div>
        ) : null
      }
    >
      <article className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:max-w-none print:rounded-none print:p-0 print:shadow-none">
        {receipt.isPending ? <Loading /> : null}
        {receipt.isError ? (
          <ErrorMessage error={receipt.error} onRetry={() => void receipt.refetch()} />
        ) : null}
        {data ? (
          <>
            <header className="flex items-start gap-4 border-b border-stone-200 pb-4">
              <FallbackImage
                src={data.temple.logoUrl}
                fallback={DEFAULT_TEMPLE_ICON}
                alt=""
                width="64"
                height="64"
                className="size-16 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0">
                <h1 className="font-serif text-xl font-bold text-orange-950 sm:text-2xl">
                  {data.temple.name}
                </h1>
                {data.temple.nameNarration ? (
                  <p className="text-stone-700">{data.temple.nameNarration}</p>
                ) : null}
                {data.temple.address ? <p className="text-sm text-stone-600">{data.temple.address}</p> : null}
                {data.temple.manthra ? (
                  <p className="mt-1 font-serif text-amber-900">{data.temple.manthra}</p>
                ) : null}
              </div>
            </header>
            <h2 className="mt-4 text-center text-lg font-bold tracking-wide text-stone-900 uppercase">
              {t('receipt.title')}
            </h2>
            {/* Labels take at most 45% of a phone's width (Malayalam's wrap), the values the rest. */}
            <dl className="mt-3 grid grid-cols-[fit-content(45%)_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-500">{t('orders.bookingNo')}</dt>
              <dd className="font-mono font-semibold text-stone-900">{data.orderNumber}</dd>
              <dt className="text-stone-500">{t('receipt.date')}</dt>
              <dd className="text-stone-900">{formatDisplayDate(data.orderDate)}</dd>
              {data.paidAt ? (
                <>
                  <dt className="text-stone-500">{t('receipt.paidAt')}</dt>
                  <dd className="text-stone-900">
                    {formatInstantDateTime(data.paidAt, data.temple.timeZone)}
                  </dd>
                </>
              ) : null}
              {data.paymentCode ? (
                <>
                  <dt className="text-stone-500">{t('receipt.paymentRef')}</dt>
                  <dd className="font-mono break-all text-stone-900">{data.paymentCode}</dd>
                </>
              ) : null}
              <dt className="text-stone-500">{t('receipt.status')}</dt>
              {/* Written in the language of the account that booked it, whoever reads the receipt. */}
              <dd className="text-stone-900" lang={data.language}>
                {data.statusMessage}
              </dd>
            </dl>
            <ol className="mt-4 border-y-2 border-stone-300" aria-label={t('receipt.sevas')}>
              {data.lines.map((line) => (
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
                      {line.devoteeName} - {starName(line.starName)}
                      {line.series ? (
                        <span className="ml-2">
                          <LineSeriesBadge series={line.series} />
                        </span>
                      ) : null}
                    </p>
                    <p className="text-stone-600">
                      {line.performDate ? formatDisplayDate(line.performDate) : t('cart.dateByTemple')} ·{' '}
                      {line.quantity} × {formatRupees(line.rate)}
                      {line.postageCharge > 0
                        ? ` + ${t('receipt.postage', { amount: formatRupees(line.postageCharge) })}`
                        : ''}
                    </p>
                    {line.performedAt ? (
                      <p className="font-semibold text-green-800" data-testid="receipt-performed">
                        ✓{' '}
                        {t('orders.sevaPerformed', {
                          at: formatInstantDateTime(line.performedAt, data.temple.timeZone),
                        })}
                      </p>
                    ) : null}
                    {line.performedPhotoUrl ? (
                      <div className="mt-1.5">
                        <PerformancePhoto url={line.performedPhotoUrl} />
                      </div>
                    ) : null}
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">{formatRupees(line.lineTotal)}</p>
                </li>
              ))}
            </ol>
            <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 text-sm">
              {totalsBreakdown(data.totals).map((row) => (
                <div key={row.key} className="flex justify-between gap-4">
                  <dt className="text-stone-600">{t(row.labelKey)}</dt>
                  <dd className="tabular-nums">{formatRupees(row.amount)}</dd>
                </div>
              ))}
              <div className="mt-1 flex justify-between gap-4 border-t-2 border-stone-300 pt-2 text-base font-bold">
                <dt>{t('totals.totalAmount')}</dt>
                <dd className="tabular-nums">{formatRupees(data.totals.totalAmount)}</dd>
              </div>
              <div className="flex justify-between gap-4 text-stone-600">
                <dt>{t('totals.numberOfPoojas')}</dt>
                <dd className="tabular-nums">{data.totals.numberOfPoojas}</dd>
              </div>
            </dl>
            {/* The receipt's own link, as the thermal slip prints it (issue #18). */}
            <figure className="mt-6 flex flex-col items-center gap-1" data-testid="receipt-qr">
              <QrCode text={data.receiptUrl} width={128} label={t('receipt.qrLabel')} />
              <figcaption className="text-xs text-stone-500">{t('receipt.qrLabel')}</figcaption>
            </figure>
            <p className="mt-4 text-center text-xs text-stone-500">
              {isCounterBill(data.paymentMode)
                ? t('receipt.footerCounter', { product: PRODUCT_NAME })
                : t('receipt.footer', { product: PRODUCT_NAME })}
            </p>
          </>
        ) : null}
      </article>
    </PublicSheet>
  );
}
