import type { TempleDevoteeBooking } from '@nivedya/domain';
import { formatRupees } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleDevotee } from '../api/temple-devotees.ts';

function Booking({ booking }: { booking: TempleDevoteeBooking }) {
  const { t } = useTranslation();
  return (
    <li className="p-4" data-testid="devotee-booking">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">
          {t('templeDevotees.orderNo', { number: booking.orderNumber })}
        </span>
        <span className="font-semibold text-stone-900">{formatRupees(booking.totalAmount)}</span>
      </div>
      <p className="text-sm text-stone-600">
        {formatDisplayDate(booking.orderDate)} ·{' '}
        {t(`templeDevotees.orderStatus.${booking.status}`, { defaultValue: booking.status })}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-800">
        {booking.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0">
              {line.sevaName} × {line.quantity} — {line.devoteeName}
              {line.starName ? ` (${line.starName})` : ''}
              {line.performDate ? ` · ${formatDisplayDate(line.performDate)}` : ''}
            </span>
            <span className="whitespace-nowrap text-stone-700">{formatRupees(line.amount)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function DevoteeDetails({ templeId, userId }: { templeId: number; userId: number }) {
  const { t } = useTranslation();
  const details = useTempleDevotee(templeId, userId);
  if (details.isPending) return <Loading />;
  if (details.isError) return <ErrorMessage error={details.error} onRetry={() => void details.refetch()} />;
  const { devotee, bookings } = details.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">{devotee.userName}</h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">{t('templeDevotees.mobile')}</dt>
          <dd className="text-stone-900">{devotee.mobile ?? '—'}</dd>
          <dt className="text-stone-600">{t('templeDevotees.email')}</dt>
          <dd className="break-all text-stone-900">{devotee.email ?? '—'}</dd>
          {devotee.address ? (
            <>
              <dt className="text-stone-600">{t('templeDevotees.address')}</dt>
              <dd className="text-stone-900">{devotee.address}</dd>
            </>
          ) : null}
          <dt className="text-stone-600">{t('templeDevotees.bookings')}</dt>
          <dd className="text-stone-900">{devotee.bookingsCount}</dd>
          <dt className="text-stone-600">{t('templeDevotees.totalPaid')}</dt>
          <dd className="font-semibold text-stone-900">{formatRupees(devotee.totalPaid)}</dd>
        </dl>
      </Card>
      <Card isPadded={false}>
        <h2 className="px-4 pt-4 font-semibold text-stone-900">{t('templeDevotees.bookingsHere')}</h2>
        {bookings.length === 0 ? (
          <p className="p-4 text-stone-700">{t('templeDevotees.noBookings')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {bookings.map((booking) => (
              <Booking key={booking.orderId} booking={booking} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** spec devotee: one devotee of the temple (?id=…) and their bookings here. */
export default function DevoteePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = parseId(params.get('id'));
  return (
    <Page title={t('templeDevotees.detailsTitle')} helpPage="devotee" showBack>
      {userId === null ? (
        <Notice>{t('templeDevotees.noDevotee')}</Notice>
      ) : (
        <StaffTemple>{(templeId) => <DevoteeDetails templeId={templeId} userId={userId} />}</StaffTemple>
      )}
    </Page>
  );
}
