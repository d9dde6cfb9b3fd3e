import {
  formatCount,
  MessageType,
  type NotificationBroadcast,
  type NotificationBroadcastStatus,
} from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import {
  isUnderway,
  useCancelNotification,
  useNotificationBroadcast,
  useNotificationBroadcasts,
} from '../api/notification-broadcasts.ts';
import { audienceText, furtherOf, progressPercent } from '../broadcast-view.ts';

const PAGE_SIZE = 10;

const BADGE: Record<NotificationBroadcastStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

function StatusBadge({ status }: { status: NotificationBroadcastStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE[status]}`}
      data-testid="notification-status"
    >
      {t(`notificationSend.status.${status}`)}
    </span>
  );
}

/** When it goes, went, began going or was withdrawn, in the temple's time. */
function timeText(broadcast: NotificationBroadcast, timeZone: string, t: TFunction): string {
  const at = (instant: string | null) => formatInstantDateTime(instant ?? broadcast.sendAt, timeZone);
  switch (broadcast.status) {
    case 'scheduled':
      return t('notificationSend.goesAt', { when: at(broadcast.sendAt) });
    case 'sending':
      return t('notificationSend.sendingSince', { when: at(broadcast.startedAt) });
    case 'sent':
      return t('notificationSend.sentAt', { when: at(broadcast.finishedAt) });
    case 'cancelled':
      return t('notificationSend.cancelledAt', {
        when: at(broadcast.finishedAt),
        due: at(broadcast.sendAt),
      });
  }
}

function Progress({ broadcast }: { broadcast: NotificationBroadcast }) {
  const { t } = useTranslation();
  const percent = progressPercent(broadcast);
  const reached = t('notificationSend.progressText', {
    reached: formatCount(broadcast.recipients),
    total: formatCount(broadcast.recipientsTotal),
  });
  return (
    <div className="mt-3 flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('notificationSend.progress')}
        aria-valuemin={0}
        aria-valuemax={broadcast.recipientsTotal}
        aria-valuenow={broadcast.recipients}
        aria-valuetext={reached}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-amber-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-stone-700">
        {reached} · {percent}%
      </p>
    </div>
  );
}

/** Reached of total, and how the pushes and SMS went: the figures of a notification that has gone out. */
function Figures({ broadcast }: { broadcast: NotificationBroadcast }) {
  const { t } = useTranslation();
  const { push } = broadcast;
  const figures: [key: string, value: string][] = [];
  if (broadcast.status !== 'sending') {
    const reached = formatCount(broadcast.recipients);
    const total = formatCount(broadcast.recipientsTotal);
    figures.push(['reached', t('notificationSend.figures.reachedOf', { reached, total })]);
  }
  figures.push(['pushSent', formatCount(push.sent)], ['pushFailed', formatCount(push.failed)]);
  if (push.pending > 0 || broadcast.status === 'sending') {
    figures.push(['pushPending', formatCount(push.pending)]);
  }
  if (broadcast.sendSms) figures.push(['sms', formatCount(broadcast.smsSent)]);
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="notification-figures">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-xs text-stone-600">{t(`notificationSend.figures.${key}`)}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CancelButton({ templeId, broadcast }: { templeId: number; broadcast: NotificationBroadcast }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const cancel = useCancelNotification(templeId);
  const ask = async () => {
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('notificationSend.confirmCancel', { title: broadcast.title }),
      { submitText: t('notificationSend.cancelIt'), cancelText: t('notificationSend.keepIt') },
    );
    if (!isSure) return;
    cancel.mutate(broadcast.id, {
      onSuccess: () => alert.show(MessageType.Success, t('notificationSend.cancelled')),
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-3 text-sm"
      isBusy={cancel.isPending}
      onClick={() => void ask()}
      aria-label={t('notificationSend.cancelNamed', { title: broadcast.title })}
    >
      {t('notificationSend.cancel')}
    </Button>
  );
}

function BroadcastItem({
  templeId,
  item,
  listUpdatedAt,
}: {
  templeId: number;
  item: NotificationBroadcast;
  listUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const isLive = isUnderway(item);
  const live = useNotificationBroadcast(templeId, item, { isEnabled: isLive, listUpdatedAt });
  const broadcast = isLive ? furtherOf(live.data, item) : item;
  return (
    <li className="p-4" data-testid="sent-notification">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-stone-900">{broadcast.title}</h3>
        <StatusBadge status={broadcast.status} />
      </div>
      <p className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-line text-stone-800">
        {broadcast.body}
      </p>
      <p className="mt-2 text-sm text-stone-700">
        <span className="font-medium text-stone-900" data-testid="notification-audience">
          {audienceText(broadcast, t)}
        </span>
        {' · '}
        {timeText(broadcast, timeZone, t)}
        {broadcast.sentBy ? ` · ${t('notificationSend.by', { name: broadcast.sentBy.userName })}` : ''}
      </p>
      {broadcast.link ? (
        <p className="mt-1 text-xs break-all text-stone-600">
          {t('notificationSend.opens', { link: broadcast.link })}
        </p>
      ) : null}
      {broadcast.status === 'sending' ? <Progress broadcast={broadcast} /> : null}
      {broadcast.status === 'sent' || broadcast.status === 'sending' ? (
        <Figures broadcast={broadcast} />
      ) : null}
      {broadcast.status === 'scheduled' ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-700">
            {t('notificationSend.countedNow', {
              count: broadcast.recipientsTotal,
              number: formatCount(broadcast.recipientsTotal),
            })}
            {broadcast.sendSms ? ` · ${t('notificationSend.withSms')}` : ''}
          </p>
          <CancelButton templeId={templeId} broadcast={broadcast} />
        </div>
      ) : null}
    </li>
  );
}

/** What the temple sent or scheduled, the latest sending time first, a page at a time. */
export function BroadcastList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState([], PAGE_SIZE);
  const broadcasts = useNotificationBroadcasts(templeId, { offset: list.offset, limit: list.limit });
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="mb-3 font-serif text-xl font-bold text-orange-950">
        {t('notificationSend.sentTitle')}
      </h2>
      <ListResults
        query={broadcasts}
        emptyText={t('notificationSend.noneSent')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((item) => (
              <BroadcastItem
                key={item.id}
                templeId={templeId}
                item={item}
                listUpdatedAt={broadcasts.dataUpdatedAt}
              />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}
