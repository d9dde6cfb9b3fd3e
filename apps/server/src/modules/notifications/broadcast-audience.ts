import type { NotificationAudience } from '@nivedya/domain';
import type { BroadcastSegment } from '../../db/schema/notifications.ts';
import type { AudienceOf } from './notifications-repository.ts';

/** The audience of a send request as stored: its kind and the segment's parameters. */
export function audienceOfInput(audience: NotificationAudience): AudienceOf {
  if (audience === 'all-devotees') return { kind: 'all-devotees' };
  if ('userIds' in audience) return { kind: 'selected', userIds: [...new Set(audience.userIds)] };
  if ('bookedOn' in audience) return { kind: 'booked-on', date: audience.bookedOn };
  if ('sevaId' in audience) return { kind: 'seva', sevaId: audience.sevaId, date: audience.date };
  return { kind: 'queue-slot', date: audience.queueSlot.date, startTime: audience.queueSlot.startTime };
}

export function segmentOf(audience: AudienceOf): BroadcastSegment {
  switch (audience.kind) {
    case 'all-devotees':
      return {};
    case 'selected':
      return { userIds: audience.userIds };
    case 'booked-on':
      return { date: audience.date };
    case 'seva':
      return audience.date ? { sevaId: audience.sevaId, date: audience.date } : { sevaId: audience.sevaId };
    case 'queue-slot':
      return { date: audience.date, startTime: audience.startTime };
  }
}

/** A stored broadcast's audience, from the columns segmentOf filled. */
export function audienceOfStored(kind: string, segment: BroadcastSegment): AudienceOf {
  switch (kind) {
    case 'selected':
      return { kind, userIds: segment.userIds ?? [] };
    case 'booked-on':
      return { kind, date: segment.date ?? '' };
    case 'seva':
      return { kind, sevaId: segment.sevaId ?? 0, date: segment.date };
    case 'queue-slot':
      return { kind, date: segment.date ?? '', startTime: segment.startTime ?? '' };
    default:
      return { kind: 'all-devotees' };
  }
}
