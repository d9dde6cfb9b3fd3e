import { formatCount, formatInstantTime, type WaitingRoom } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { parseId } from '../../../lib/route-params.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useJoinWaitingRoom, useWaitingRoom } from '../api/waiting-room.ts';
import { useReleaseTitle } from '../components/release-title.ts';

function Big({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-orange-50 p-5 text-center">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      <span className="font-serif text-5xl font-bold text-orange-950" data-testid="waiting-position">
        {value}
      </span>
    </div>
  );
}

function WhereYouStand({
  room,
  onJoinAgain,
  isJoining,
}: {
  room: WaitingRoom;
  onJoinAgain: () => void;
  isJoining: boolean;
}) {
  const { t } = useTranslation();
  const { release } = room;
  const when = (instant: string) => formatInstantDateTime(instant, release.templeTimeZone);
  const calendar =
    release.sevaId !== null
      ? `/seva-devotee-details?sevaId=${release.sevaId}`
      : `/virtual-queue-details-and-calendar?templeId=${release.templeId}`;
  // A seva's release leads to its form on the first date; a queue release of one date to its slots.
  const booking =
    release.sevaId !== null
      ? `/seva-devotee-details?sevaId=${release.sevaId}&date=${release.fromDate}`
      : release.fromDate === release.toDate
        ? `/virtual-queue-calendar-details-page?templeId=${release.templeId}&date=${release.fromDate}`
        : calendar;
  switch (room.state) {
    case 'notYet':
      return (
        <Notice>
          {t('release.room.notYet', { waiting: when(release.waitingOpensAt), opens: when(release.opensAt) })}
        </Notice>
      );
    case 'notJoined':
      return <Loading />;
    case 'waiting':
      return (
        <div className="flex flex-col gap-3">
          {room.position === null ? (
            <Notice>{t('release.room.waitingForDraw', { opens: when(release.opensAt) })}</Notice>
          ) : (
            <>
              <Big label={t('release.room.position')} value={formatCount(room.position)} />
              {room.estimatedAt ? (
                <p className="text-center text-stone-800">
                  {t('release.room.estimate', {
                    time: formatInstantTime(room.estimatedAt, release.templeTimeZone),
                  })}
                </p>
              ) : null}
            </>
          )}
          <p className="text-center text-sm text-stone-600">{t('release.room.keepOpen')}</p>
        </div>
      );
    case 'admitted': {
      const minutesLeft = Math.max(
        1,
        Math.ceil((Date.parse(room.admittedUntil ?? '') - Date.now()) / 60_000),
      );
      return (
        <div className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950">
          <p className="font-serif text-xl font-bold">{t('release.room.yourTurn')}</p>
          <p>
            {t('release.room.bookBy', {
              time: formatInstantTime(room.admittedUntil, release.templeTimeZone),
              count: minutesLeft,
            })}
          </p>
          <div>
            <ButtonLink to={booking}>{t('release.room.bookNow')}</ButtonLink>
          </div>
        </div>
      );
    }
    case 'expired':
      return (
        <div className="flex flex-col items-start gap-3">
          <Notice>{t('release.room.expired')}</Notice>
          <Button onClick={onJoinAgain} isBusy={isJoining}>
            {t('release.room.joinAgain')}
          </Button>
        </div>
      );
    case 'closed':
      return (
        <div className="flex flex-col items-start gap-3">
          <Notice>{t('release.room.closed')}</Notice>
          <ButtonLink to={calendar} variant="secondary">
            {t('release.room.toCalendar')}
          </ButtonLink>
        </div>
      );
  }
}

function Room({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const releaseTitle = useReleaseTitle();
  const room = useWaitingRoom(releaseId);
  const join = useJoinWaitingRoom(releaseId);
  const needsJoining = room.data?.state === 'notJoined';
  // Opening the page is joining: the devotee's place is kept from the moment they arrive.
  useEffect(() => {
    if (needsJoining && join.isIdle) join.mutate();
  }, [needsJoining, join]);

  if (room.isPending) return <Loading />;
  if (room.isError) return <ErrorMessage error={room.error} onRetry={() => void room.refetch()} />;
  const { release } = room.data;
  const title = releaseTitle(release);
  const isWaiting = room.data.state === 'waiting' || room.data.state === 'notYet';
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4">
        <div>
          <h2 className="font-serif text-xl font-bold text-orange-950">{release.templeName}</h2>
          <p className="text-stone-700">{title}</p>
        </div>
        <div aria-live="polite">
          <WhereYouStand room={room.data} onJoinAgain={() => join.mutate()} isJoining={join.isPending} />
        </div>
        {join.isError ? <ErrorMessage error={join.error} onRetry={() => join.mutate()} /> : null}
        {isWaiting && room.data.placesLeft === 0 ? <Notice>{t('release.room.soldOut')}</Notice> : null}
      </Card>
      <Card className="flex flex-col gap-2 text-sm text-stone-700">
        <h2 className="font-semibold text-stone-900">{t('release.room.howTitle')}</h2>
        <p>
          {release.order === 'random'
            ? t('release.room.orderRandom', {
                opens: formatInstantDateTime(release.opensAt, release.templeTimeZone),
              })
            : t('release.room.orderArrival')}
        </p>
        <p>{t('release.room.window', { count: release.windowMinutes })}</p>
        {room.data.placesLeft === null ? null : (
          <p>
            {t('release.room.placesLeft', {
              count: room.data.placesLeft,
              number: formatCount(room.data.placesLeft),
            })}
          </p>
        )}
      </Card>
    </div>
  );
}

/**
 * waiting-room?releaseId=…: a release's waiting room (issue #20 §2). Opening it takes a place in line;
 * it shows the place and the estimated time, asks again every few seconds, and says when it is the
 * devotee's turn to book and until when.
 */
export default function WaitingRoomPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const releaseId = parseId(params.get('releaseId'));
  const { user, isChecking } = useUser();
  return (
    <Page title={t('release.room.title')} showBack>
      {releaseId === null ? (
        <Notice>{t('release.room.noRelease')}</Notice>
      ) : user ? (
        <Room releaseId={releaseId} />
      ) : isChecking ? (
        <Loading />
      ) : (
        <SignInRequired />
      )}
    </Page>
  );
}
