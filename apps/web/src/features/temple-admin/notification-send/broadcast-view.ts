import type { NotificationBroadcast } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';

/** Whom a notification went (or goes) to, in words: "Pooja on 12-Dec-2026", "Pushpanjali, any date". */
export function audienceText(broadcast: NotificationBroadcast, t: TFunction): string {
  const { segment } = broadcast;
  const date = formatDisplayDate(segment.date);
  switch (broadcast.audience) {
    case 'all-devotees':
      return t('notificationSend.audienceOf.all');
    case 'selected':
      return t('notificationSend.audienceOf.selected', { count: broadcast.recipientsTotal });
    case 'booked-on':
      return t('notificationSend.audienceOf.bookedOn', { date });
    case 'seva': {
      const seva = segment.sevaName ?? t('notificationSend.audienceOf.unknownSeva');
      return date
        ? t('notificationSend.audienceOf.sevaOn', { seva, date })
        : t('notificationSend.audienceOf.sevaAny', { seva });
    }
    case 'queue-slot':
      return t('notificationSend.audienceOf.queue', { time: segment.startTime ?? '', date });
  }
}

/** How far a notification has got: 0–100, for its progress bar. */
export function progressPercent(broadcast: Pick<NotificationBroadcast, 'recipients' | 'recipientsTotal'>) {
  if (broadcast.recipientsTotal <= 0) return 0;
  return Math.min(100, Math.round((broadcast.recipients / broadcast.recipientsTotal) * 100));
}

const STAGE: Record<NotificationBroadcast['status'], number> = {
  scheduled: 0,
  sending: 1,
  sent: 2,
  cancelled: 2,
};

/**
 * The further on of two copies of one broadcast (the list's, and the one polled since): a sending only
 * moves forward, so the copy with the later stage, then more reached and more pushes settled, is the
 * newer, whichever answer came back last.
 */
export function furtherOf(a: NotificationBroadcast, b: NotificationBroadcast): NotificationBroadcast {
  const progress = (broadcast: NotificationBroadcast) => [
    STAGE[broadcast.status],
    broadcast.recipients,
    broadcast.push.sent + broadcast.push.failed,
    broadcast.smsSent,
  ];
  const [first, second] = [progress(a), progress(b)];
  for (const [index, value] of first.entries()) {
    const other = second[index] ?? 0;
    if (value !== other) return value > other ? a : b;
  }
  return a;
}
