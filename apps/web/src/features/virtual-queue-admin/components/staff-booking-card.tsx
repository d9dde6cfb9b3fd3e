import type { VqStaffBooking } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useTempleTimeZone } from '../../../lib/time-zone.ts';

const STATUS_TONES: Record<VqStaffBooking['status'], string> = {
  booked: 'bg-green-100 text-green-900',
  admitted: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-stone-200 text-stone-800',
  'no-show': 'bg-amber-100 text-amber-950',
};

/** A booking as staff read it: token, slot, party with their ID proofs, answers, admission. */
export function StaffBookingCard({
  booking,
  showLinks = true,
}: {
  booking: VqStaffBooking;
  showLinks?: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-lg font-bold text-stone-900">{booking.queueNumber}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONES[booking.status]}`}>
          {t(`vq.status.${booking.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-stone-600">{t('vq.date')}</dt>
        <dd className="text-stone-900">{booking.displayDate}</dd>
        <dt className="text-stone-600">{t('vq.slot')}</dt>
        <dd className="text-stone-900">
          {booking.slot}
          {booking.slotLabel ? ` · ${booking.slotLabel}` : ''}
        </dd>
        <dt className="text-stone-600">{t('vq.noOfDevotees')}</dt>
        <dd className="font-semibold text-stone-900">{booking.partySize}</dd>
        <dt className="text-stone-600">{t('vqGate.bookedBy')}</dt>
        <dd className="text-stone-900">
          {booking.leadName}
          {booking.mobile ? ` · ${booking.mobile}` : ''}
        </dd>
        {booking.admittedAt ? (
          <>
            <dt className="text-stone-600">{t('vq.admittedAt')}</dt>
            <dd className="text-stone-900">
              {t('vqGate.admittedWhere', {
                when: formatInstantDateTime(booking.admittedAt, timeZone),
                gate: booking.admittedGate ?? '—',
                by: booking.admittedByName ?? '—',
              })}
            </dd>
          </>
        ) : null}
        {booking.cancelledAt ? (
          <>
            <dt className="text-stone-600">{t('vq.cancelledAt')}</dt>
            <dd className="text-stone-900">
              {formatInstantDateTime(booking.cancelledAt, timeZone)}
              {booking.cancelReason ? ` · ${booking.cancelReason}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-2 font-semibold text-orange-950">{t('vq.devotees')}</h3>
        <ol className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {booking.devotees.map((devotee, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a party is a fixed list; two devotees may share a name and age.
            <li key={`${devotee.name}-${index}`} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span className="font-medium text-stone-900">
                {index + 1}. {devotee.name}{' '}
                <span className="text-stone-600">({t('vq.ageN', { age: devotee.age })})</span>
              </span>
              {devotee.idProofType ? (
                <span className="font-mono text-sm text-stone-700">
                  {devotee.idProofType} {devotee.idProofNumber}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {booking.answers.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {booking.answers.map((answer) => (
            <div key={answer.questionId} className="contents">
              <dt className="text-stone-600">{answer.label}</dt>
              <dd className="text-stone-900">{answer.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {showLinks ? (
        <div className="flex flex-wrap gap-4 text-sm font-semibold text-orange-900">
          <Link className="underline" to={`/virtual-queue-token-details?bookingId=${booking.id}`}>
            {t('vqGate.tokenDetails')}
          </Link>
          <Link className="underline" to={`/virtual-queue-devotee-details?bookingId=${booking.id}`}>
            {t('vqGate.devoteeDetails')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
