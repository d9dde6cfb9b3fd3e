import type { AffectedBooking } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';

/** Bookings standing on blocked dates: who to call, and a reminder to postpone or refund them. */
export function AffectedBookings({
  bookings,
  total,
}: {
  bookings: readonly AffectedBooking[];
  total: number;
}) {
  const { t } = useTranslation();
  if (total === 0) {
    return <p className="rounded-lg bg-emerald-50 p-3 text-emerald-900">{t('sevaBlocking.noAffected')}</p>;
  }
  return (
    <section className="flex flex-col gap-3" aria-label={t('sevaBlocking.affectedTitle')}>
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        {t('sevaBlocking.affectedNote', { count: total })}
      </p>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
        {bookings.map((booking) => (
          <li
            key={booking.lineId}
            data-testid="affected-booking"
            className="grid gap-1 p-3 text-sm sm:grid-cols-[10rem_1fr_1fr_12rem] sm:gap-3"
          >
            <span>
              <span className="block font-semibold text-stone-900">{booking.orderNumber}</span>
              <span className="text-stone-600">{formatDisplayDate(booking.performDate)}</span>
            </span>
            <span>
              <span className="block font-medium text-stone-900">{booking.seva.name}</span>
              <span className="text-stone-600">
                {t('sevaBlocking.quantityAmount', {
                  quantity: booking.quantity,
                  amount: formatRupees(booking.amount),
                })}
                {booking.orderStatus === 'pending' ? ` · ${t('sevaBlocking.paymentPending')}` : ''}
              </span>
            </span>
            <span>
              <span className="block text-stone-900">{booking.devoteeName}</span>
              <span className="text-stone-600">{booking.starName}</span>
            </span>
            <span className="break-words">
              <span className="block text-stone-900">{booking.contact.userName ?? '—'}</span>
              {booking.contact.mobile ? (
                <a className="block text-orange-900 underline" href={`tel:${booking.contact.mobile}`}>
                  {booking.contact.mobile}
                </a>
              ) : null}
              {booking.contact.email ? (
                <a className="block text-orange-900 underline" href={`mailto:${booking.contact.email}`}>
                  {booking.contact.email}
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
