import { MessageType, type VqBooking } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useCancelMyVqBooking } from '../api/cancel-my-vq-booking.ts';
import { type MyVqBookingsQuery, useMyVqBookings } from '../api/find-my-vq-bookings.ts';
import { useMyVqBooking } from '../api/get-my-vq-booking.ts';
import { QueueTokenModal } from '../components/queue-token-modal.tsx';
import { BookingStatusBadge } from '../components/status-badge.tsx';

const LIMIT = 10;

function BookingList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<MyVqBookingsQuery>({ when: 'upcoming', offset: 0, limit: LIMIT });
  const bookings = useMyVqBookings(query, true);
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('vq.whichTokens')} className="flex gap-2">
        {(['upcoming', 'past', 'all'] as const).map((when) => (
          <Button
            key={when}
            role="tab"
            aria-selected={query.when === when}
            variant={query.when === when ? 'primary' : 'secondary'}
            onClick={() => setQuery({ when, offset: 0, limit: LIMIT })}
          >
            {t(`vq.when.${when}`)}
          </Button>
        ))}
      </div>
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError ? (
        <ErrorMessage error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.items.length === 0 ? (
        <Card>
          <p className="text-stone-700">{t('vq.noTokens')}</p>
        </Card>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {bookings.data.items.map((booking) => (
              <li key={booking.id}>
                <Link
                  to={`/booking-token-details?bookingId=${booking.id}`}
                  className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-orange-300 hover:bg-orange-50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-stone-900">{booking.templeName}</span>
                    <BookingStatusBadge status={booking.status} />
                  </span>
                  <span className="text-stone-700">
                    {booking.displayDate} · {booking.slot} ·{' '}
                    {t('vq.devoteesCount', { count: booking.noOfDevotees })}
                  </span>
                  <span className="font-mono text-sm text-stone-600">{booking.queueNumber}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            offset={query.offset}
            limit={LIMIT}
            total={bookings.data.total}
            onChange={(offset) => setQuery({ ...query, offset })}
          />
        </>
      )}
    </div>
  );
}

function BookingDetails({ booking }: { booking: VqBooking }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const cancel = useCancelMyVqBooking();
  const [isQrOpen, setIsQrOpen] = useState(false);

  async function confirmCancel() {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('vq.cancelConfirm', { number: booking.queueNumber }),
      {
        submitText: t('vq.cancelToken'),
        cancelText: t('vq.keepToken'),
      },
    );
    if (!isSure) return;
    try {
      await cancel.mutateAsync(booking.id);
      alert.show(MessageType.Success, t('vq.cancelled'));
    } catch (error) {
      alert.show(MessageType.Error, errorText(error));
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-serif text-xl font-bold text-orange-950">{booking.templeName}</h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-stone-600">{t('vq.queueNumber')}</dt>
        <dd className="font-mono font-semibold text-stone-900">{booking.queueNumber}</dd>
        <dt className="text-stone-600">{t('vq.date')}</dt>
        <dd className="text-stone-900">{booking.displayDate}</dd>
        <dt className="text-stone-600">{t('vq.slot')}</dt>
        <dd className="text-stone-900">
          {booking.slot}
          {booking.slotLabel ? ` · ${booking.slotLabel}` : ''}
        </dd>
        <dt className="text-stone-600">{t('vq.noOfDevotees')}</dt>
        <dd className="text-stone-900">{booking.noOfDevotees}</dd>
        <dt className="text-stone-600">{t('vq.bookedAt')}</dt>
        <dd className="text-stone-900">{formatInstantDateTime(booking.bookedAt, booking.templeTimeZone)}</dd>
        {booking.admittedAt ? (
          <>
            <dt className="text-stone-600">{t('vq.admittedAt')}</dt>
            <dd className="text-stone-900">
              {formatInstantDateTime(booking.admittedAt, booking.templeTimeZone)}
            </dd>
          </>
        ) : null}
        {booking.cancelledAt ? (
          <>
            <dt className="text-stone-600">{t('vq.cancelledAt')}</dt>
            <dd className="text-stone-900">
              {formatInstantDateTime(booking.cancelledAt, booking.templeTimeZone)}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <h3 className="mb-2 font-semibold text-orange-950">{t('vq.devotees')}</h3>
        <ol className="flex flex-col gap-1">
          {booking.devotees.map((devotee, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a party is a fixed list; two devotees may share a name and age.
            <li key={`${devotee.name}-${index}`} className="text-stone-800">
              {index + 1}. {devotee.name} ({t('vq.ageN', { age: devotee.age })})
              {devotee.idProofType ? ` · ${devotee.idProofType} ${devotee.idProofNumber ?? ''}` : ''}
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
      <div className="flex flex-wrap gap-3">
        {booking.status === 'booked' ? (
          <Button onClick={() => setIsQrOpen(true)}>{t('vq.showQr')}</Button>
        ) : null}
        {booking.canCancel ? (
          <Button variant="danger" isBusy={cancel.isPending} onClick={() => void confirmCancel()}>
            {t('vq.cancelToken')}
          </Button>
        ) : null}
      </div>
      {isQrOpen ? <QueueTokenModal booking={booking} onClose={() => setIsQrOpen(false)} /> : null}
    </Card>
  );
}

function OneBooking({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const booking = useMyVqBooking(bookingId, true);
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <ErrorMessage error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <BookingDetails booking={booking.data} />
      <Link to="/booking-token-details" className="font-semibold text-orange-900 underline">
        {t('vq.allTokens')}
      </Link>
    </div>
  );
}

/** spec booking-token-details: the devotee's queue tokens; ?bookingId=… shows one, with cancel. */
export default function BookingTokenDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('bookingId'));
  const { user, isChecking } = useUser();
  return (
    <Page title={t('vq.myTokens')} helpPage="booking-token-details" showBack>
      {!user ? (
        isChecking ? (
          <Loading />
        ) : (
          <SignInRequired />
        )
      ) : bookingId !== null ? (
        <OneBooking bookingId={bookingId} />
      ) : (
        <BookingList />
      )}
    </Page>
  );
}
