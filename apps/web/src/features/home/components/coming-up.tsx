import {
  type ComingPooja,
  type DevoteeNotice,
  formatDisplayDate,
  formatRupees,
  regionalName,
  type User,
  UserType,
} from '@nivedya/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSettled } from '../../../lib/query-settled.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { BellIcon } from '../../../ui/icons.tsx';
import { type GateToken, useNextQueueToken } from '../api/find-next-queue-token.ts';
import { useComingUp } from '../api/get-coming-up.ts';

const GateQrView = lazy(() => import('./gate-qr-view.tsx'));

const linkClass = 'font-semibold text-orange-900 underline underline-offset-2 hover:text-orange-950';

/** Where a notice leads: the bank account to pay into, or the booking it is about. */
function noticeLink(notice: DevoteeNotice): { to: string; labelKey: string } {
  if (notice.kind === 'bankTransferDue' && notice.paymentId !== null) {
    return { to: `/payment-success/${notice.paymentId}`, labelKey: 'home.comingUp.notice.payNow' };
  }
  return { to: `/devotee-booking-history?order=${notice.orderId}`, labelKey: 'home.comingUp.notice.open' };
}

function NoticeItem({ notice }: { notice: DevoteeNotice }) {
  const { t, i18n } = useTranslation();
  const link = noticeLink(notice);
  const isDue = notice.kind === 'bankTransferDue';
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl border p-3 ${
        isDue ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950'
      }`}
      data-testid="home-notice"
    >
      <p>
        {t(`home.comingUp.notice.${notice.kind}`, {
          temple: regionalName(notice.templeName, notice.templeNameNarration, i18n.language),
          seva: notice.sevaName ?? '',
          orderNumber: notice.orderNumber,
          date: formatDisplayDate(notice.performDate),
          amount: notice.amount === null ? '' : formatRupees(notice.amount),
        })}
      </p>
      <Link to={link.to} className={linkClass}>
        {t(link.labelKey)}
      </Link>
    </li>
  );
}

function TokenCard({ token, onShow }: { token: GateToken; onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-token-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-orange-300 bg-white p-4 shadow-sm"
      data-testid="home-token"
    >
      <h3 id="home-token-title" className="font-serif text-lg font-bold text-orange-950">
        {t('home.comingUp.darshanToken')}
      </h3>
      <div>
        <p className="font-semibold text-stone-900">{token.templeName}</p>
        <p className="text-stone-700">
          {token.displayDate} · {token.slot}
        </p>
        <p className="text-stone-700">{t('home.comingUp.queueNumber', { number: token.queueNumber })}</p>
      </div>
      <Button onClick={onShow}>{t('home.comingUp.showQr')}</Button>
      <Link to="/booking-token-details" className={`text-sm ${linkClass}`}>
        {t('home.comingUp.allTokens')}
      </Link>
    </section>
  );
}

function PoojaCard({ poojas }: { poojas: ComingPooja[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="home-poojas-title"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id="home-poojas-title" className="font-serif text-lg font-bold text-orange-950">
        {t('home.comingUp.poojasTitle')}
      </h3>
      <ul className="flex flex-col divide-y divide-stone-100" data-testid="home-poojas">
        {poojas.map((pooja) => (
          <li key={pooja.lineId} className="flex flex-col py-2 first:pt-0 last:pb-0">
            <span className="font-semibold text-stone-900">
              {regionalName(pooja.sevaName, pooja.sevaNameNarration, i18n.language)}
            </span>
            <span className="text-stone-700">
              {regionalName(pooja.templeName, pooja.templeNameNarration, i18n.language)}
            </span>
            <span className="text-sm text-stone-700">
              <time dateTime={pooja.performDate} className="font-semibold text-stone-900">
                {formatDisplayDate(pooja.performDate)}
              </time>{' '}
              · {t('home.comingUp.poojaFor', { name: pooja.devoteeName })}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/devotee-booking-history" className={`text-sm ${linkClass}`}>
        {t('home.comingUp.allBookings')}
      </Link>
    </section>
  );
}

/**
 * The devotee's home, first (issue #18): what needs them (a transfer to pay, the temple's answers),
 * their next darshan token with its QR one tap away — kept on the phone, so it opens at the gate with
 * no connection — and their next poojas. Devotees only: guests and staff see nothing of it.
 */
export function ComingUp({ user, onSettled }: { user: User | null; onSettled?: () => void }) {
  const { t } = useTranslation();
  const isDevotee = user?.userType === UserType.Devotee;
  const comingUp = useComingUp(isDevotee);
  const token = useNextQueueToken(isDevotee && user ? user.id : null);
  const [isQrOpen, setIsQrOpen] = useState(false);
  const isSettled = hasSettled(comingUp) && hasSettled(token);
  useEffect(() => {
    if (isSettled) onSettled?.();
  }, [isSettled, onSettled]);
  if (!isDevotee) return null;

  const notices = comingUp.data?.notices ?? [];
  const poojas = comingUp.data?.poojas ?? [];
  const nextToken = token.data ?? null;
  const isEmpty =
    comingUp.isSuccess && token.isSuccess && notices.length === 0 && poojas.length === 0 && !nextToken;

  return (
    <section aria-labelledby="coming-up-title" className="mb-8" data-testid="coming-up">
      <h2 id="coming-up-title" className="mb-3 font-serif text-2xl font-bold text-orange-950">
        {t('home.comingUp.title')}
      </h2>
      {/* The token first: at the gate, its QR is what the devotee opens the app for. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {nextToken ? <TokenCard token={nextToken} onShow={() => setIsQrOpen(true)} /> : null}
        {notices.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label={t('home.comingUp.needsYou')}>
            {notices.map((notice) => (
              <NoticeItem key={`${notice.kind}-${notice.orderId}-${notice.at}`} notice={notice} />
            ))}
          </ul>
        ) : null}
        {poojas.length > 0 ? <PoojaCard poojas={poojas} /> : null}
      </div>
      {comingUp.isError && !comingUp.data ? (
        <ErrorMessage error={comingUp.error} onRetry={() => void comingUp.refetch()} />
      ) : null}
      {isEmpty ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-stone-700 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <BellIcon className="mt-0.5 size-5 shrink-0 text-orange-800" />
            {t('home.comingUp.empty')}
          </p>
          <Link to="/get-all-seva-search" className={`shrink-0 ${linkClass}`}>
            {t('home.comingUp.findSeva')}
          </Link>
        </div>
      ) : null}
      {isQrOpen && nextToken ? (
        <Suspense fallback={null}>
          <GateQrView token={nextToken} onClose={() => setIsQrOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
